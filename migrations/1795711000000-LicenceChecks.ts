import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The licence register's answer about each tradie's licence (identity owns it), and the trades
 * the tradie is listed in because of it. One row per tradie: the latest check, for the licence
 * it was made for. `outcome` 'by_admin': the state has no public register, the admin checked
 * the licence by hand when approving. `tradie_profiles.listed_categories` is the listing rule's
 * output; null (rows older than this, tests' direct inserts) lists the trades as entered.
 */
export class LicenceChecks1795711000000 implements MigrationInterface {
  name = 'LicenceChecks1795711000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE licence_checks (
        tradie_id uuid PRIMARY KEY REFERENCES tradie_profiles(id) ON DELETE CASCADE,
        licence_number text NOT NULL,
        licence_state text NOT NULL,
        requested_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        outcome text CHECK (outcome IN ('found', 'not_found', 'by_admin')),
        holder text,
        status text CHECK (status IN ('current', 'expired', 'suspended', 'cancelled')),
        expires_on date,
        classes text[] NOT NULL DEFAULT '{}',
        covers text[] NOT NULL DEFAULT '{}',
        checked_at timestamptz,
        CHECK ((outcome IS NULL) = (checked_at IS NULL))
      )`);
    await q.query(
      `CREATE INDEX licence_checks_unanswered_idx ON licence_checks (requested_at)
       WHERE outcome IS NULL`,
    );
    await q.query(`ALTER TABLE tradie_profiles ADD COLUMN listed_categories text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tradie_profiles DROP COLUMN listed_categories`);
    await q.query(`DROP TABLE licence_checks`);
  }
}
