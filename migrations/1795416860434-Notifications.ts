import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In-app notifications (one row per recipient per source event), each user's per-type email
 * and push preferences, and the push outbox: what the local push adapter "sent" when no
 * provider is configured.
 */
export class Notifications1795416860434 implements MigrationInterface {
  name = 'Notifications1795416860434';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (length(type) BETWEEN 1 AND 40),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        body text NOT NULL CHECK (length(body) <= 1000),
        link text,
        source_event_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        CONSTRAINT notifications_once_per_event UNIQUE (user_id, type, source_event_id)
      )`);
    await q.query(
      `CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (length(type) BETWEEN 1 AND 40),
        email boolean NOT NULL,
        push boolean NOT NULL,
        PRIMARY KEY (user_id, type)
      )`);

    await q.query(`
      CREATE TABLE push_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id text,
        segment text,
        title text NOT NULL,
        description text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT push_outbox_target CHECK (recipient_id IS NOT NULL OR segment IS NOT NULL)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_outbox`);
    await q.query(`DROP TABLE notification_preferences`);
    await q.query(`DROP TABLE notifications`);
  }
}
