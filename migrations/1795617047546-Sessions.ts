import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side login sessions (identity): the cookie's token names one, every request checks
 * it is live. Tokens signed before this migration name none and stop working (log in again).
 */
export class Sessions1795617047546 implements MigrationInterface {
  name = 'Sessions1795617047546';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        user_agent text CHECK (length(user_agent) <= 400),
        ip text CHECK (length(ip) <= 64),
        revoked_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX sessions_live_by_user ON sessions (user_id, last_seen_at DESC)
         WHERE revoked_at IS NULL`,
    );
    await q.query(
      `COMMENT ON TABLE sessions IS 'Owned by the identity module (src/modules/identity)'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
  }
}
