import type { Clock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import type { FileStorage, StoredFile } from '#shared/domain/file-storage.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { Actor } from '#shared/domain/actor.js';
import type { AuditLog } from '#modules/admin/domain/audit.js';
import type { Account } from '#modules/identity/domain/account.js';
import type { AccountService } from '#modules/identity/domain/account.service.js';
import {
  approvedTradieStanding,
  type DocumentStatus,
  documentStatus,
  GRACE_MS,
  type IdDocumentRecord,
  MAX_DOCUMENT_BYTES,
  deletionDue,
  sniffDocumentType,
} from './document-rules.js';
import { IdDocumentsErrors } from './id-documents-errors.js';
import type { DocumentCipher, DocumentSanitiser, IdDocumentStore } from './ports.js';

/** What a tradie sees of their own document and of what is asked of them. */
export interface OwnDocumentView {
  status: DocumentStatus;
  uploadedAt: Date | null;
  deleteAfter: Date | null;
  /** True when the tradie should upload one now (pending tradies, or asked approved ones). */
  requested: boolean;
  /** Approved tradies without a document: the day tradie access stops until they upload. */
  deadline: Date | null;
  overdue: boolean;
}

/** What the admin queue shows of a tradie's document. */
export interface AdminDocumentView {
  status: DocumentStatus;
  uploadedAt: Date | null;
  /** Viewable only while the decision is pending. */
  viewable: boolean;
  /** An approved tradie's document waits for the admin's "checked" (pending ones are decided by approval). */
  checkable: boolean;
}

/** An approved tradie's document waiting for an admin's check. */
export interface DocumentToCheck {
  tradieId: string;
  businessName: string;
  name: string;
  email: string;
  uploadedAt: Date;
}

/** Tradies remembered by the access check before the memo starts afresh (bounds memory). */
const FINE_UNTIL_MAX = 50_000;

/**
 * Identity documents: a tradie's driver licence or passport picture, held stripped of
 * metadata and encrypted, shown only to admins while its decision is pending (each view
 * audited) and deleted 30 days after that decision (APP 11).
 */
export class IdDocumentsService {
  /**
   * Until when each tradie's access is known to be fine (ms; Infinity once a document was
   * provided). A standing only improves until its deadline, so this check on every tradie
   * request reads the store once per tradie and deadline, not once per request.
   */
  private readonly fineUntil = new Map<string, number>();

  constructor(
    private readonly store: IdDocumentStore,
    private readonly storage: FileStorage,
    private readonly cipher: DocumentCipher,
    private readonly sanitiser: DocumentSanitiser,
    private readonly accounts: AccountService,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** A tradie uploads their document; any earlier undecided one is replaced. */
  async upload(tradieId: string, bytes: Uint8Array | undefined): Promise<OwnDocumentView> {
    if (!bytes || bytes.length === 0) throw IdDocumentsErrors.required();
    if (bytes.length > MAX_DOCUMENT_BYTES) throw IdDocumentsErrors.tooLarge();
    const type = sniffDocumentType(bytes);
    if (!type) throw IdDocumentsErrors.unsupported();
    const account = await this.tradie(tradieId);
    const record = await this.store.find(tradieId);
    this.assertAccepting(account, record);
    const clean = await this.sanitiser.strip(bytes, type);
    if (!clean) throw IdDocumentsErrors.unsupported();
    const key = `id-documents/${tradieId}/${randomName()}`;
    await this.storage.put(key, {
      bytes: Buffer.from(this.cipher.seal(clean)),
      contentType: 'application/octet-stream',
    });
    let previous: string | null;
    try {
      previous = await this.unitOfWork.run(() =>
        this.store.saveUpload(tradieId, {
          storageKey: key,
          contentType: type,
          sizeBytes: clean.length,
          uploadedAt: this.clock.now(),
        }),
      );
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    if (previous && previous !== key) await this.storage.delete(previous);
    return this.ownView(tradieId);
  }

  /** The signed-in tradie's own view; asks an approved tradie without a document (grace starts). */
  async ownView(tradieId: string): Promise<OwnDocumentView> {
    const account = await this.tradie(tradieId);
    let record = await this.store.find(tradieId);
    const now = this.clock.now();
    const approved = account.tradie!.verificationStatus === 'approved';
    if (approved && approvedTradieStanding(record, now) === 'unasked') {
      await this.store.askBy(tradieId, new Date(now.getTime() + GRACE_MS));
      record = await this.store.find(tradieId);
    }
    const status = documentStatus(record);
    const standing = approved ? approvedTradieStanding(record, now) : null;
    return {
      status,
      uploadedAt: record?.uploadedAt ?? null,
      deleteAfter: record?.deleteAfter ?? null,
      requested:
        (account.tradie!.verificationStatus === 'pending' && status === 'missing') ||
        standing === 'asked' ||
        standing === 'overdue',
      deadline: standing === 'asked' || standing === 'overdue' ? record!.graceDeadline : null,
      overdue: standing === 'overdue',
    };
  }

  /**
   * For the request guard: an approved tradie past their grace deadline without a document
   * loses tradie access (except the routes that let unverified tradies through). The first
   * check after this change starts their grace period (their "next login").
   */
  async assertTradieAccess(actor: Actor): Promise<void> {
    if (actor.type !== 'tradie' || actor.status !== 'active') return;
    const now = this.clock.now();
    if ((this.fineUntil.get(actor.id) ?? 0) > now.getTime()) return;
    const record = await this.store.find(actor.id);
    const standing = approvedTradieStanding(record, now);
    if (standing === 'overdue') throw IdDocumentsErrors.overdue();
    let until = Infinity;
    if (standing === 'unasked') {
      until = now.getTime() + GRACE_MS;
      await this.store.askBy(actor.id, new Date(until));
    } else if (standing === 'asked') {
      until = record!.graceDeadline!.getTime();
    }
    if (this.fineUntil.size >= FINE_UNTIL_MAX) this.fineUntil.clear();
    this.fineUntil.set(actor.id, until);
  }

  async adminView(tradieId: string): Promise<AdminDocumentView> {
    const account = await this.tradie(tradieId);
    const record = await this.store.find(tradieId);
    const status = documentStatus(record);
    return {
      status,
      uploadedAt: record?.uploadedAt ?? null,
      viewable: status === 'pending',
      checkable: status === 'pending' && account.tradie!.verificationStatus === 'approved',
    };
  }

  /**
   * Approved tradies' documents nobody has checked yet (those of pending tradies are in the
   * verification queue, decided by approving or rejecting).
   */
  async toCheck(limit = 100): Promise<DocumentToCheck[]> {
    const found: DocumentToCheck[] = [];
    for (const { tradieId, uploadedAt } of await this.store.undecided(limit)) {
      const account = await this.accounts.getAccount(tradieId);
      if (account.tradie?.verificationStatus !== 'approved') continue;
      found.push({
        tradieId,
        businessName: account.tradie.businessName,
        name: `${account.firstName} ${account.lastName}`,
        email: account.email,
        uploadedAt,
      });
    }
    return found;
  }

  /** The decrypted document for an admin, only while its decision is pending; audited first. */
  async openForAdmin(adminId: string, tradieId: string): Promise<StoredFile> {
    await this.tradie(tradieId);
    const record = await this.store.find(tradieId);
    if (documentStatus(record) !== 'pending') throw IdDocumentsErrors.notFound();
    const sealed = await this.storage.get(record!.storageKey!);
    if (!sealed) throw IdDocumentsErrors.notFound();
    const bytes = Buffer.from(this.cipher.open(sealed.bytes));
    // Recorded before the bytes leave: no view goes unaudited.
    await this.audit.record({
      actorId: adminId,
      action: 'id_document.view',
      targetType: 'user',
      targetId: tradieId,
      reason: null,
    });
    return { bytes, contentType: record!.contentType! };
  }

  /** An admin has checked an already approved tradie's document: that decision starts retention. */
  async markChecked(adminId: string, tradieId: string): Promise<AdminDocumentView> {
    const account = await this.tradie(tradieId);
    if (account.tradie!.verificationStatus !== 'approved') throw IdDocumentsErrors.notCheckable();
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      if (!(await this.store.decide(tradieId, now, deletionDue(now)))) {
        throw IdDocumentsErrors.notFound();
      }
      await this.audit.record({
        actorId: adminId,
        action: 'id_document.check',
        targetType: 'user',
        targetId: tradieId,
        reason: null,
      });
    });
    return this.adminView(tradieId);
  }

  /** Deletes the documents past their deletion date; returns how many. */
  async sweep(limit = 100): Promise<number> {
    const now = this.clock.now();
    const due = await this.store.dueForDeletion(now, limit);
    for (const { tradieId, storageKey } of due) {
      // The file first: if marking fails, the next sweep deletes (nothing) and marks again.
      await this.storage.delete(storageKey);
      await this.store.markDeleted(tradieId, storageKey, now);
    }
    return due.length;
  }

  private async tradie(id: string): Promise<Account> {
    const account = await this.accounts.getAccount(id).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!account?.tradie || account.isAdmin) throw IdDocumentsErrors.notATradie();
    return account;
  }

  private assertAccepting(account: Account, record: IdDocumentRecord | null): void {
    const verification = account.tradie!.verificationStatus;
    if (verification === 'rejected') {
      throw IdDocumentsErrors.notAccepting(
        'Your application was not approved; contact us to have it reviewed again',
      );
    }
    // An approved tradie may replace a document nobody has checked yet, not a checked one.
    const status = documentStatus(record);
    if (verification === 'approved' && status !== 'missing' && status !== 'pending') {
      throw IdDocumentsErrors.notAccepting('Your identity document has already been checked');
    }
  }
}

function randomName(): string {
  // Unguessable enough for a storage key; access is checked on every read anyway.
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
