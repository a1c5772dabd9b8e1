import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leads module's published read models: for jobs (which cannot call leads' services: leads
 * depends on jobs), who holds an active lead on a job (they may see its contact details) and
 * how many quotes each job has; for the admin's user page, the leads a tradie bought. Plain
 * views, inlined by the planner.
 */
export class LeadsPublishedViews1795740400000 implements MigrationInterface {
  name = 'LeadsPublishedViews1795740400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW leads_active_buyers AS
      SELECT l.job_id, l.tradie_id FROM leads l WHERE l.status = 'active'`);
    await q.query(`
      CREATE VIEW leads_quote_counts AS
      SELECT q.job_id, count(*)::int AS quote_count FROM quotes q GROUP BY q.job_id`);
    await q.query(`
      CREATE VIEW leads_purchases AS
      SELECT l.id, l.job_id, l.tradie_id, l.price_credits, l.status, l.bought_at FROM leads l`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW leads_purchases`);
    await q.query(`DROP VIEW leads_quote_counts`);
    await q.query(`DROP VIEW leads_active_buyers`);
  }
}
