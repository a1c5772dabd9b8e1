import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TOKEN = 'metrics-token-for-the-e2e-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());
  const http = () => request(t.app.getHttpServer());

  describe('request ids', () => {
    it('gives every answer an id, keeping a sane one the caller sent', async () => {
      const fresh = await http().get('/api/health').expect(200);
      expect(fresh.headers['x-request-id']).toMatch(UUID);
      const traced = await http()
        .get('/api/health')
        .set('X-Request-Id', 'edge-7f3a.42:1')
        .expect(200);
      expect(traced.headers['x-request-id']).toBe('edge-7f3a.42:1');
    });

    it('replaces an id that could forge or flood a log line', async () => {
      for (const bad of ['two words', 'x'.repeat(200), 'a"b', '{"level":60}']) {
        const res = await http().get('/api/health').set('X-Request-Id', bad).expect(200);
        expect(res.headers['x-request-id']).toMatch(UUID);
      }
    });

    it('names the id in every error answer, as in the header', async () => {
      const client = await t.client();
      const notFound = await client.get('/api/does-not-exist').expect(404);
      expect(notFound.body.requestId).toBe(notFound.headers['x-request-id']);
      const csrf = await client.agent.post('/api/auth/logout').expect(403);
      expect(csrf.body).toMatchObject({ code: 'AUTH.CSRF' });
      expect(csrf.body.requestId).toBe(csrf.headers['x-request-id']);
      const invalid = await client
        .post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' })
        .set('X-Request-Id', 'support-ticket-991');
      expect(invalid.status).toBeGreaterThanOrEqual(400);
      expect(invalid.body.requestId).toBe('support-ticket-991');
    });

    it('leaves successful answers as they were', async () => {
      const res = await http().get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', db: 'up' });
    });
  });

  describe('/metrics', () => {
    it('asks for the token (401, typed code, request id)', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
        const req = http().get('/metrics');
        if (authorization) void req.set('Authorization', authorization);
        const res = await req.expect(401);
        expect(res.body).toMatchObject({ code: 'METRICS.TOKEN_REQUIRED' });
        expect(res.body.requestId).toBe(res.headers['x-request-id']);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    });

    it('answers Prometheus text with the latency histogram of a route template', async () => {
      const client = await t.client();
      await client.get('/api/public-assets/logo-light.svg').expect(200);
      await client.get('/api/public-assets/nope.svg').expect(404);
      const res = await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.text;
      // The template, never the raw URL (which would make a series per asset name).
      expect(text).toMatch(
        /tradiehub_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/public-assets\/:name"\} \d+/,
      );
      expect(text).toContain(
        'tradiehub_http_requests_total{method="GET",route="/api/public-assets/:name",status="404"} 1',
      );
      expect(text).not.toContain('logo-light');
      for (const name of [
        'tradiehub_http_request_errors_total',
        'tradiehub_socket_connections 0',
        'tradiehub_messages_sent_total 0',
        'tradiehub_outbox_lag_seconds',
        'tradiehub_queue_waiting_jobs',
        'tradiehub_queue_failed_jobs',
        'tradiehub_db_pool_connections{state="total"}',
      ]) {
        expect(text).toContain(name);
      }
    });
  });
});

describe('/metrics without a token (development)', () => {
  it('answers this machine, and is absent when turned off', async () => {
    const open = await startTestApp();
    try {
      const res = await request(open.app.getHttpServer()).get('/metrics').expect(200);
      expect(res.text).toContain('tradiehub_http_request_duration_seconds');
    } finally {
      await open.close();
    }
    const off = await startTestApp({ METRICS_ENABLED: 'false' });
    try {
      const res = await request(off.app.getHttpServer()).get('/metrics');
      expect(res.text).not.toContain('tradiehub_');
    } finally {
      await off.close();
    }
  });
});
