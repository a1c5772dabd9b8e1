import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Jobs (what the landing teaser and carousel show) and contact/feedback enquiries. */
export class JobsAndEnquiries1795332262829 implements MigrationInterface {
  name = 'JobsAndEnquiries1795332262829';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        homeowner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 5 AND 120),
        description text NOT NULL CHECK (length(description) BETWEEN 20 AND 5000),
        category text NOT NULL,
        location text NOT NULL CHECK (length(location) BETWEEN 2 AND 80),
        state text CHECK (state IN ('ACT','NSW','NT','QLD','SA','TAS','VIC','WA')),
        postcode char(4) NOT NULL CHECK (postcode ~ '^[0-9]{4}$'),
        budget_cents integer NOT NULL CHECK (budget_cents BETWEEN 0 AND 100000000),
        is_emergency boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'open'
          CHECK (status IN ('pending_payment','open','assigned','completed','cancelled')),
        assigned_tradie_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX jobs_open_idx ON jobs (created_at DESC) WHERE status = 'open' AND assigned_tradie_id IS NULL`,
    );
    await q.query(`CREATE INDEX jobs_homeowner_idx ON jobs (homeowner_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE enquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('contact','feedback')),
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL,
        email text,
        subject text,
        message text NOT NULL,
        rating smallint CHECK (rating BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE enquiries`);
    await q.query(`DROP TABLE jobs`);
  }
}
