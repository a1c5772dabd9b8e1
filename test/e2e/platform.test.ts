import { startTestApp, type TestApp } from '../support/test-app.js';

describe('platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports a healthy database', async () => {
    const client = await t.client();
    await client.get('/api/health').expect(200, { status: 'ok', db: 'up' });
  });

  it('serves the OpenAPI document', async () => {
    const client = await t.client();
    const res = await client.get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/health']),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const client = await t.client();
    const res = await client.get('/api/does-not-exist').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves the public assets (logos) with their type and a year of caching', async () => {
    const client = await t.client();
    const res = await client.get('/api/public-assets/logo-light.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing or escaping asset name with the JSON 404 ASSETS.NOT_FOUND', async () => {
    const client = await t.client();
    for (const name of ['nope.svg', '..%2Fapp.module.ts', '%2e%2e%2fpackage.json']) {
      const res = await client.get(`/api/public-assets/${name}`).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'ASSETS.NOT_FOUND' });
    }
  });

  it('serves the product constants in GET /api/meta', async () => {
    const client = await t.client();
    const res = await client.get('/api/meta').expect(200);
    expect(res.body.product).toEqual({
      leadPriceCredits: { standard: 5, emergency: 10 },
      maxTradiesPerLead: 10,
      creditBundles: [
        { id: 'starter', name: 'Starter', credits: 5, priceCents: 999 },
        { id: 'standard', name: 'Standard', credits: 15, priceCents: 2499 },
        { id: 'pro', name: 'Pro', credits: 30, priceCents: 3999 },
        { id: 'elite', name: 'Elite', credits: 50, priceCents: 5999 },
      ],
      signupBonus: { credits: 5, spots: 100 },
      emergencyFeeCents: 1000,
      giftCardRate: { credits: 100, valueCents: 1000 },
      leadCaps: [3, 5, 10],
      disputeWindowDays: 7,
      unhiredCreditBackDays: 30,
      homeownerRewards: {
        jobCompleted: { points: 15, credits: 15 },
        emergencyBonus: { points: 25, credits: 25 },
        reviewLeft: { points: 20, credits: 10 },
      },
      leaderboard: {
        windowDays: 90,
        pointsPerJob: 50,
        emergencyBonus: 10,
        reviewPoints: [25, 15, 5, -10, -25],
        weeklyCredits: [10, 7, 5, 3, 2],
      },
    });
  });
});
