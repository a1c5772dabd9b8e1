import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refunded lead's conversation becomes read-only: when it closed and why (the lead's refund
 * reason), shown to both sides.
 */
export class ConversationClosure1795619751453 implements MigrationInterface {
  name = 'ConversationClosure1795619751453';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversations ADD COLUMN closed_at timestamptz`);
    await q.query(`ALTER TABLE conversations ADD COLUMN closed_reason text`);
    // Leads refunded before this change lose their conversation too.
    await q.query(`
      UPDATE conversations c SET closed_at = l.refunded_at, closed_reason = l.refund_reason
        FROM leads l
       WHERE l.job_id = c.job_id AND l.tradie_id = c.tradie_id AND l.status = 'refunded'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversations DROP COLUMN closed_reason`);
    await q.query(`ALTER TABLE conversations DROP COLUMN closed_at`);
  }
}
