import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging: one conversation per (job, tradie) once the tradie bought the lead, its messages
 * (unique per client-generated id, so a retried send never duplicates) and each side's read
 * mark. Conversations for leads bought before this migration are opened here.
 */
export class Messaging1795416295307 implements MigrationInterface {
  name = 'Messaging1795416295307';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        tradie_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        homeowner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        homeowner_read_seq bigint NOT NULL DEFAULT 0,
        tradie_read_seq bigint NOT NULL DEFAULT 0,
        last_message_seq bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT conversations_one_per_lead UNIQUE (job_id, tradie_id)
      )`);
    await q.query(`CREATE INDEX conversations_homeowner_idx ON conversations (homeowner_id)`);
    await q.query(`CREATE INDEX conversations_tradie_idx ON conversations (tradie_id)`);

    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL UNIQUE,
        conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 64),
        body text NOT NULL CHECK (length(body) <= 4000),
        attachment_key text,
        attachment_type text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT messages_client_id_once UNIQUE (conversation_id, sender_id, client_id),
        CONSTRAINT messages_not_empty CHECK (length(body) > 0 OR attachment_key IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX messages_conversation_idx ON messages (conversation_id, seq)`);

    await q.query(`
      INSERT INTO conversations (job_id, tradie_id, homeowner_id, created_at)
      SELECT l.job_id, l.tradie_id, j.homeowner_id, l.bought_at
        FROM leads l JOIN jobs j ON j.id = l.job_id
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE messages`);
    await q.query(`DROP TABLE conversations`);
  }
}
