import {
  type DocumentType,
  type IdDocumentRecord,
  sniffDocumentType,
} from '#modules/id-documents/domain/document-rules.js';
import {
  DocumentCipher,
  DocumentSanitiser,
  IdDocumentStore,
  type NewUpload,
} from '#modules/id-documents/domain/ports.js';

/** In-memory stand-ins for the id-documents ports; the contract suites hold them to the real ones. */
export class MemoryDocuments extends IdDocumentStore {
  readonly rows = new Map<string, IdDocumentRecord>();
  reads = 0;
  private row(tradieId: string): IdDocumentRecord {
    const existing = this.rows.get(tradieId);
    if (existing) return existing;
    const fresh: IdDocumentRecord = {
      tradieId,
      storageKey: null,
      contentType: null,
      sizeBytes: null,
      uploadedAt: null,
      decidedAt: null,
      deleteAfter: null,
      deletedAt: null,
      graceDeadline: null,
    };
    this.rows.set(tradieId, fresh);
    return fresh;
  }
  async find(tradieId: string) {
    this.reads += 1;
    const row = this.rows.get(tradieId);
    return row ? { ...row } : null;
  }
  async saveUpload(tradieId: string, upload: NewUpload) {
    const row = this.row(tradieId);
    const previous = row.storageKey;
    Object.assign(row, upload, { decidedAt: null, deleteAfter: null, deletedAt: null });
    return previous;
  }
  async askBy(tradieId: string, deadline: Date) {
    const row = this.row(tradieId);
    row.graceDeadline ??= deadline;
    return row.graceDeadline;
  }
  async decide(tradieId: string, at: Date, deleteAfter: Date) {
    const row = this.rows.get(tradieId);
    if (!row?.storageKey || row.decidedAt) return false;
    Object.assign(row, { decidedAt: at, deleteAfter });
    return true;
  }
  async undecided(limit: number) {
    return [...this.rows.values()]
      .filter((r) => r.storageKey && !r.decidedAt)
      .sort((a, b) => a.uploadedAt!.getTime() - b.uploadedAt!.getTime())
      .slice(0, limit)
      .map((r) => ({ tradieId: r.tradieId, uploadedAt: r.uploadedAt! }));
  }
  async dueForDeletion(now: Date, limit: number) {
    return [...this.rows.values()]
      .filter((r) => r.storageKey && r.deleteAfter && r.deleteAfter <= now)
      .sort((a, b) => a.deleteAfter!.getTime() - b.deleteAfter!.getTime())
      .slice(0, limit)
      .map((r) => ({ tradieId: r.tradieId, storageKey: r.storageKey! }));
  }
  async markDeleted(tradieId: string, storageKey: string, at: Date) {
    const row = this.rows.get(tradieId);
    if (row?.storageKey === storageKey) {
      Object.assign(row, { storageKey: null, contentType: null, deletedAt: at });
    }
  }
}

/**
 * Not encryption: the bytes reversed between a key byte and a check byte, visibly different
 * and reversible; altered bytes or another key fail to open, as with the real cipher.
 */
export class ReversingCipher extends DocumentCipher {
  constructor(private readonly key = 0x5a) {
    super();
  }
  seal(plain: Uint8Array) {
    const body = Uint8Array.from(plain).reverse();
    return Uint8Array.from([this.key, ...body, this.check(body)]);
  }
  open(sealed: Uint8Array) {
    const body = sealed.subarray(1, -1);
    if (sealed.length < 2 || sealed[0] !== this.key || sealed.at(-1) !== this.check(body)) {
      throw new Error('Not a document this cipher sealed');
    }
    return Uint8Array.from(body).reverse();
  }
  private check(body: Uint8Array): number {
    return body.reduce((sum, byte) => (sum + byte) % 256, this.key);
  }
}

/**
 * Drops a trailing "META" marker (the metadata); bytes containing "BROKEN", or not of the
 * type claimed, do not decode.
 */
export class MarkerSanitiser extends DocumentSanitiser {
  async strip(bytes: Uint8Array, type: DocumentType) {
    const text = Buffer.from(bytes).toString('latin1');
    if (text.includes('BROKEN') || sniffDocumentType(bytes) !== type) return null;
    return Buffer.from(text.replace(/META$/, ''), 'latin1');
  }
}
