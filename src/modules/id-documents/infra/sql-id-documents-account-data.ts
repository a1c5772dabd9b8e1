import { Injectable } from '@nestjs/common';
import type { ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** What we hold about the ID document in a data export; on erasure it goes at once. */
@Injectable()
export class SqlIdDocumentsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    // Not the picture: it stays encrypted and is deleted after the check, never copied into
    // an export file (docs/decisions.md).
    const [document] = await this.each(userId, [
      `SELECT content_type, size_bytes, uploaded_at, decided_at, delete_after, deleted_at,
              grace_deadline, storage_key IS NOT NULL AS held
       FROM tradie_id_documents WHERE tradie_id = $1`,
    ]);
    return { identityDocument: document[0] ?? null };
  }

  /** The document and its record go (no 30-day wait after erasure). */
  async erase({ userId }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    const files = await this.query<{ key: string }[]>(
      `SELECT storage_key AS key FROM tradie_id_documents
       WHERE tradie_id = $1 AND storage_key IS NOT NULL`,
      [userId],
    );
    await this.query(`DELETE FROM tradie_id_documents WHERE tradie_id = $1`, [userId]);
    return { fileKeys: files.map((f) => f.key) };
  }
}
