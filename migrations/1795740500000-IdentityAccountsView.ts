import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity's published read model of accounts for the back office (the admin's user search,
 * audit log, bulk mail audiences, analytics): who a person is, how to reach them, and their
 * tradie standing. It carries contact details, so a reader outside the back office needs a
 * reason. No secrets (passwords, sessions, tokens). A plain view, inlined by the planner.
 */
export class IdentityAccountsView1795740500000 implements MigrationInterface {
  name = 'IdentityAccountsView1795740500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW identity_accounts AS
      SELECT u.id, u.email, u.first_name, u.last_name, u.state, u.is_admin, u.banned_at,
             u.created_at, t.id IS NOT NULL AS is_tradie, t.verification_status, t.business_name,
             t.abn, t.licence_state, t.categories
      FROM users u
      LEFT JOIN tradie_profiles t ON t.id = u.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW identity_accounts`);
  }
}
