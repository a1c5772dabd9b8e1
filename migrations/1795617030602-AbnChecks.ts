import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business register's answer about each tradie's ABN (identity owns it). One row per
 * tradie: the latest check, for the ABN it was made for; answer columns stay null until the
 * register answers.
 */
export class AbnChecks1795617030602 implements MigrationInterface {
  name = 'AbnChecks1795617030602';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE abn_checks (
        tradie_id uuid PRIMARY KEY REFERENCES tradie_profiles(id) ON DELETE CASCADE,
        abn char(11) NOT NULL,
        requested_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        outcome text CHECK (outcome IN ('active', 'cancelled', 'not_found')),
        status_from date,
        entity_name text,
        business_names text[] NOT NULL DEFAULT '{}',
        gst_registered_from date,
        address_state text,
        address_postcode text,
        checked_at timestamptz,
        CHECK ((outcome IS NULL) = (checked_at IS NULL))
      )`);
    await q.query(
      `CREATE INDEX abn_checks_unanswered_idx ON abn_checks (requested_at) WHERE outcome IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE abn_checks`);
  }
}
