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
});
