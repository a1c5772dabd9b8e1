import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A sender may delete their message: the row stays (its seq orders the thread), emptied. */
export class MessageDeletion1795454793129 implements MigrationInterface {
  name = 'MessageDeletion1795454793129';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ADD COLUMN deleted_at timestamptz`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_not_empty`);
    await q.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_not_empty
         CHECK (deleted_at IS NOT NULL OR length(body) > 0 OR attachment_key IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // The old constraint needs text: deleted messages keep a note instead of being dropped.
    await q.query(
      `UPDATE messages SET body = 'Message deleted'
        WHERE deleted_at IS NOT NULL AND length(body) = 0 AND attachment_key IS NULL`,
    );
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_not_empty`);
    await q.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_not_empty
         CHECK (length(body) > 0 OR attachment_key IS NOT NULL)`,
    );
    await q.query(`ALTER TABLE messages DROP COLUMN deleted_at`);
  }
}
