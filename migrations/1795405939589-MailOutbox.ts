import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox's own migration: the table itself landed with Identity (never edited), and
 * from here on its changes live in migrations of their own, owned by the mail adapter
 * (src/shared/infra/mail). This one indexes the admin list (newest first, any recipient).
 */
export class MailOutbox1795405939589 implements MigrationInterface {
  name = 'MailOutbox1795405939589';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`);
    await q.query(
      `COMMENT ON TABLE mail_outbox IS 'Written and read by the mail adapter (src/shared/infra/mail)'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`COMMENT ON TABLE mail_outbox IS NULL`);
    await q.query(`DROP INDEX mail_outbox_created_idx`);
  }
}
