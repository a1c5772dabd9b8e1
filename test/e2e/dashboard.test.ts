import { randomUUID } from 'node:crypto';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { GOOD, payInFrame } from '../support/payments.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;

const jobBody = (title: string) => ({
  title,
  description: 'A plumbing job described at enough length for the form to take it.',
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  budget: 25_000,
  isEmergency: false,
  privacyConsent: true,
});

describe('dashboard read models over HTTP', () => {
  let t: TestApp;
  let startedAt: Date;
  let admin: ApiClient;
  let owner: ApiClient;
  let dave: ApiClient;
  let rival: ApiClient;
  const jobs: Record<string, string> = {};

  const post = async (title: string) =>
    (await owner.post('/api/jobs', jobBody(title)).expect(201)).body.job.id as string;

  async function approvedTradie() {
    const client = await t.client();
    const user = await registerAs(client, tradieRegistration());
    await admin.post(`/api/admin/tradies/${user.id}/approve`).expect(200);
    await t.app.get(CreditLedger).credit(user.id, 40, 'purchase', 'test', `fund:${user.id}`);
    return { client, id: user.id };
  }

  beforeAll(async () => {
    t = await startTestApp();
    startedAt = t.clock.now();
    admin = await t.admin();
    owner = await t.client();
    await registerAs(owner, homeownerRegistration({ firstName: 'Olivia' }));
    ({ client: dave } = await approvedTradie());
    ({ client: rival } = await approvedTradie());
    jobs.quoted = await post('Fix a leaking kitchen tap');
    jobs.done = await post('Replace the hot water system');
    jobs.fresh = await post('Unblock the laundry drain');
    // Dave and the rival quote on one job; Dave is hired on another and finishes it.
    for (const [client, amount] of [
      [dave, 18_000],
      [rival, 21_000],
    ] as const) {
      await client.post(`/api/jobs/${jobs.quoted}/lead`).expect(201);
      await client
        .post(`/api/jobs/${jobs.quoted}/quotes`, {
          amountCents: amount,
          message: 'Can do it Tuesday.',
        })
        .expect(201);
    }
    await dave.post(`/api/jobs/${jobs.done}/lead`).expect(201);
    const quote = await dave
      .post(`/api/jobs/${jobs.done}/quotes`, { amountCents: 90_000, message: 'New unit Friday.' })
      .expect(201);
    await owner.post(`/api/jobs/${jobs.done}/hire`, { quoteId: quote.body.quote.id }).expect(200);
    await owner.post(`/api/jobs/${jobs.done}/complete`).expect(200);
    // Dave writes to Olivia once: one unread message for her.
    const [conversation] = (await dave.get('/api/conversations').expect(200)).body.items as {
      id: string;
    }[];
    await dave
      .post(`/api/conversations/${conversation.id}/messages`, {
        clientId: randomUUID(),
        body: 'Hi Olivia, see you soon.',
      })
      .expect(201);
  }, 90_000);
  afterAll(() => t.close());

  it("answers the homeowner's day: quotes waiting, unread messages, jobs to review, level", async () => {
    const { body } = await owner.get('/api/dashboard/homeowner').expect(200);
    const rewards = (await owner.get('/api/rewards').expect(200)).body;
    expect(body.activeJobs).toEqual([
      { id: jobs.fresh, title: 'Unblock the laundry drain', status: 'open', quotesWaiting: 0 },
      { id: jobs.quoted, title: 'Fix a leaking kitchen tap', status: 'open', quotesWaiting: 2 },
    ]);
    expect(body.quotesWaiting).toBe(2);
    expect(body.unreadMessages).toBe(1);
    expect(body.toReview).toEqual([{ id: jobs.done, title: 'Replace the hot water system' }]);
    expect(body.rewards).toMatchObject({ points: rewards.points, level: expect.any(String) });

    await owner
      .post(`/api/jobs/${jobs.done}/review`, { rating: 5, comment: 'Quick, tidy and fair.' })
      .expect(201);
    expect((await owner.get('/api/dashboard/homeowner').expect(200)).body.toReview).toEqual([]);
  });

  it("answers the tradie's day and counts new leads from the last visit", async () => {
    const first = (await dave.get('/api/dashboard/tradie').expect(200)).body;
    const wallet = (await dave.get('/api/credits/balance').expect(200)).body;
    const board = (await dave.get('/api/leaderboard').expect(200)).body;
    expect(first).toMatchObject({
      credits: wallet.balance,
      newLeads: { count: 1 }, // the laundry drain: posted this week, not bought
      toQuote: 0,
      quotesAwaitingAnswer: 1,
      jobsWon: 1,
      unreadMessages: 0,
      leaderboard: { rank: board.me.rank, points: board.me.points },
    });
    // A reload within the same visit keeps the count; a visit later starts from this one.
    expect((await dave.get('/api/dashboard/tradie').expect(200)).body.newLeads.count).toBe(1);
    t.clock.advance(45 * MINUTE);
    expect((await dave.get('/api/dashboard/tradie').expect(200)).body.newLeads.count).toBe(0);
    t.clock.advance(MINUTE);
    const mixer = await post('Fit a new shower mixer');
    t.clock.advance(45 * MINUTE);
    expect((await dave.get('/api/dashboard/tradie').expect(200)).body.newLeads.count).toBe(1);
    // A lead bought is no longer new (same visit, same baseline).
    await dave.post(`/api/jobs/${mixer}/lead`).expect(201);
    expect((await dave.get('/api/dashboard/tradie').expect(200)).body.newLeads.count).toBe(0);
  });

  it("answers the admin's overview with today's sign-ups, takings and queues", async () => {
    // The tradie's test moved the clock 91 minutes on: back to when the accounts were made, or
    // Sydney's day may have turned meanwhile (a run at 11:33 UTC counted 0 sign-ups today).
    t.clock.set(startedAt);
    const before = (await admin.get('/api/dashboard/admin').expect(200)).body;
    expect(before).toMatchObject({
      pendingVerifications: 0,
      openDisputes: 0,
      signupsToday: 3,
      revenueToday: { cents: 0, payments: 0 },
    });
    const pending = await t.client();
    await registerAs(pending, tradieRegistration());
    const { paymentId } = (
      await pending
        .post('/api/payments/checkout', { purpose: 'bundle', bundleId: 'starter', method: 'card' })
        .expect(201)
    ).body;
    const paid = await payInFrame(pending, paymentId, GOOD, 200);
    const { leadId } = (await rival.get('/api/leads/mine').expect(200)).body.items[0];
    await rival
      .post(`/api/leads/${leadId}/dispute`, { reason: 'duplicate', details: 'Not my lead at all.' })
      .expect(201);

    const after = (await admin.get('/api/dashboard/admin').expect(200)).body;
    expect(after).toEqual({
      day: before.day,
      pendingVerifications: 1,
      openDisputes: 1,
      openDisputesMore: false,
      signupsToday: 4,
      revenueToday: { cents: paid.body.amountCents, payments: 1 },
    });
  });

  it('answers each dashboard to its own role only', async () => {
    await owner.get('/api/dashboard/tradie').expect(403);
    await dave.get('/api/dashboard/admin').expect(403);
    await admin.get('/api/dashboard/homeowner').expect(403);
    await (await t.client()).get('/api/dashboard/homeowner').expect(401);
  });
});
