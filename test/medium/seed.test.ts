import { seedDemoData } from '#src/cli/seed-demo.js';
import { AU_STATES } from '#shared/domain/australia.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('loads the demo data, and a second run adds nothing', async () => {
    const first = await seedDemoData(t.app);
    expect(first).toEqual({ homeowners: 20, tradies: 35, jobs: expect.any(Number) });
    expect(first.jobs).toBeGreaterThanOrEqual(60);

    const [people] = await t.query<{
      homeowners: number;
      approved: number;
      pending: number;
      admins: number;
    }>(`
      SELECT count(*) FILTER (WHERE NOT u.is_admin AND t.id IS NULL)::int AS homeowners,
             count(*) FILTER (WHERE t.verification_status = 'approved')::int AS approved,
             count(*) FILTER (WHERE t.verification_status = 'pending')::int AS pending,
             count(*) FILTER (WHERE u.is_admin)::int AS admins
        FROM users u LEFT JOIN tradie_profiles t ON t.id = u.id`);
    expect(people).toEqual({ homeowners: 20, approved: 30, pending: 5, admins: 1 });

    const states = await t.query<{ state: string }>(
      'SELECT DISTINCT licence_state AS state FROM tradie_profiles ORDER BY 1',
    );
    expect(states.map((s) => s.state)).toEqual([...AU_STATES]);

    const [jobs] = await t.query<{
      total: number;
      categories: number;
      emergency: number;
      open: number;
    }>(`
      SELECT count(*)::int AS total, count(DISTINCT category)::int AS categories,
             count(*) FILTER (WHERE is_emergency)::int AS emergency,
             count(*) FILTER (WHERE status = 'open')::int AS open
        FROM jobs`);
    expect(jobs.total).toBeGreaterThanOrEqual(60);
    expect(jobs.categories).toBeGreaterThanOrEqual(7);
    expect(jobs.emergency).toBeGreaterThan(0);
    expect(jobs.open).toBeGreaterThan(40);

    const [market] = await t.query<Record<string, number>>(`
      SELECT (SELECT count(DISTINCT status) FROM jobs)::int AS statuses,
             (SELECT count(*) FROM leads)::int AS leads,
             (SELECT count(*) FROM leads WHERE status = 'refunded')::int AS refunded,
             (SELECT count(*) FROM quotes)::int AS quotes,
             (SELECT count(*) FROM quotes WHERE status = 'accepted')::int AS accepted,
             (SELECT count(*) FROM reviews)::int AS reviews,
             (SELECT count(*) FROM reviews WHERE reply IS NOT NULL)::int AS replies,
             (SELECT count(*) FROM lead_disputes)::int AS disputes,
             (SELECT count(*) FROM review_reports WHERE status = 'open')::int AS reports,
             (SELECT count(*) FROM credit_transactions)::int AS movements,
             (SELECT coalesce(sum(lead_count), 0) FROM jobs)::int AS slots`);
    expect(market).toMatchObject({ statuses: 5, refunded: 3, disputes: 2, reports: 1 });
    expect(market.leads).toBe(market.slots);
    expect(market.quotes).toBeGreaterThan(20);
    expect(market.accepted).toBeGreaterThan(5);
    expect(market.reviews).toBeGreaterThan(3);
    expect(market.replies).toBeGreaterThan(0);
    // Every wallet equals its ledger.
    const drift = await t.query(`
      SELECT b.user_id FROM credit_balances b
      LEFT JOIN (SELECT user_id, sum(amount) AS total FROM credit_transactions GROUP BY user_id) l
        ON l.user_id = b.user_id
      WHERE b.balance <> coalesce(l.total, 0)`);
    expect(drift).toEqual([]);
    // Bought credits were paid for, as a sandbox purchase ends: a succeeded payment, its tax
    // invoice and one ledger row keyed by it, so the demo tradie's invoices page is not empty.
    const [paid] = await t.query<Record<string, number>>(`
      SELECT (SELECT count(*) FROM credit_transactions WHERE type = 'purchase')::int AS purchases,
             (SELECT count(*) FROM payments p
                JOIN tax_invoices i ON i.payment_id = p.id
                JOIN credit_transactions c ON c.idempotency_key = 'payment:' || p.id
                 AND c.user_id = p.payer_id AND c.amount = p.credits AND c.type = 'purchase'
               WHERE p.status = 'succeeded' AND p.purpose = 'bundle'
                 AND i.total_cents = p.amount_cents)::int AS matched,
             (SELECT count(*) FROM tax_invoices i JOIN users u ON u.id = i.buyer_id
               WHERE u.email = 'tradie1@demo.tradiehub.local')::int AS demo_tradie_invoices`);
    expect(paid.purchases).toBeGreaterThan(0);
    expect(paid.matched).toBe(paid.purchases);
    expect(paid.demo_tradie_invoices).toBeGreaterThan(0);

    // The events of that history were published once, and their consumers built the rest.
    const [lived] = await t.query<Record<string, number>>(`
      SELECT (SELECT count(*) FROM conversations)::int AS conversations,
             (SELECT count(*) FROM messages)::int AS messages,
             (SELECT count(*) FROM notifications)::int AS notifications,
             (SELECT count(DISTINCT type) FROM notifications)::int AS kinds,
             (SELECT count(*) FROM reward_points)::int AS rewards,
             (SELECT count(*) FROM leaderboard_points)::int AS scores,
             (SELECT count(*) FROM domain_events)::int AS events,
             (SELECT count(*) FROM notifications n JOIN users u ON u.id = n.user_id
               WHERE u.email = 'tradie1@demo.tradiehub.local')::int AS demo_tradie_inbox,
             (SELECT count(*) FROM messages m JOIN users u ON u.id = m.sender_id
               WHERE u.email = 'tradie1@demo.tradiehub.local')::int AS demo_tradie_said`);
    expect(lived.conversations).toBe(market.leads);
    expect(lived.messages).toBeGreaterThan(20);
    expect(lived.kinds).toBeGreaterThanOrEqual(8);
    expect(lived.rewards).toBeGreaterThan(market.reviews);
    expect(lived.scores).toBeGreaterThan(market.reviews);
    expect(lived.demo_tradie_inbox).toBeGreaterThan(0);
    expect(lived.demo_tradie_said).toBeGreaterThan(0);

    // The printed logins know each other: a finished, reviewed hire between them.
    const [showcase] = await t.query<Record<string, number>>(`
      SELECT (SELECT count(*) FROM reward_points r JOIN users u ON u.id = r.user_id
               WHERE u.email = 'homeowner1@demo.tradiehub.local')::int AS homeowner_rewards,
             (SELECT count(*) FROM leaderboard_points p JOIN users u ON u.id = p.tradie_id
               WHERE u.email = 'tradie1@demo.tradiehub.local')::int AS tradie_scores,
             (SELECT count(*) FROM reviews r JOIN users h ON h.id = r.homeowner_id
               JOIN users tr ON tr.id = r.tradie_id
               WHERE h.email = 'homeowner1@demo.tradiehub.local'
                 AND tr.email = 'tradie1@demo.tradiehub.local')::int AS reviews`);
    expect(showcase).toEqual({ homeowner_rewards: 2, tradie_scores: 2, reviews: 1 });
    // Nothing in the history happens in the future.
    const [future] = await t.query<{ n: number }>(`
      SELECT ((SELECT count(*) FROM leads WHERE bought_at > now())
            + (SELECT count(*) FROM quotes WHERE created_at > now())
            + (SELECT count(*) FROM jobs WHERE completed_at > now() OR assigned_at > now())
            + (SELECT count(*) FROM reviews WHERE created_at > now()))::int AS n`);
    expect(future.n).toBe(0);

    const second = await seedDemoData(t.app);
    expect(second).toEqual({ ...first, jobs: 0 });
    const [after] = await t.query<{ users: number; jobs: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM jobs)::int AS jobs',
    );
    expect(after).toEqual({ users: 56, jobs: jobs.total });
    const [again] = await t.query<Record<string, number>>(`
      SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM quotes)::int AS quotes,
             (SELECT count(*) FROM reviews)::int AS reviews, (SELECT count(*) FROM lead_disputes)::int AS disputes,
             (SELECT count(*) FROM review_reports)::int AS reports,
             (SELECT count(*) FROM credit_transactions)::int AS movements,
             (SELECT count(*) FROM payments)::int AS payments,
             (SELECT count(*) FROM messages)::int AS messages,
             (SELECT count(*) FROM notifications)::int AS notifications,
             (SELECT count(*) FROM domain_events)::int AS events`);
    expect(again).toEqual({
      messages: lived.messages,
      notifications: lived.notifications,
      events: lived.events,
      leads: market.leads,
      quotes: market.quotes,
      reviews: market.reviews,
      disputes: market.disputes,
      reports: market.reports,
      movements: market.movements,
      payments: paid.purchases,
    });
  }, 60_000);

  it('gives the demo tradies ABNs that pass the check digits and lets them log in', async () => {
    const client = await t.client();
    const res = await client
      .post('/api/auth/login', {
        email: 'tradie1@demo.tradiehub.local',
        password: 'Demo-pass-2026',
      })
      .expect(200);
    expect(res.body.user).toMatchObject({ type: 'tradie', status: 'active' });
    const pending = await (
      await t.client()
    )
      .post('/api/auth/login', {
        email: 'tradie31@demo.tradiehub.local',
        password: 'Demo-pass-2026',
      })
      .expect(200);
    expect(pending.body.user.status).toBe('pending');
    // It seeds twice through the real services: on a loaded CI machine that took over 60 s.
  }, 150_000);

  it('serves the open jobs teaser: open, unassigned, newest first, at most 6', async () => {
    const res = await (await t.client()).get('/api/jobs/open').expect(200);
    expect(res.body).toHaveLength(6);
    const times = res.body.map((j: { createdAt: string }) => Date.parse(j.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const job of res.body) {
      expect(job.assignedTradie).toBeNull();
      expect(Object.keys(job).sort()).toEqual(
        [
          'assignedTradie',
          'budget',
          'category',
          'createdAt',
          'id',
          'isEmergency',
          'location',
          'state',
          'title',
        ].sort(),
      );
    }
    const recent = await (await t.client()).get('/api/jobs/recent?limit=12').expect(200);
    expect(recent.body).toHaveLength(12);
    const bad = await (await t.client()).get('/api/jobs/recent?limit=500').expect(400);
    expect(bad.body.message).toContain('limit');
  });
});
