import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { QuotesService } from '#modules/leads/domain/quotes.service.js';
import { ReviewsService } from '#modules/reviews/domain/reviews.service.js';
import { GiftCardProvider } from '#modules/rewards/domain/gift-cards.js';
import { LEVEL_UP, RewardsService } from '#modules/rewards/domain/rewards.service.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import { settleAll } from '../support/concurrency.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { marketplace } from '../support/marketplace.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('homeowner rewards on PostgreSQL', () => {
  let t: TestApp;
  let m: ReturnType<typeof marketplace>;
  let relay: EventRelay;
  let rewards: RewardsService;
  let ledger: CreditLedger;
  beforeAll(async () => {
    t = await startTestApp();
    m = marketplace(t.app);
    relay = t.app.get(EventRelay);
    rewards = t.app.get(RewardsService);
    ledger = t.app.get(CreditLedger);
  });
  afterAll(() => t.close());

  /** A job of `homeownerId` done by a new tradie: posted, lead bought, quoted, hired, completed. */
  async function completedJob(homeownerId: string, isEmergency = false) {
    const tradieId = await m.tradie(20);
    const jobId = await m.job(homeownerId, { isEmergency });
    const jobs = t.app.get(JobsService);
    if (isEmergency) await jobs.markEmergencyFeePaid(jobId);
    await t.app.get(LeadsService).buy(jobId, tradieId);
    const quotes = t.app.get(QuotesService);
    const quote = await quotes.send(jobId, tradieId, {
      amountCents: 30_000,
      message: 'I can fix it on Tuesday morning.',
      estimatedStart: null,
    });
    await quotes.hire(jobId, homeownerId, quote.id);
    await jobs.complete(jobId, homeownerId);
    return { jobId, tradieId };
  }

  const eventId = async (type: string, aggregateId: string) => {
    const [row] = await t.query<{ id: string }>(
      'SELECT id FROM domain_events WHERE type = $1 AND aggregate_id = $2',
      [type, aggregateId],
    );
    return row.id;
  };
  const rewardRows = (userId: string) =>
    t.query<{ type: string; amount: number; idempotency_key: string }>(
      `SELECT type, amount, idempotency_key FROM credit_transactions
       WHERE user_id = $1 AND type = 'reward' ORDER BY created_at, id`,
      [userId],
    );

  it('awards a completed job and its review once each, also when the events are replayed', async () => {
    const homeowner = await m.homeowner();
    const { jobId, tradieId } = await completedJob(homeowner);
    const review = await t.app
      .get(ReviewsService)
      .leave(jobId, homeowner, { rating: 2, comment: 'Late and a bit messy.' });
    await relay.drain();

    const overview = await rewards.overview(homeowner);
    expect(overview.points).toBe(35);
    expect(overview.credits).toBe(25);
    expect(overview.history.map((h) => [h.reason, h.points, h.credits])).toEqual(
      expect.arrayContaining([
        ['job_completed', 15, 15],
        ['review_left', 20, 10],
      ]),
    );

    // Replaying either event to the consumer, or draining again, awards nothing more.
    expect(await relay.replay('rewards.points', await eventId('jobs.job_completed', jobId))).toBe(
      false,
    );
    expect(
      await relay.replay('rewards.points', await eventId('reviews.review_left', review.id)),
    ).toBe(false);
    expect(await relay.drain()).toBe(0);
    // Even a direct second award of the same source is refused by its key.
    expect(await rewards.jobCompleted(homeowner, jobId, false, new Date())).toBe(false);

    expect((await rewards.overview(homeowner)).points).toBe(35);
    expect(await ledger.balance(homeowner)).toBe(25);
    expect((await rewardRows(homeowner)).map((r) => r.amount)).toEqual([15, 10]);

    // The same two events scored the tradie on the leaderboard, once: 50 for the job, -10 for 2★.
    expect(
      await relay.replay('leaderboard.points', await eventId('jobs.job_completed', jobId)),
    ).toBe(false);
    const scores = await t.query<{ reason: string; points: number }>(
      'SELECT reason, points FROM leaderboard_points WHERE tradie_id = $1 ORDER BY points DESC',
      [tradieId],
    );
    expect(scores).toEqual([
      { reason: 'job_completed', points: 50 },
      { reason: 'review_received', points: -10 },
    ]);
  });

  it('gives +25 points and +25 credits more for an emergency job', async () => {
    const homeowner = await m.homeowner();
    await completedJob(homeowner, true);
    await relay.drain();
    const overview = await rewards.overview(homeowner);
    expect(overview.points).toBe(40);
    expect(overview.credits).toBe(40);
  });

  it('publishes one rewards.level_up when a threshold is crossed, and offers its confetti once', async () => {
    const homeowner = await m.homeowner();
    for (let i = 0; i < 9; i++) {
      await rewards.jobCompleted(homeowner, `job-${homeowner}-${i}`, false, new Date());
    }
    expect((await rewards.overview(homeowner)).progress.level.name).toBe('Newcomer');
    await rewards.reviewLeft(homeowner, `review-${homeowner}`, `job-${homeowner}-0`, new Date());
    const overview = await rewards.overview(homeowner);
    expect(overview.points).toBe(155);
    expect(overview.progress.level.name).toBe('Resident');
    expect(overview.celebrate).toBe('Resident');

    const ups = await t.query<{ payload: unknown }>(
      'SELECT payload FROM domain_events WHERE type = $1 AND aggregate_id = $2',
      [LEVEL_UP, homeowner],
    );
    expect(ups.map((u) => u.payload)).toEqual([
      { userId: homeowner, level: 'Resident', points: 155 },
    ]);

    await rewards.celebrated(homeowner, 'Resident');
    expect((await rewards.overview(homeowner)).celebrate).toBeNull();
    await expect(rewards.celebrated(homeowner, 'Grand Poobah')).rejects.toMatchObject({
      code: 'REWARDS.UNKNOWN_LEVEL',
    });
  });

  it('redeems a gift card with exactly enough credits, and refuses one credit short', async () => {
    const exact = await m.homeowner();
    await ledger.credit(exact, 250, 'reward', 'test', `fund:${exact}`);
    const redemption = await rewards.redeem(exact, 'woolworths', 2500);
    expect(redemption).toMatchObject({ credits: 250, valueCents: 2500, provider: 'sandbox' });
    expect(redemption.code).toMatch(/^SANDBOX-[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await ledger.balance(exact)).toBe(0);
    const [debit] = await t.query<{ type: string; amount: number }>(
      "SELECT type, amount FROM credit_transactions WHERE user_id = $1 AND type = 'redemption'",
      [exact],
    );
    expect(debit).toEqual({ type: 'redemption', amount: -250 });

    const short = await m.homeowner();
    await ledger.credit(short, 249, 'reward', 'test', `fund:${short}`);
    await expect(rewards.redeem(short, 'woolworths', 2500)).rejects.toMatchObject({
      code: 'REWARDS.INSUFFICIENT_CREDITS',
      kind: 'payment_required',
    });
    expect(await ledger.balance(short)).toBe(249);
    const left = await t.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM gift_card_redemptions WHERE user_id = $1)::int
            + (SELECT count(*) FROM gift_card_sandbox_outbox WHERE user_id = $1)::int AS n`,
      [short],
    );
    expect(left[0].n).toBe(0);
  });

  it('takes no credits when the gift card provider fails', async () => {
    const homeowner = await m.homeowner();
    await ledger.credit(homeowner, 100, 'reward', 'test', `fund:${homeowner}`);
    const provider = t.app.get(GiftCardProvider);
    Object.defineProperty(provider, 'issue', {
      configurable: true,
      value: () => Promise.reject(new Error('connection reset')),
    });
    try {
      await expect(rewards.redeem(homeowner, 'kmart', 1000)).rejects.toMatchObject({
        code: 'REWARDS.PROVIDER_FAILED',
        kind: 'unavailable',
      });
    } finally {
      // The prototype's method answers again.
      Reflect.deleteProperty(provider, 'issue');
    }
    expect(await ledger.balance(homeowner)).toBe(100);
    const redeemed = await rewards.redeem(homeowner, 'kmart', 1000);
    expect(redeemed.code).toMatch(/^SANDBOX-/);
    expect(await ledger.balance(homeowner)).toBe(0);
  });

  it('lets only one of two simultaneous redemptions spend the same credits', async () => {
    const homeowner = await m.homeowner();
    await ledger.credit(homeowner, 100, 'reward', 'test', `fund:${homeowner}`);
    const results = await settleAll([
      () => rewards.redeem(homeowner, 'coles', 1000),
      () => rewards.redeem(homeowner, 'bunnings', 1000),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await ledger.balance(homeowner)).toBe(0);
  });

  describe('over HTTP', () => {
    it('shows a homeowner their rewards and refuses a tradie', async () => {
      const owner = await t.client();
      const user = await registerAs(owner, homeownerRegistration());
      await rewards.jobCompleted(user.id, `job-http-${user.id}`, true, new Date());
      const res = await owner.get('/api/rewards').expect(200);
      expect(res.body).toMatchObject({
        points: 40,
        credits: 40,
        level: { name: 'Newcomer', min: 0 },
        nextLevel: { name: 'Resident', min: 150 },
        pointsToNext: 110,
        celebrate: null,
      });
      expect(res.body.levels).toHaveLength(8);

      const tradie = await t.client();
      await registerAs(tradie, tradieRegistration());
      await tradie.get('/api/rewards').expect(403);
      const anonymous = await t.client();
      await anonymous.get('/api/rewards').expect(401);
    });

    it('lists at least four retailers at A$10, A$25 and A$50, and names the sandbox', async () => {
      const owner = await t.client();
      await registerAs(owner, homeownerRegistration());
      const res = await owner.get('/api/rewards/gift-cards').expect(200);
      expect(res.body.provider).toMatchObject({ name: 'sandbox', live: false });
      expect(res.body.provider.label).toMatch(/not real/);
      expect(res.body.cards.length).toBeGreaterThanOrEqual(4);
      for (const card of res.body.cards as {
        prices: { valueCents: number; credits: number }[];
      }[]) {
        expect(card.prices).toEqual([
          { valueCents: 1000, credits: 100 },
          { valueCents: 2500, credits: 250 },
          { valueCents: 5000, credits: 500 },
        ]);
      }
    });

    it('redeems over HTTP, names the bad field, and refuses too few credits with 402', async () => {
      const owner = await t.client();
      const user = await registerAs(owner, homeownerRegistration());
      await ledger.credit(user.id, 150, 'reward', 'test', `fund:${user.id}`);
      const bad = await owner
        .post('/api/rewards/redemptions', { retailer: 'nowhere', valueCents: 1000 })
        .expect(400);
      expect(bad.body).toMatchObject({ code: 'REWARDS.UNKNOWN_GIFT_CARD', field: 'retailer' });
      const badValue = await owner
        .post('/api/rewards/redemptions', { retailer: 'coles', valueCents: 2000 })
        .expect(400);
      expect(badValue.body).toMatchObject({ field: 'valueCents' });
      await owner
        .post('/api/rewards/redemptions', { retailer: 'coles', valueCents: 'ten' })
        .expect(400);

      const ok = await owner
        .post('/api/rewards/redemptions', { retailer: 'coles', valueCents: 1000 })
        .expect(201);
      expect(ok.body).toMatchObject({
        balance: 50,
        redemption: { retailer: 'coles', retailerName: 'Coles', valueCents: 1000, credits: 100 },
      });
      const again = await owner
        .get(`/api/rewards/redemptions/${ok.body.redemption.id}`)
        .expect(200);
      expect(again.body.code).toBe(ok.body.redemption.code);
      const other = await t.client();
      await registerAs(other, homeownerRegistration());
      await other.get(`/api/rewards/redemptions/${ok.body.redemption.id}`).expect(404);

      const refused = await owner
        .post('/api/rewards/redemptions', { retailer: 'coles', valueCents: 1000 })
        .expect(402);
      expect(refused.body).toMatchObject({ code: 'REWARDS.INSUFFICIENT_CREDITS' });
      expect(refused.body.message).toMatch(/needs 100 and you have 50/);
    });
  });
});
