import type { DocumentType, IdDocumentRecord } from './document-rules.js';

export interface NewUpload {
  storageKey: string;
  contentType: DocumentType;
  sizeBytes: number;
  uploadedAt: Date;
}

/** One row per tradie (`tradie_id_documents`); joins the caller's unit of work. */
export abstract class IdDocumentStore {
  abstract find(tradieId: string): Promise<IdDocumentRecord | null>;
  /**
   * Holds a new document waiting for a decision (replacing any earlier one) and returns the
   * earlier document's storage key, for the caller to delete after the commit.
   */
  abstract saveUpload(tradieId: string, upload: NewUpload): Promise<string | null>;
  /** Sets the grace deadline unless one is set already; returns the deadline in force. */
  abstract askBy(tradieId: string, deadline: Date): Promise<Date>;
  /** Marks a held, undecided document decided; false when there was none. */
  abstract decide(tradieId: string, at: Date, deleteAfter: Date): Promise<boolean>;
  /** Held documents nobody has decided yet, oldest upload first. */
  abstract undecided(limit: number): Promise<{ tradieId: string; uploadedAt: Date }[]>;
  /** Documents past their deletion date, oldest first. */
  abstract dueForDeletion(
    now: Date,
    limit: number,
  ): Promise<{ tradieId: string; storageKey: string }[]>;
  /** Forgets the storage key of a deleted document (only if it is still that key). */
  abstract markDeleted(tradieId: string, storageKey: string, at: Date): Promise<void>;
}

/** Authenticated encryption at rest; `open` throws on a wrong key or altered bytes. */
export abstract class DocumentCipher {
  abstract seal(plain: Uint8Array): Uint8Array;
  abstract open(sealed: Uint8Array): Uint8Array;
}

/** Re-encodes a picture in its own format without any metadata (EXIF with GPS, XMP, text). */
export abstract class DocumentSanitiser {
  /** Null when the bytes do not decode as a picture of that type. */
  abstract strip(bytes: Uint8Array, type: DocumentType): Promise<Uint8Array | null>;
}
