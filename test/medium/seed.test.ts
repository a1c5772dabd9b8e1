import { seedDemoData } from '../../src/cli/seed-demo.js';
import { AU_STATES } from '../../src/shared/domain/australia.js';
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
    expect(jobs!.total).toBeGreaterThanOrEqual(60);
    expect(jobs!.categories).toBeGreaterThanOrEqual(7);
    expect(jobs!.emergency).toBeGreaterThan(0);
    expect(jobs!.open).toBeGreaterThan(40);

    const second = await seedDemoData(t.app);
    expect(second).toEqual({ ...first, jobs: 0 });
    const [after] = await t.query<{ users: number; jobs: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM jobs)::int AS jobs',
    );
    expect(after).toEqual({ users: 56, jobs: jobs!.total });
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
  });

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
