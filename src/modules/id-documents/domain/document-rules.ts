/** The largest document accepted (a phone photo of a card or passport page fits easily). */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Australian Privacy Principle 11: the document goes 30 days after the decision it served. */
export const RETENTION_MS = 30 * DAY_MS;

/** When a document decided at `decidedAt` is deleted. */
export const deletionDue = (decidedAt: Date): Date => new Date(decidedAt.getTime() + RETENTION_MS);

/** Approved tradies without a document keep their access this long after they are first asked. */
export const GRACE_MS = 30 * DAY_MS;

export type DocumentType = 'image/jpeg' | 'image/png';

/**
 * The type the bytes themselves declare (magic numbers), never the file name or the
 * Content-Type the browser sent. Only JPEG and PNG: PDFs carry scripts and metadata we
 * cannot reliably strip (docs/decisions.md).
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** What we hold for one tradie: at most one document, and the grace deadline when asked. */
export interface IdDocumentRecord {
  tradieId: string;
  /** Null before an upload and once the document is deleted. */
  storageKey: string | null;
  contentType: DocumentType | null;
  sizeBytes: number | null;
  uploadedAt: Date | null;
  /** When the decision the document served was made (verification, or the admin's check). */
  decidedAt: Date | null;
  deleteAfter: Date | null;
  deletedAt: Date | null;
  /** Set the first time an approved tradie without a document signs in after this change. */
  graceDeadline: Date | null;
}

/**
 * `missing`: never provided. `pending`: held, waiting for a decision (the only state in which
 * an admin may view it). `decided`: held until its deletion date. `deleted`: provided, then
 * deleted after the decision.
 */
export type DocumentStatus = 'missing' | 'pending' | 'decided' | 'deleted';

export function documentStatus(record: IdDocumentRecord | null): DocumentStatus {
  if (!record?.uploadedAt) return 'missing';
  if (!record.storageKey) return 'deleted';
  return record.decidedAt ? 'decided' : 'pending';
}

/**
 * An approved tradie's standing: `ok` once a document was ever provided; otherwise `asked`
 * until the grace deadline and `overdue` after it (tradie access is refused until they
 * upload). `unasked` means no deadline was set yet (the caller sets one).
 */
export function approvedTradieStanding(
  record: IdDocumentRecord | null,
  now: Date,
): 'ok' | 'unasked' | 'asked' | 'overdue' {
  if (record?.uploadedAt) return 'ok';
  if (!record?.graceDeadline) return 'unasked';
  return now.getTime() < record.graceDeadline.getTime() ? 'asked' : 'overdue';
}
