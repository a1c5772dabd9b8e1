import { RevenueFacts } from '#modules/dashboard/domain/ports.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Early October 2026 in Sydney is AEST (+10:00); daylight saving starts on the 4th. */
const at = (dayTime: string) => `2026-10-${dayTime}+10:00`;

describe('admin analytics and audit on PostgreSQL', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  async function user(key: string, created: string, admin = false) {
    const [row] = await t.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, is_admin, created_at)
       VALUES ($1, 'x', $2, 'Test', $3, $4) RETURNING id`,
      [`${key}@example.com`, key, admin, created],
    );
    ids[key] = row.id;
  }
  async function tradie(key: string, created: string, status: string) {
    await user(key, created);
    await t.query(
      `INSERT INTO tradie_profiles (id, business_name, abn, licence_number, licence_state, categories,
         service_postcode, service_radius_km, verification_status, created_at)
       VALUES ($1, 'Biz', '51824753556', 'PL123456', 'NSW', '{plumbing}', '2000', 20, $2, $3)`,
      [ids[key], status, created],
    );
  }
  async function job(key: string, o: Record<string, unknown>) {
    const [row] = await t.query<{ id: string }>(
      `INSERT INTO jobs (homeowner_id, title, description, category, location, state, postcode,
         budget_cents, status, assigned_tradie_id, created_at, published_at, lead_cap, lead_count,
         assigned_at, completed_at)
       VALUES ($1, 'A job title', 'A long enough description of the job.', $2, 'Newtown', $3, '2042',
         10000, $4, $5, $6, $6, $7, $8, $9, $10) RETURNING id`,
      [
        ids.h1,
        o.category,
        o.state,
        o.status ?? 'open',
        o.tradie ?? null,
        o.created,
        o.cap,
        o.count ?? 0,
        o.assigned ?? null,
        o.completed ?? null,
      ],
    );
    ids[key] = row.id;
  }
  async function lead(
    key: string,
    jobKey: string,
    tradieKey: string,
    bought: string,
    refunded?: string,
  ) {
    const [row] = await t.query<{ id: string }>(
      `INSERT INTO leads (job_id, tradie_id, price_credits, bought_at, status, refund_reason, refunded_at)
       VALUES ($1, $2, 7, $3, $4, $5, $6) RETURNING id`,
      [
        ids[jobKey],
        ids[tradieKey],
        bought,
        refunded ? 'refunded' : 'active',
        refunded ? 'dispute_approved' : null,
        refunded ?? null,
      ],
    );
    ids[key] = row.id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    await user('early', at('01T00:30:00').replace('2026-10-01', '2026-09-30')); // outside
    await user('h1', at('01T01:00:00'));
    await user('h2', at('02T23:30:00'));
    await user('boss', at('01T02:00:00'), true); // admins are not sign-ups
    await tradie('t1', at('01T12:00:00'), 'pending');
    await tradie('t2', at('02T08:00:00'), 'approved');
    await job('j1', {
      category: 'plumbing',
      state: 'NSW',
      status: 'assigned',
      tradie: ids.t2,
      created: at('01T10:00:00'),
      cap: 3,
      count: 2,
      assigned: at('02T09:00:00'),
    });
    await job('j2', {
      category: 'electrical',
      state: 'VIC',
      status: 'completed',
      tradie: ids.t2,
      created: at('01T09:00:00'),
      cap: 5,
      count: 1,
      assigned: at('01T15:00:00'),
      completed: at('02T10:00:00'),
    });
    await job('j3', { category: 'plumbing', state: 'NSW', created: at('02T10:00:00'), cap: 10 });
    await job('j4', {
      category: 'plumbing',
      state: 'NSW',
      status: 'pending_payment',
      created: at('02T11:00:00'),
      cap: 3,
    });
    await job('j5', {
      category: 'roofing',
      state: 'QLD',
      created: '2026-11-15T10:00:00+11:00',
      cap: 3,
    });
    await lead('l1', 'j1', 't2', at('01T12:00:00'));
    await lead('l2', 'j1', 't1', at('01T16:00:00'), at('02T12:00:00'));
    await lead('l3', 'j2', 't2', at('01T13:00:00'));
    await t.query(
      `INSERT INTO lead_disputes (lead_id, reason, details, status, decided_by, decision_reason, decided_at, created_at)
       VALUES ($1, 'duplicate', 'Posted twice by the same homeowner', 'approved', $2, 'ok', $3, $4),
              ($5, 'homeowner_unreachable', 'Nobody answers the phone at all', 'open', NULL, NULL, NULL, $6)`,
      [ids.l2, ids.boss, at('02T12:00:00'), at('01T20:00:00'), ids.l3, at('02T09:00:00')],
    );
    await t.query(
      `INSERT INTO payments (payer_id, purpose, bundle_id, credits, job_id, amount_cents, method, gateway,
         status, description, paid_at, created_at)
       VALUES ($1, 'bundle', 'starter', 50, NULL, 4950, 'card', 'sandbox', 'succeeded', 'Starter', $2, $2),
              ($3, 'emergency_job', NULL, 0, $4, 1650, 'card', 'sandbox', 'succeeded', 'Emergency', $5, $5),
              ($1, 'bundle', 'pro', 200, NULL, 17600, 'card', 'sandbox', 'failed', 'Pro', NULL, $2)`,
      [ids.t2, at('01T14:00:00'), ids.h1, ids.j3, at('02T10:05:00')],
    );
    // Money that went back is not revenue: a bundle refunded in full, and one refunded by half
    // (its credits taken back as the refund rule says), both paid on the 1st.
    await t.query(
      `INSERT INTO payments (payer_id, purpose, bundle_id, credits, job_id, amount_cents, method, gateway,
         status, description, paid_at, created_at, refunded_at, refunded_cents, credits_reversed)
       VALUES ($1, 'bundle', 'standard', 15, NULL, 2499, 'card', 'sandbox', 'succeeded', 'Standard', $2, $2, $2, 2499, 15),
              ($1, 'bundle', 'standard', 15, NULL, 2000, 'card', 'sandbox', 'succeeded', 'Standard', $2, $2, NULL, 1000, 7)`,
      [ids.t2, at('01T15:00:00')],
    );
    await t.query(
      `INSERT INTO reviews (job_id, homeowner_id, tradie_id, rating, comment, created_at)
       VALUES ($1, $3, $4, 5, 'Great work, on time.', $5), ($2, $3, $4, 4, 'Good job, tidy work.', $6)`,
      [ids.j2, ids.j1, ids.h1, ids.t2, at('02T11:00:00'), at('02T12:00:00')],
    );
  });
  afterAll(() => t.close());

  it('answers the figures computed by hand for the seeded range', async () => {
    const admin = await t.admin();
    const before = await admin
      .get('/api/admin/analytics?from=2026-10-01&to=2026-10-02')
      .expect(200);
    expect(before.body.jobsPosted).toBe(0); // the roll-ups were built before the data
    const refreshed = await admin.post('/api/admin/analytics/refresh').expect(200);
    const res = await admin.get('/api/admin/analytics?from=2026-10-01&to=2026-10-02').expect(200);
    expect(res.body).toEqual({
      refreshedAt: refreshed.body.refreshedAt,
      range: { from: '2026-10-01', to: '2026-10-02' },
      signups: [
        { day: '2026-10-01', homeowners: 1, tradies: 1 },
        { day: '2026-10-02', homeowners: 1, tradies: 1 },
      ],
      totals: { homeowners: 2, tradies: 2 },
      pendingVerifications: 1,
      jobsPosted: 3,
      jobsByCategory: [
        { category: 'plumbing', jobs: 2 },
        { category: 'electrical', jobs: 1 },
      ],
      jobsByState: [
        { state: 'NSW', jobs: 2 },
        { state: 'VIC', jobs: 1 },
      ],
      leads: { sold: 3, slotsBought: 3, slotsOffered: 18, fillRate: 0.1667 },
      timeToFirstLead: { jobs: 2, averageHours: 3 },
      hires: { hired: 2, completed: 1, completionRate: 0.5 },
      revenue: {
        creditsSold: 58,
        totalCents: 7600,
        gstCents: 691,
        exGstCents: 6909,
        bundleCents: 5950,
        emergencyCents: 1650,
      },
      refunds: { leads: 1, credits: 7 },
      disputes: { opened: 2, approved: 1, rejected: 0 },
      reviews: { count: 2, averageRating: 4.5 },
    });
  });

  it("counts the admin dashboard's takings net of refunds", async () => {
    // The 1st: 4950 kept, 2499 refunded in full, 1000 of 2000 kept.
    expect(await t.app.get(RevenueFacts).paidOn('2026-10-01')).toEqual({
      cents: 5950,
      payments: 2,
    });
  });

  it('writes an audit row for verification and dispute decisions, in their transaction', async () => {
    const admin = await t.admin();
    await admin.post(`/api/admin/tradies/${ids.t1}/approve`).expect(200);
    const [{ id: disputeId }] = await t.query<{ id: string }>(
      `SELECT id FROM lead_disputes WHERE status = 'open'`,
    );
    await admin
      .post(`/api/admin/disputes/${disputeId}/reject`, { reason: 'The homeowner did answer' })
      .expect(200);
    const rows = await t.query<{ action: string; target_id: string; reason: string | null }>(
      `SELECT action, target_id, reason FROM admin_audit_log ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: 'tradie.approve', target_id: ids.t1, reason: null },
      { action: 'dispute.decide', target_id: disputeId, reason: 'The homeowner did answer' },
    ]);
    // A refused decision (already decided) leaves no audit row behind.
    await admin.post(`/api/admin/tradies/${ids.t1}/approve`).expect(409);
    expect(await t.query('SELECT 1 FROM admin_audit_log')).toHaveLength(2);
  });
});
