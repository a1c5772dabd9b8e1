import type pg from 'pg';
import { withClient } from '../support/database-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// The open listing's version, kept by the database's own triggers: bumped once by a
// transaction that changes the listing, at its commit, and never a lock two closers can
// deadlock on.
describe('the open listing version on PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const version = (c: pg.Client) =>
    c
      .query<{ version: string }>('SELECT version FROM jobs_open_listing_version')
      .then((r) => Number(r.rows[0].version));
  async function openJobs(c: pg.Client, n: number): Promise<string[]> {
    const owner = await c.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name)
       VALUES ('owner-' || gen_random_uuid() || '@example.com', 'x', 'Olivia', 'Owner') RETURNING id`,
    );
    const jobs = await c.query<{ id: string }>(
      `INSERT INTO jobs (homeowner_id, title, description, category, location, state, postcode,
         budget_cents, is_emergency, status, published_at, privacy_consent_at)
       SELECT $1, 'Job ' || g, 'A job for the version test.', 'plumbing', 'Newtown', 'NSW', '2042',
         20000, false, 'open', now(), now()
       FROM generate_series(1, $2) g RETURNING id`,
      [owner.rows[0].id, n],
    );
    return jobs.rows.map((r) => r.id);
  }
  const cancel = (c: pg.Client, id: string) =>
    c.query(`UPDATE jobs SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [id]);

  it('bumps once per transaction that changes the listing, and not for other changes', async () => {
    await withClient(db.url, async (c) => {
      const before = await version(c);
      const [one, two] = await openJobs(c, 2);
      expect(await version(c)).toBe(before + 1);
      // Lead purchases and other columns no card shows leave the listing alone.
      await c.query(
        `UPDATE jobs SET lead_count = lead_count + 1, description = description || ' Changed.' WHERE id = $1`,
        [one],
      );
      expect(await version(c)).toBe(before + 1);
      await c.query('BEGIN');
      await cancel(c, one);
      await cancel(c, two);
      await c.query('COMMIT');
      expect(await version(c)).toBe(before + 2);
      // A job already closed changing again is not in the listing either way.
      await c.query(`UPDATE jobs SET title = 'Renamed' WHERE id = $1`, [one]);
      expect(await version(c)).toBe(before + 2);
    });
  });

  it('lets two transactions close jobs in crossing order without a deadlock', async () => {
    await withClient(db.url, (setup) =>
      withClient(db.url, (a) =>
        withClient(db.url, async (b) => {
          const [first, second] = await openJobs(setup, 2);
          const before = await version(setup);
          await a.query('BEGIN');
          await b.query('BEGIN');
          await cancel(a, first);
          await cancel(b, second);
          // a now waits for b's row; b's commit must not wait for anything a holds.
          const aSecond = a.query(`UPDATE jobs SET title = 'Both closed' WHERE id = $1`, [second]);
          await b.query('COMMIT');
          await aSecond;
          await a.query('COMMIT');
          expect(await version(setup)).toBe(before + 2);
        }),
      ),
    );
  });
});
