import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every step of a tradie's verification (admin approvals and rejections with their reason,
 * the tradie's resubmissions), so a resubmission reaches the admin with the decision it
 * answers. Existing decisions are carried over from the profile's last review.
 */
export class TradieVerificationHistory1795705000000 implements MigrationInterface {
  name = 'TradieVerificationHistory1795705000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tradie_verification_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tradie_id uuid NOT NULL REFERENCES tradie_profiles(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('approved','rejected','resubmitted')),
        reason text CHECK (length(reason) <= 500),
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX tradie_verification_history_tradie_idx ON tradie_verification_history (tradie_id, at, id)`,
    );
    await q.query(`
      INSERT INTO tradie_verification_history (tradie_id, kind, reason, actor_id, at)
      SELECT id, verification_status, rejection_reason, reviewed_by, reviewed_at
        FROM tradie_profiles
       WHERE verification_status IN ('approved','rejected') AND reviewed_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tradie_verification_history`);
  }
}
