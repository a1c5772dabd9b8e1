import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, role profiles (tradie profile present = tradie), reset tokens, the mail outbox. */
export class Identity1795332262828 implements MigrationInterface {
  name = 'Identity1795332262828';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        password_hash text NOT NULL,
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 80),
        last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 80),
        phone text,
        suburb text,
        state text CHECK (state IN ('ACT','NSW','NT','QLD','SA','TAS','VIC','WA')),
        postcode char(4) CHECK (postcode ~ '^[0-9]{4}$'),
        is_admin boolean NOT NULL DEFAULT false,
        banned_at timestamptz,
        ban_reason text,
        session_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);

    // profile_centra_resident of the spec
    await q.query(`
      CREATE TABLE homeowner_profiles (
        id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        onesignal_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    // profile_centra_tradie of the spec
    await q.query(`
      CREATE TABLE tradie_profiles (
        id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        business_name text NOT NULL CHECK (length(business_name) BETWEEN 2 AND 120),
        abn char(11) NOT NULL CHECK (abn ~ '^[0-9]{11}$'),
        licence_number text NOT NULL CHECK (length(licence_number) BETWEEN 3 AND 30),
        licence_state text NOT NULL CHECK (licence_state IN ('ACT','NSW','NT','QLD','SA','TAS','VIC','WA')),
        categories text[] NOT NULL CHECK (cardinality(categories) BETWEEN 1 AND 10),
        service_postcode char(4) NOT NULL CHECK (service_postcode ~ '^[0-9]{4}$'),
        service_radius_km integer NOT NULL CHECK (service_radius_km BETWEEN 1 AND 500),
        verification_status text NOT NULL DEFAULT 'pending'
          CHECK (verification_status IN ('pending','approved','rejected')),
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        rejection_reason text,
        onesignal_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX tradie_profiles_pending_idx ON tradie_profiles (created_at) WHERE verification_status = 'pending'`,
    );

    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);

    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE tradie_profiles`);
    await q.query(`DROP TABLE homeowner_profiles`);
    await q.query(`DROP TABLE users`);
  }
}
