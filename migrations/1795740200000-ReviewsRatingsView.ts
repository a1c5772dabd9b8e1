import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reviews module's published read model of ratings: one row per review that counts (not
 * hidden by moderation), with only the tradie and the stars. Readers aggregate as they need
 * (the directory's average, the profile's distribution); a plain view, inlined by the planner.
 */
export class ReviewsRatingsView1795740200000 implements MigrationInterface {
  name = 'ReviewsRatingsView1795740200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW reviews_ratings AS
      SELECT r.tradie_id, r.rating FROM reviews r WHERE r.hidden_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW reviews_ratings`);
  }
}
