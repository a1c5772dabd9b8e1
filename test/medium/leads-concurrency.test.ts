import { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { CreditBackScheduler } from '#modules/leads/infra/credit-back.scheduler.js';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { JobEndings } from '#modules/leads/domain/job-endings.js';
import { settleAll } from '../support/concurrency.js';
import { marketplace } from '../support/marketplace.js';
import { failRefundsTo } from '../support/fail-refunds.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ROUNDS = 3;
const DAY = 24 * 60 * 60 * 1000;

type Settled<T> = PromiseSettledResult<T>;
const codes = <T>(results: Settled<T>[]) =>
  results.map((r) =>
    r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? String(r.reason)),
  );

describe('leads on PostgreSQL, under concurrency', () => {
  let t: TestApp;
  let leads: LeadsService;
  let jobs: JobsService;
  let endings: JobEndings;
  let m: ReturnType<typeof marketplace>;
  beforeAll(async () => {
    t = await startTestApp();
    leads = t.app.get(LeadsService);
    jobs = t.app.get(JobsService);
    endings = t.app.get(JobEndings);
    m = marketplace(t.app);
  });
  afterAll(() => t.close());

  const leadRows = (jobId: string) =>
    t.query<{ tradie_id: string; status: string; refund_reason: string | null }>(
      'SELECT tradie_id, status, refund_reason FROM leads WHERE job_id = $1',
      [jobId],
    );
  const ledgerRows = (userId: string) =>
    t.query<{ type: string; amount: number }>(
      'SELECT type, amount FROM credit_transactions WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    );

  it('sells a lead to exactly its cap when 50 tradies buy at once, and charges only them', async () => {
    const homeowner = await m.homeowner();
    const tradies = await Promise.all(Array.from({ length: 50 }, () => m.tradie(15)));
    for (let round = 0; round < ROUNDS; round++) {
      const cap = ([10, 3, 5] as const)[round];
      const jobId = await m.job(homeowner, { leadCap: cap });
      const results = await settleAll(tradies.map((id) => () => leads.buy(jobId, id)));
      const outcome = codes(results);
      expect(outcome.filter((c) => c === 'ok')).toHaveLength(cap);
      expect(outcome.filter((c) => c === 'LEADS.SOLD_OUT')).toHaveLength(50 - cap);
      const buyers = new Set((await leadRows(jobId)).map((r) => r.tradie_id));
      expect(buyers.size).toBe(cap);
      const [job] = await t.query<{ lead_count: number }>(
        'SELECT lead_count FROM jobs WHERE id = $1',
        [jobId],
      );
      expect(job.lead_count).toBe(cap);
      // Every balance is exact: 5 credits fewer for each lead a tradie holds.
      const held = await t.query<{ tradie_id: string; n: number }>(
        "SELECT tradie_id, count(*)::int AS n FROM leads WHERE status = 'active' GROUP BY tradie_id",
      );
      const count = new Map(held.map((h) => [h.tradie_id, h.n]));
      for (const id of tradies) {
        expect(await m.balance(id)).toBe(15 - 5 * (count.get(id) ?? 0));
      }
    }
  }, 120_000);

  it('lets a tradie with credits for 2 leads buy exactly 2 of 20 fired at once', async () => {
    const homeowner = await m.homeowner();
    for (let round = 0; round < ROUNDS; round++) {
      const tradie = await m.tradie(10);
      const jobIds = await Promise.all(Array.from({ length: 20 }, () => m.job(homeowner)));
      const outcome = codes(await settleAll(jobIds.map((id) => () => leads.buy(id, tradie))));
      expect(outcome.filter((c) => c === 'ok')).toHaveLength(2);
      expect(outcome.filter((c) => c === 'CREDITS.INSUFFICIENT')).toHaveLength(18);
      expect(await m.balance(tradie)).toBe(0);
      const [rows] = await t.query<{ leads: number; jobs_counted: number }>(
        `SELECT (SELECT count(*)::int FROM leads WHERE tradie_id = $1) AS leads,
                (SELECT coalesce(sum(lead_count), 0)::int FROM jobs WHERE id = ANY($2::uuid[])) AS jobs_counted`,
        [tradie, jobIds],
      );
      expect(rows).toEqual({ leads: 2, jobs_counted: 2 });
    }
  }, 120_000);

  it('never sells one tradie the same lead twice, even at once', async () => {
    const homeowner = await m.homeowner();
    for (let round = 0; round < ROUNDS; round++) {
      const tradie = await m.tradie(50);
      const jobId = await m.job(homeowner);
      const outcome = codes(
        await settleAll(Array.from({ length: 8 }, () => () => leads.buy(jobId, tradie))),
      );
      expect(outcome.filter((c) => c === 'ok')).toHaveLength(1);
      expect(outcome.filter((c) => c === 'LEADS.ALREADY_BOUGHT')).toHaveLength(7);
      expect(await m.balance(tradie)).toBe(45);
    }
  });

  it('credits back every buyer once when a job is cancelled, also when the cancel is retried', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const homeowner = await m.homeowner();
      const buyers = await Promise.all(Array.from({ length: 4 }, () => m.tradie(10)));
      const jobId = await m.job(homeowner, { isEmergency: true });
      await jobs.markEmergencyFeePaid(jobId);
      for (const id of buyers) await leads.buy(jobId, id);
      for (const id of buyers) expect(await m.balance(id)).toBe(0);

      const outcome = codes(
        await settleAll(Array.from({ length: 5 }, () => () => endings.cancel(jobId, homeowner))),
      );
      expect(outcome.filter((c) => c === 'ok')).toHaveLength(1);
      expect(outcome.filter((c) => c === 'JOBS.NOT_EDITABLE')).toHaveLength(4);
      // A replayed credit-back (a crashed sweep run again) moves nothing either.
      expect(await leads.refundJob(jobId, 'job_cancelled')).toBe(0);

      for (const id of buyers) {
        expect(await m.balance(id)).toBe(10);
        expect((await ledgerRows(id)).map((r) => [r.type, r.amount])).toEqual([
          ['purchase', 10],
          ['lead_purchase', -10],
          ['refund', 10],
        ]);
      }
      expect((await leadRows(jobId)).every((r) => r.refund_reason === 'job_cancelled')).toBe(true);
      const events = await t.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM domain_events WHERE type = 'leads.lead_refunded' AND payload->>'jobId' = $1",
        [jobId],
      );
      expect(events[0].n).toBe(4);
    }
  });

  const jobRow = async (jobId: string) =>
    (
      await t.query<{ status: string; leads_expired_at: Date | null }>(
        'SELECT status, leads_expired_at FROM jobs WHERE id = $1',
        [jobId],
      )
    )[0];

  it('cancels a job and credits its buyers back in one transaction: a failed refund undoes the cancel', async () => {
    const homeowner = await m.homeowner();
    const [paid, refused] = [await m.tradie(5), await m.tradie(5)];
    const jobId = await m.job(homeowner);
    for (const id of [paid, refused]) await leads.buy(jobId, id);
    const undo = await failRefundsTo(t, refused);

    await expect(endings.cancel(jobId, homeowner)).rejects.toThrow('refund refused for the test');
    // Nothing of it stayed: the job is open, both leads active, nobody credited.
    expect((await jobRow(jobId)).status).toBe('open');
    expect((await leadRows(jobId)).map((r) => r.status)).toEqual(['active', 'active']);
    for (const id of [paid, refused]) expect(await m.balance(id)).toBe(0);
    const [cancelled] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM domain_events WHERE type = 'jobs.job_cancelled' AND aggregate_id = $1",
      [jobId],
    );
    expect(cancelled.n).toBe(0);

    await undo();
    await endings.cancel(jobId, homeowner);
    expect((await jobRow(jobId)).status).toBe('cancelled');
    for (const id of [paid, refused]) expect(await m.balance(id)).toBe(5);
  });

  it('credits back the leads of a job unhired for 30 days exactly once, on one instance', async () => {
    const homeowner = await m.homeowner();
    const buyer = await m.tradie(5);
    const jobId = await m.job(homeowner);
    await leads.buy(jobId, buyer);
    const scheduler = t.app.get(CreditBackScheduler);
    t.clock.advance(29 * DAY);
    await scheduler.runOnce();
    expect(await m.balance(buyer)).toBe(0);

    t.clock.advance(1 * DAY + 1000);
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => scheduler.runOnce()));
    // Every job of this database is now old: each expired once, whichever sweep took the lock.
    const expired = sweeps.reduce<number>((sum, s) => sum + (s ?? 0), 0);
    const [marked] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE leads_expired_at IS NOT NULL',
    );
    expect(expired).toBe(marked.n);
    expect(await scheduler.runOnce()).toBe(0);
    expect(await m.balance(buyer)).toBe(5);
    expect((await leadRows(jobId))[0].refund_reason).toBe('unhired_30_days');
    await expect(leads.buy(jobId, await m.tradie(5))).rejects.toMatchObject({
      code: 'LEADS.EXPIRED',
    });
    t.clock.set(new Date());
  });

  it('refunds an approved dispute once, even when two admins approve at once', async () => {
    const admin = (await t.query<{ id: string }>('SELECT id FROM users WHERE is_admin LIMIT 1'))[0]
      .id;
    for (let round = 0; round < ROUNDS; round++) {
      const homeowner = await m.homeowner();
      const tradie = await m.tradie(5);
      const jobId = await m.job(homeowner);
      const { lead } = await leads.buy(jobId, tradie);
      const dispute = await leads.openDispute(lead.id, tradie, {
        reason: 'homeowner_unreachable',
        details: 'Called three times over two days, no answer.',
      });
      const outcome = codes(
        await Promise.allSettled([
          leads.decideDispute(dispute.id, admin, 'approved', 'No answer'),
          leads.decideDispute(dispute.id, admin, 'approved', 'No answer'),
          leads.decideDispute(dispute.id, admin, 'rejected', 'Try again'),
        ]),
      );
      expect(outcome.filter((c) => c === 'ok')).toHaveLength(1);
      expect(outcome.filter((c) => c === 'DISPUTES.ALREADY_DECIDED')).toHaveLength(2);
      const refunds = (await ledgerRows(tradie)).filter((r) => r.type === 'refund');
      const [decided] = await t.query<{ status: string }>(
        'SELECT status FROM lead_disputes WHERE id = $1',
        [dispute.id],
      );
      expect(refunds).toHaveLength(decided.status === 'approved' ? 1 : 0);
      // Cancelling afterwards never refunds the disputed lead a second time.
      await endings.cancel(jobId, homeowner);
      expect((await ledgerRows(tradie)).filter((r) => r.type === 'refund')).toHaveLength(1);
    }
  });

  // Last: it ages every job of this database past the credit-back.
  it('expires an unhired job’s lead and credits its buyers back in one transaction', async () => {
    const homeowner = await m.homeowner();
    const buyer = await m.tradie(5);
    const jobId = await m.job(homeowner);
    await leads.buy(jobId, buyer);
    const undo = await failRefundsTo(t, buyer);
    t.clock.advance(30 * DAY + 1000);
    try {
      await expect(endings.expireUnhired(1000)).rejects.toThrow('refund refused for the test');
      expect((await jobRow(jobId)).leads_expired_at).toBeNull();
      expect(await m.balance(buyer)).toBe(0);
      await undo();
      await t.app.get(CreditBackScheduler).runOnce();
      expect((await jobRow(jobId)).leads_expired_at).not.toBeNull();
      expect(await m.balance(buyer)).toBe(5);
    } finally {
      t.clock.set(new Date());
    }
  });
});
