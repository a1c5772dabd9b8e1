import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { DocumentType, IdDocumentRecord } from '../domain/document-rules.js';
import { IdDocumentStore, type NewUpload } from '../domain/ports.js';

interface Row {
  tradie_id: string;
  storage_key: string | null;
  content_type: DocumentType | null;
  size_bytes: number | null;
  uploaded_at: Date | null;
  decided_at: Date | null;
  delete_after: Date | null;
  deleted_at: Date | null;
  grace_deadline: Date | null;
}

const toRecord = (r: Row): IdDocumentRecord => ({
  tradieId: r.tradie_id,
  storageKey: r.storage_key,
  contentType: r.content_type,
  sizeBytes: r.size_bytes,
  uploadedAt: r.uploaded_at,
  decidedAt: r.decided_at,
  deleteAfter: r.delete_after,
  deletedAt: r.deleted_at,
  graceDeadline: r.grace_deadline,
});

@Injectable()
export class SqlIdDocumentStore extends IdDocumentStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async find(tradieId: string): Promise<IdDocumentRecord | null> {
    const [row] = await this.query<Row[]>(
      `SELECT * FROM tradie_id_documents WHERE tradie_id = $1`,
      [tradieId],
    );
    return row ? toRecord(row) : null;
  }

  async saveUpload(tradieId: string, upload: NewUpload): Promise<string | null> {
    // Locked until the caller's transaction ends, so two uploads cannot lose a key between them.
    const [before] = await this.query<{ storage_key: string | null }[]>(
      `SELECT storage_key FROM tradie_id_documents WHERE tradie_id = $1 FOR UPDATE`,
      [tradieId],
    );
    await this.query(
      `INSERT INTO tradie_id_documents (tradie_id, storage_key, content_type, size_bytes, uploaded_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tradie_id) DO UPDATE SET storage_key = $2, content_type = $3,
         size_bytes = $4, uploaded_at = $5, decided_at = NULL, delete_after = NULL,
         deleted_at = NULL`,
      [tradieId, upload.storageKey, upload.contentType, upload.sizeBytes, upload.uploadedAt],
    );
    return before?.storage_key ?? null;
  }

  async askBy(tradieId: string, deadline: Date): Promise<Date> {
    await this.query(
      `INSERT INTO tradie_id_documents (tradie_id, grace_deadline) VALUES ($1, $2)
       ON CONFLICT (tradie_id) DO UPDATE SET grace_deadline = $2
         WHERE tradie_id_documents.grace_deadline IS NULL`,
      [tradieId, deadline],
    );
    const [row] = await this.query<{ grace_deadline: Date }[]>(
      `SELECT grace_deadline FROM tradie_id_documents WHERE tradie_id = $1`,
      [tradieId],
    );
    return row.grace_deadline;
  }

  async decide(tradieId: string, at: Date, deleteAfter: Date): Promise<boolean> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected]: the pair is never empty.
    const [rows] = await this.query<[unknown[], number]>(
      `UPDATE tradie_id_documents SET decided_at = $2, delete_after = $3
        WHERE tradie_id = $1 AND storage_key IS NOT NULL AND decided_at IS NULL
       RETURNING tradie_id`,
      [tradieId, at, deleteAfter],
    );
    return rows.length > 0;
  }

  async undecided(limit: number) {
    const rows = await this.query<{ tradie_id: string; uploaded_at: Date }[]>(
      `SELECT tradie_id, uploaded_at FROM tradie_id_documents
        WHERE storage_key IS NOT NULL AND decided_at IS NULL
        ORDER BY uploaded_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ tradieId: r.tradie_id, uploadedAt: r.uploaded_at }));
  }

  async dueForDeletion(now: Date, limit: number) {
    const rows = await this.query<{ tradie_id: string; storage_key: string }[]>(
      `SELECT tradie_id, storage_key FROM tradie_id_documents
        WHERE storage_key IS NOT NULL AND delete_after <= $1
        ORDER BY delete_after LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => ({ tradieId: r.tradie_id, storageKey: r.storage_key }));
  }

  async markDeleted(tradieId: string, storageKey: string, at: Date): Promise<void> {
    await this.query(
      `UPDATE tradie_id_documents SET storage_key = NULL, content_type = NULL, deleted_at = $3
        WHERE tradie_id = $1 AND storage_key = $2`,
      [tradieId, storageKey, at],
    );
  }
}
