import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity's published read model of how people are named to others: the first name, the
 * business name of a tradie, and the name shown (the business, else the first name). No
 * contact details. A plain view: a reader that needs no tradie column loses the join.
 */
export class IdentityUserNamesView1795740300000 implements MigrationInterface {
  name = 'IdentityUserNamesView1795740300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW identity_user_names AS
      SELECT u.id, u.first_name, t.business_name,
             COALESCE(t.business_name, u.first_name) AS display_name,
             t.id IS NOT NULL AS is_tradie
      FROM users u
      LEFT JOIN tradie_profiles t ON t.id = u.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW identity_user_names`);
  }
}
