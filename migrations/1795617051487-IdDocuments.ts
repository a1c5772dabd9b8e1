import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tradies' identity documents: one row per tradie holding the encrypted file's key while it
 * is kept, when it was decided and is to be deleted (APP 11), and the grace deadline of an
 * approved tradie asked for one.
 */
export class IdDocuments1795617051487 implements MigrationInterface {
  name = 'IdDocuments1795617051487';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tradie_id_documents (
        tradie_id uuid PRIMARY KEY REFERENCES tradie_profiles(id) ON DELETE CASCADE,
        storage_key text UNIQUE,
        content_type text CHECK (content_type IN ('image/jpeg', 'image/png')),
        size_bytes integer CHECK (size_bytes > 0),
        uploaded_at timestamptz,
        decided_at timestamptz,
        delete_after timestamptz,
        deleted_at timestamptz,
        grace_deadline timestamptz,
        CONSTRAINT tradie_id_documents_held CHECK (
          (storage_key IS NULL) = (content_type IS NULL)
          AND (storage_key IS NULL OR uploaded_at IS NOT NULL)
          AND ((decided_at IS NULL) = (delete_after IS NULL))
        )
      )`);
    await q.query(
      `CREATE INDEX tradie_id_documents_due_idx ON tradie_id_documents (delete_after)
        WHERE storage_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tradie_id_documents`);
  }
}
