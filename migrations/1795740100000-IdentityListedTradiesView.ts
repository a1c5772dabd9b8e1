import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity's published read model of the tradies it lists (the directory, the sitemap):
 * approved, not banned, not erased, not staff, with the trades its listing rule keeps (null:
 * never decided, listed as entered). Only what a listing shows; a plain view, inlined by the
 * planner.
 */
export class IdentityListedTradiesView1795740100000 implements MigrationInterface {
  name = 'IdentityListedTradiesView1795740100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW identity_listed_tradies AS
      SELECT t.id, t.business_name, coalesce(t.listed_categories, t.categories) AS categories,
             t.service_postcode, t.service_radius_km, t.licence_state,
             t.logo_key IS NOT NULL AS has_logo
      FROM tradie_profiles t
      JOIN users u ON u.id = t.id
      WHERE t.verification_status = 'approved' AND u.banned_at IS NULL
        AND u.deleted_at IS NULL AND NOT u.is_admin`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW identity_listed_tradies`);
  }
}
