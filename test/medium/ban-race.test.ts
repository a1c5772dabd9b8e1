import { UserBans } from '#modules/admin/domain/user-bans.js';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { settleAll } from '../support/concurrency.js';
import { marketplace } from '../support/marketplace.js';
import { failRefundsTo } from '../support/fail-refunds.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A homeowner is banned (twice, by two admins at once) while tradies buy their job's lead and
// the homeowner posts another job: a purchase either commits before the ban and is refunded by
// it, or is refused; the new job is refused or withdrawn. Nothing is on sale after the ban,
// and nobody is refunded twice.
const RUNS = 30;
const BATCH = 10;
const BUYERS = 3;

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? String(r.reason));

describe('ban × purchase on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(`refunds every purchase that landed before the ban, once (${RUNS} races)`, async () => {
    const m = marketplace(t.app);
    const leads = t.app.get(LeadsService);
    const bans = t.app.get(UserBans);
    const [admin] = await t.query<{ id: string }>('SELECT id FROM users WHERE is_admin LIMIT 1');
    const tradies = await Promise.all(Array.from({ length: BUYERS }, () => m.tradie(5 * RUNS)));
    const runs: { homeownerId: string; jobId: string }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const homeownerId = await m.homeowner();
      runs.push({ homeownerId, jobId: await m.job(homeownerId) });
    }
    let bought = 0;
    for (let i = 0; i < RUNS; i += BATCH) {
      const batch = runs.slice(i, i + BATCH);
      const results = await settleAll<unknown>(
        batch.flatMap(({ homeownerId, jobId }, n) => {
          const now = () => bans.ban(admin.id, homeownerId, 'Fake jobs');
          const buys = tradies.map((tradie) => () => leads.buy(jobId, tradie));
          if (n % 2 === 0) return [now, ...buys, now, () => m.job(homeownerId)];
          // Every other run bans once the first purchase has settled (the others still race),
          // so both orders occur however fast either path is on a loaded machine.
          let firstSettled!: () => void;
          const settled = new Promise<void>((resolve) => (firstSettled = resolve));
          const ban = () => settled.then(now);
          const [first, ...rest] = buys;
          const buyFirst = () => first().finally(firstSettled);
          return [ban, buyFirst, ...rest, ban, () => m.job(homeownerId)];
        }),
      );
      const TASKS = BUYERS + 3;
      for (const [n, { homeownerId, jobId }] of batch.entries()) {
        const outcome = results.slice(n * TASKS, (n + 1) * TASKS).map(codeOf);
        expect([outcome[0], outcome[BUYERS + 1]]).toEqual(['ok', 'ok']);
        expect(outcome[BUYERS + 2]).toMatch(/^(ok|AUTH\.BANNED)$/);
        const onSale = await t.query(
          `SELECT 1 FROM jobs WHERE homeowner_id = $1 AND status IN ('open', 'pending_payment')`,
          [homeownerId],
        );
        expect(onSale).toHaveLength(0);
        const buys = outcome.slice(1, BUYERS + 1);
        for (const code of buys) expect(code).toMatch(/^(ok|LEADS\.JOB_NOT_OPEN)$/);
        const [job] = await t.query<{ status: string; withdrawn_reason: string }>(
          'SELECT status, withdrawn_reason FROM jobs WHERE id = $1',
          [jobId],
        );
        expect(job).toEqual({ status: 'withdrawn', withdrawn_reason: 'owner_banned' });
        // Every lead that exists was bought before the ban, and the ban refunded it once.
        const rows = await t.query<{ status: string; refund_reason: string; refunds: number }>(
          `SELECT l.status, l.refund_reason,
                  (SELECT count(*)::int FROM credit_transactions c
                    WHERE c.idempotency_key = 'lead_refund:' || l.id) AS refunds
             FROM leads l WHERE l.job_id = $1`,
          [jobId],
        );
        expect(rows).toHaveLength(buys.filter((c) => c === 'ok').length);
        for (const row of rows) {
          expect(row).toEqual({ status: 'refunded', refund_reason: 'job_withdrawn', refunds: 1 });
        }
        const open = await t.query(
          'SELECT 1 FROM conversations WHERE job_id = $1 AND closed_at IS NULL',
          [jobId],
        );
        expect(open).toHaveLength(0);
        bought += rows.length;
      }
    }
    // Everything bought came back: each wallet holds what it started with.
    for (const tradie of tradies) expect(await m.balance(tradie)).toBe(5 * RUNS);
    // Both orders happened at least once over the runs (else the race was not a race).
    expect(bought).toBeGreaterThan(0);
    expect(bought).toBeLessThan(RUNS * BUYERS);
  }, 120_000);

  it('bans, withdraws and audits in one transaction: a refund that fails undoes the ban', async () => {
    const m = marketplace(t.app);
    const [admin] = await t.query<{ id: string }>('SELECT id FROM users WHERE is_admin LIMIT 1');
    const homeowner = await m.homeowner();
    const buyer = await m.tradie(5);
    const jobId = await m.job(homeowner);
    await t.app.get(LeadsService).buy(jobId, buyer);
    const undo = await failRefundsTo(t, buyer);
    try {
      await expect(t.app.get(UserBans).ban(admin.id, homeowner, 'Fake jobs')).rejects.toThrow(
        'refund refused for the test',
      );
    } finally {
      await undo();
    }
    const [user] = await t.query('SELECT banned_at FROM users WHERE id = $1', [homeowner]);
    expect(user).toEqual({ banned_at: null });
    const [job] = await t.query('SELECT status FROM jobs WHERE id = $1', [jobId]);
    expect(job).toEqual({ status: 'open' });
    const audited = await t.query(
      "SELECT 1 FROM admin_audit_log WHERE action = 'user.ban' AND target_id = $1",
      [homeowner],
    );
    expect(audited).toHaveLength(0);
    // Once the refund can be written, the same ban goes through whole.
    await t.app.get(UserBans).ban(admin.id, homeowner, 'Fake jobs');
    const [after] = await t.query('SELECT status FROM jobs WHERE id = $1', [jobId]);
    expect(after).toEqual({ status: 'withdrawn' });
  });
});
