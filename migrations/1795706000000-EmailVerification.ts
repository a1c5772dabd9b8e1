import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email verification: when the account's address was proven by a link, and the links sent.
 * Every account that exists now counts as verified (they signed up before links were sent).
 * A token is stored as its SHA-256 and bound to the address it was mailed to.
 */
export class EmailVerification1795706000000 implements MigrationInterface {
  name = 'EmailVerification1795706000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`UPDATE users SET email_verified_at = created_at`);
    await q.query(`
      CREATE TABLE email_verification_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX email_verification_tokens_open_idx ON email_verification_tokens (user_id)
        WHERE used_at IS NULL`,
    );
    // Looking up the active tradies holding an ABN (one active tradie account per ABN).
    await q.query(`CREATE INDEX tradie_profiles_abn_idx ON tradie_profiles (abn)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tradie_profiles_abn_idx`);
    await q.query(`DROP TABLE email_verification_tokens`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
