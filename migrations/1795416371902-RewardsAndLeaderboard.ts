import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Homeowner rewards (points history, totals, gift-card redemptions and the sandbox provider's
 * code outbox) and the tradie leaderboard (score rows, closed weeks, awards). Credits move
 * only through credit_transactions; these tables never hold a balance of credits.
 */
export class RewardsAndLeaderboard1795416371902 implements MigrationInterface {
  name = 'RewardsAndLeaderboard1795416371902';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reward_points (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        source_key text NOT NULL UNIQUE,
        reason text NOT NULL CHECK (reason IN ('job_completed', 'emergency_job_completed', 'review_left')),
        points integer NOT NULL,
        credits integer NOT NULL CHECK (credits >= 0),
        reference text,
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX reward_points_user_idx ON reward_points (user_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE reward_accounts (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        points integer NOT NULL DEFAULT 0,
        celebrated_rank integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE gift_card_redemptions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        retailer text NOT NULL,
        value_cents integer NOT NULL CHECK (value_cents > 0),
        credits integer NOT NULL CHECK (credits > 0),
        code text NOT NULL,
        pin text,
        provider text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX gift_card_redemptions_user_idx ON gift_card_redemptions (user_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE gift_card_sandbox_outbox (
        reference text PRIMARY KEY,
        user_id uuid NOT NULL,
        retailer text NOT NULL,
        value_cents integer NOT NULL,
        code text NOT NULL UNIQUE,
        pin text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE leaderboard_points (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tradie_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        source_key text NOT NULL UNIQUE,
        reason text NOT NULL CHECK (reason IN ('job_completed', 'emergency_job_completed', 'review_received')),
        points integer NOT NULL,
        reference text NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX leaderboard_points_time_idx ON leaderboard_points (occurred_at)`);
    await q.query(`
      CREATE TABLE leaderboard_weeks (
        week_key date PRIMARY KEY,
        closes_at timestamptz NOT NULL,
        closed_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE leaderboard_awards (
        week_key date NOT NULL REFERENCES leaderboard_weeks(week_key),
        rank integer NOT NULL CHECK (rank BETWEEN 1 AND 5),
        tradie_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        points integer NOT NULL,
        credits integer NOT NULL CHECK (credits > 0),
        badge text CHECK (badge IN ('gold', 'silver', 'bronze')),
        PRIMARY KEY (week_key, rank),
        UNIQUE (week_key, tradie_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE leaderboard_awards`);
    await q.query(`DROP TABLE leaderboard_weeks`);
    await q.query(`DROP TABLE leaderboard_points`);
    await q.query(`DROP TABLE gift_card_sandbox_outbox`);
    await q.query(`DROP TABLE gift_card_redemptions`);
    await q.query(`DROP TABLE reward_accounts`);
    await q.query(`DROP TABLE reward_points`);
  }
}
