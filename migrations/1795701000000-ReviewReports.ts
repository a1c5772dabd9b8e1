import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review moderation: the reviewed tradie reports a review, an admin keeps or hides it with a
 * reason both parties see. A hidden review stays (the homeowner and tradie still see it) but
 * leaves the rating and the public lists. One open report per review at a time.
 */
export class ReviewReports1795701000000 implements MigrationInterface {
  name = 'ReviewReports1795701000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews ADD COLUMN hidden_at timestamptz`);
    await q.query(`ALTER TABLE reviews ADD COLUMN hidden_reason text`);
    await q.query(`
      ALTER TABLE reviews ADD CONSTRAINT reviews_hidden_consistent
        CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))`);
    await q.query(`
      CREATE TABLE review_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        reason text NOT NULL CHECK (length(reason) BETWEEN 5 AND 1000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'kept', 'hidden')),
        decided_by uuid REFERENCES users(id) ON DELETE RESTRICT,
        decision_reason text CHECK (length(decision_reason) BETWEEN 5 AND 1000),
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT review_reports_decision_consistent CHECK (
          (status = 'open') = (decided_at IS NULL)
          AND (decided_at IS NULL) = (decided_by IS NULL)
          AND (decided_at IS NULL) = (decision_reason IS NULL))
      )`);
    // Reporting twice while a report is open is refused by this key.
    await q.query(
      `CREATE UNIQUE INDEX review_reports_one_open ON review_reports (review_id) WHERE status = 'open'`,
    );
    await q.query(
      `CREATE INDEX review_reports_review_idx ON review_reports (review_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX review_reports_open_idx ON review_reports (created_at) WHERE status = 'open'`,
    );
    // A hidden review's leaderboard points are taken back by a row of their own.
    await q.query(`ALTER TABLE leaderboard_points DROP CONSTRAINT leaderboard_points_reason_check`);
    await q.query(`
      ALTER TABLE leaderboard_points ADD CONSTRAINT leaderboard_points_reason_check CHECK (reason IN
        ('job_completed', 'emergency_job_completed', 'review_received', 'review_hidden'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM leaderboard_points WHERE reason = 'review_hidden'`);
    await q.query(`ALTER TABLE leaderboard_points DROP CONSTRAINT leaderboard_points_reason_check`);
    await q.query(`
      ALTER TABLE leaderboard_points ADD CONSTRAINT leaderboard_points_reason_check CHECK (reason IN
        ('job_completed', 'emergency_job_completed', 'review_received'))`);
    await q.query(`DROP TABLE review_reports`);
    await q.query(`ALTER TABLE reviews DROP CONSTRAINT reviews_hidden_consistent`);
    await q.query(`ALTER TABLE reviews DROP COLUMN hidden_reason`);
    await q.query(`ALTER TABLE reviews DROP COLUMN hidden_at`);
  }
}
