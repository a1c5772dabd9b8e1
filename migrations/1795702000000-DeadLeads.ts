import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dead leads: the conversation records when the tradie first wrote and when the homeowner
 * first read one of the tradie's messages (the messaging module's read model for the sweep),
 * and a lead may be refunded because the homeowner stayed silent.
 */
export class DeadLeads1795702000000 implements MigrationInterface {
  name = 'DeadLeads1795702000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conversations ADD COLUMN tradie_first_message_at timestamptz`);
    await q.query(`ALTER TABLE conversations ADD COLUMN homeowner_read_at timestamptz`);
    await q.query(`
      UPDATE conversations c SET tradie_first_message_at = f.at
        FROM (SELECT m.conversation_id, min(m.created_at) AS at
                FROM messages m JOIN conversations c2 ON c2.id = m.conversation_id
               WHERE m.sender_id = c2.tradie_id GROUP BY m.conversation_id) f
       WHERE f.conversation_id = c.id`);
    // When an earlier read happened is unknown: it counts as read in time.
    await q.query(`
      UPDATE conversations c SET homeowner_read_at = c.tradie_first_message_at
       WHERE EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id
                        AND m.sender_id = c.tradie_id AND m.seq <= c.homeowner_read_seq)`);
    await q.query(`
      CREATE INDEX conversations_unanswered_idx ON conversations (tradie_first_message_at, id)
       WHERE closed_at IS NULL AND tradie_first_message_at IS NOT NULL`);
    await q.query(`ALTER TABLE leads DROP CONSTRAINT leads_refund_reason_check`);
    await q.query(`
      ALTER TABLE leads ADD CONSTRAINT leads_refund_reason_check CHECK (refund_reason IN
        ('job_cancelled', 'unhired_30_days', 'dispute_approved', 'job_withdrawn',
         'homeowner_silent'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE leads DROP CONSTRAINT leads_refund_reason_check`);
    await q.query(`
      ALTER TABLE leads ADD CONSTRAINT leads_refund_reason_check CHECK (refund_reason IN
        ('job_cancelled', 'unhired_30_days', 'dispute_approved', 'job_withdrawn'))`);
    await q.query(`DROP INDEX conversations_unanswered_idx`);
    await q.query(`ALTER TABLE conversations DROP COLUMN homeowner_read_at`);
    await q.query(`ALTER TABLE conversations DROP COLUMN tradie_first_message_at`);
  }
}
