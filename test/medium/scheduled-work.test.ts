import { WeeklyCloseScheduler } from '#modules/leaderboard/infra/weekly-close.scheduler.js';
import { Schedules } from '#shared/domain/schedules.js';
import { PgBossSchedules } from '#shared/infra/pg-boss-schedules.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Polls until `check` holds (pg-boss works in the background), failing after `ms`. */
async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('scheduled work on two instances of one deployment', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, {}, a.db);
    await a.app.get(WeeklyCloseScheduler).startup;
    await b.app.get(WeeklyCloseScheduler).startup;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const jobs = (name: string) =>
    a.query<{ state: string; retry_count: number }>(
      'SELECT state, retry_count FROM pgboss.job WHERE name = $1 ORDER BY created_on',
      [name],
    );

  it('records every task as a pg-boss schedule in Sydney time', async () => {
    const rows = await a.query<{ name: string; cron: string; timezone: string }>(
      'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name',
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'analytics-refresh', cron: '*/5 * * * *', timezone: 'Australia/Sydney' },
        { name: 'data-export-sweep', cron: '* * * * *', timezone: 'Australia/Sydney' },
        { name: 'id-document-retention', cron: '0 * * * *', timezone: 'Australia/Sydney' },
        { name: 'lead-credit-back', cron: '*/10 * * * *', timezone: 'Australia/Sydney' },
        { name: 'lead-dead-refund', cron: '*/10 * * * *', timezone: 'Australia/Sydney' },
        { name: 'leaderboard-close-catch-up', cron: '7 * * * *', timezone: 'Australia/Sydney' },
        { name: 'leaderboard-weekly-close', cron: '0 0 * * 0', timezone: 'Australia/Sydney' },
      ]),
    );
    const [queue] = await a.query<{ dead_letter: string; retry_limit: number }>(
      "SELECT dead_letter, retry_limit FROM pgboss.queue WHERE name = 'lead-credit-back'",
    );
    expect(queue).toEqual({ dead_letter: 'lead-credit-back-dead', retry_limit: 3 });
  });

  it('ticks the weekly close at Sunday midnight in Sydney, not at midnight UTC', async () => {
    const schedules = a.app.get(PgBossSchedules);
    // Sunday 29 November 2026, 00:00:10 AEDT (Saturday 13:00 UTC).
    expect(await schedules.tick(new Date('2026-11-29T00:00:10+11:00'))).toContain(
      'leaderboard-weekly-close',
    );
    expect(await schedules.tick(new Date('2026-11-29T00:00:10Z'))).not.toContain(
      'leaderboard-weekly-close',
    );
    await until(async () =>
      (await jobs('leaderboard-weekly-close')).every((j) => j.state === 'completed'),
    );
    // Both instances' clocks may send it: pg-boss keeps one job for the tick.
    await b.app.get(PgBossSchedules).tick(new Date('2026-11-29T00:00:40+11:00'));
    expect(await jobs('leaderboard-weekly-close')).toEqual([
      { state: 'completed', retry_count: 0 },
    ]);
  });

  it('runs one tick once although both instances send it', async () => {
    let runs = 0;
    const task = {
      name: 'test-once',
      cron: '*/5 * * * *',
      run: async () => {
        runs += 1;
      },
    };
    await a.app.get(Schedules).register(task);
    await b.app.get(Schedules).register(task);
    // 10:05 in Sydney is a tick of the task; the weekly close's Sunday midnight is not.
    const tick = new Date('2026-11-26T10:05:20+11:00');
    const sentA = await a.app.get(PgBossSchedules).tick(tick);
    const sentB = await b.app.get(PgBossSchedules).tick(new Date(tick.getTime() + 15_000));
    expect(sentA).toContain('test-once');
    expect(sentB).toContain('test-once');
    expect(sentA).not.toContain('leaderboard-weekly-close');
    await until(async () => (await jobs('test-once')).every((j) => j.state === 'completed'));
    expect(await jobs('test-once')).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(runs).toBe(1);
    // A minute after the tick the task is not due again.
    expect(await a.app.get(PgBossSchedules).tick(new Date(tick.getTime() + 60_000))).not.toContain(
      'test-once',
    );
  });

  it('retries a task that throws and dead-letters it after its retries', async () => {
    let attempts = 0;
    const task = {
      name: 'test-failing',
      cron: '0 3 * * *',
      // pg-boss waits at least 1 s (with backoff, 1-2 s) before the retry.
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: () => {
        attempts += 1;
        return Promise.reject(new Error('the register is down'));
      },
    };
    await a.app.get(Schedules).register(task);
    await b.app.get(Schedules).register(task);
    expect(await a.app.get(PgBossSchedules).tick(new Date('2026-11-26T03:00:30+11:00'))).toContain(
      'test-failing',
    );
    await until(async () => (await jobs('test-failing-dead')).length === 1);
    expect(await jobs('test-failing')).toEqual([{ state: 'failed', retry_count: 1 }]);
    expect(await jobs('test-failing-dead')).toEqual([{ state: 'created', retry_count: 0 }]);
    expect(attempts).toBe(2);
  });
});
