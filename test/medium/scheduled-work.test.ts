import pg from 'pg';
import { WeeklyCloseScheduler } from '#modules/leaderboard/infra/weekly-close.scheduler.js';
import { ADVISORY_LOCKS } from '#shared/infra/database/advisory-locks.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The advisory-lock key the analytics refresh holds while it rebuilds the roll-ups. */
const ANALYTICS_REFRESH_KEY = ADVISORY_LOCKS.analyticsRefresh;

describe('scheduled work on several instances', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(WeeklyCloseScheduler).startup;
    other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('closes the week while another instance is refreshing the analytics', async () => {
    // Another instance in the middle of an analytics refresh holds its lock.
    await other.query('SELECT pg_advisory_lock($1)', [ANALYTICS_REFRESH_KEY]);
    try {
      // The close is not skipped: it answers the weeks it closed (none due), not "locked out".
      expect(await t.app.get(WeeklyCloseScheduler).runOnce()).toEqual([]);
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [ANALYTICS_REFRESH_KEY]);
    }
  });
});
