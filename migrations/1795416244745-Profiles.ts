import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATES = `('ACT','NSW','NT','QLD','SA','TAS','VIC','WA')`;

/**
 * Profiles and privacy: avatars and logos (keys into the file storage), the tradie's about
 * text, years in business and up to 12 photos of past work; a licence change waiting for
 * admin review beside the live, approved licence; email-change links; background data
 * exports; and `deleted_at` for accounts erased at their holder's request.
 */
export class Profiles1795416244745 implements MigrationInterface {
  name = 'Profiles1795416244745';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN avatar_key text,
        ADD COLUMN deleted_at timestamptz`);
    await q.query(`
      ALTER TABLE tradie_profiles
        ADD COLUMN about text CHECK (length(about) <= 2000),
        ADD COLUMN logo_key text,
        ADD COLUMN years_in_business smallint CHECK (years_in_business BETWEEN 0 AND 100),
        ADD COLUMN pending_licence_number text CHECK (length(pending_licence_number) BETWEEN 3 AND 30),
        ADD COLUMN pending_licence_state text CHECK (pending_licence_state IN ${STATES}),
        ADD COLUMN licence_change_requested_at timestamptz,
        ADD CONSTRAINT tradie_profiles_pending_licence_whole CHECK (
          (pending_licence_number IS NULL) = (pending_licence_state IS NULL)
          AND (pending_licence_number IS NULL) = (licence_change_requested_at IS NULL))`);
    await q.query(`
      CREATE INDEX tradie_profiles_licence_review_idx ON tradie_profiles (licence_change_requested_at)
      WHERE pending_licence_number IS NOT NULL`);

    await q.query(`
      CREATE TABLE tradie_work_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tradie_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        storage_key text NOT NULL UNIQUE,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        bytes integer NOT NULL CHECK (bytes > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX tradie_work_photos_tradie_idx ON tradie_work_photos (tradie_id, created_at)`,
    );

    await q.query(`
      CREATE TABLE email_change_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        new_email text NOT NULL CHECK (new_email = lower(new_email) AND length(new_email) BETWEEN 3 AND 254),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_change_tokens_user_idx ON email_change_tokens (user_id)`);

    await q.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
        storage_key text,
        bytes integer,
        requested_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz,
        CONSTRAINT data_exports_ready_whole CHECK (
          (status = 'ready') = (storage_key IS NOT NULL AND ready_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at DESC)`,
    );
    await q.query(
      `CREATE INDEX data_exports_pending_idx ON data_exports (requested_at) WHERE status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
    await q.query(`DROP TABLE email_change_tokens`);
    await q.query(`DROP TABLE tradie_work_photos`);
    await q.query(`DROP INDEX tradie_profiles_licence_review_idx`);
    await q.query(`
      ALTER TABLE tradie_profiles
        DROP CONSTRAINT tradie_profiles_pending_licence_whole,
        DROP COLUMN licence_change_requested_at,
        DROP COLUMN pending_licence_state,
        DROP COLUMN pending_licence_number,
        DROP COLUMN years_in_business,
        DROP COLUMN logo_key,
        DROP COLUMN about`);
    await q.query(`ALTER TABLE users DROP COLUMN deleted_at, DROP COLUMN avatar_key`);
  }
}
