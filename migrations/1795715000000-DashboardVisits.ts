import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each person last looked at their dashboard, so the tradie's "new leads since your last
 * visit" has a baseline that survives devices and sign-outs.
 */
export class DashboardVisits1795715000000 implements MigrationInterface {
  name = 'DashboardVisits1795715000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dashboard_visits (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        last_seen_at timestamptz NOT NULL,
        baseline_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dashboard_visits`);
  }
}
