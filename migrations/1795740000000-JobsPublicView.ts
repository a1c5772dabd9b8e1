import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The jobs module's published read model: the job columns other modules read (the lead feed
 * first), and the photo count. A plain view, so the planner inlines it and the feed keeps its
 * partial indexes; unread columns (the photo count) cost nothing.
 */
export class JobsPublicView1795740000000 implements MigrationInterface {
  name = 'JobsPublicView1795740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW jobs_public AS
      SELECT j.id, j.homeowner_id, j.title, j.description, j.category, j.location, j.state,
             j.postcode, j.lat, j.lng, j.budget_cents, j.is_emergency, j.status, j.lead_count,
             j.lead_cap, j.leads_expired_at, j.assigned_tradie_id, j.created_at, j.published_at,
             (SELECT count(*)::int FROM job_images i WHERE i.job_id = j.id) AS image_count
      FROM jobs j`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW jobs_public`);
  }
}
