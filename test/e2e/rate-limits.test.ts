import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { marketplace } from '#test/support/marketplace.js';
import { connect, connected, emitAck, listen, sessionCookie } from '#test/support/realtime.js';
import { startTestApp, type TestApp } from '#test/support/test-app.js';

/** The machine's Redis; REDIS_TEST_URL overrides it (as in messaging-redis.test.ts). */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** A client address of its own per run: counters in the shared Redis outlive a run. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let n = 0;
const someEmail = () => `limits-${Date.now().toString(36)}-${(n += 1)}@example.com`;

const resetAttempt = (t: TestApp, ip: string) =>
  t
    .client()
    .then((client) =>
      client
        .post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'Brand-new-pass-7' })
        .set('X-Forwarded-For', ip),
    );

describe('rate limits shared by two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // The limits at their real size; behind a (loopback) proxy that names the client.
    const env = { REDIS_URL, TRUST_PROXY: 'loopback', RATE_LIMIT_SCALE: '1' };
    a = await startTestApp(env);
    b = await startTestApp(env, {}, a.db);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b.close();
    await a.close();
  });

  it('counts a limit once across both instances, then answers 429 with Retry-After', async () => {
    const ip = someAddress();
    // Password resets: 10 per address per 15 minutes, half of them through each instance.
    for (let i = 0; i < 10; i++) {
      const res = await resetAttempt(i % 2 === 0 ? a : b, ip);
      expect(res.status).toBe(400);
    }
    for (const t of [a, b]) {
      const limited = await resetAttempt(t, ip);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('AUTH.RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // Another address is counted apart.
    expect((await resetAttempt(b, someAddress())).status).toBe(400);
  });

  it('counts messages by account, socket sends and HTTP posts together', async () => {
    const m = marketplace(a.app);
    const homeownerId = await m.homeowner();
    const tradieId = await m.tradie(20);
    const jobId = await m.job(homeownerId);
    await a.app.get(LeadsService).buy(jobId, tradieId);
    const [{ id: conversationId }] = await a.query<{ id: string }>(
      'SELECT id FROM conversations WHERE job_id = $1',
      [jobId],
    );
    const cookie = await sessionCookie(a.app, tradieId);
    const onA = await connected(connect(await listen(a.app), cookie));
    const onB = await connected(connect(await listen(b.app), cookie));
    sockets.push(onA, onB);

    // 60 a minute: 59 through the sockets of both instances, one over HTTP.
    for (let i = 0; i < 59; i++) {
      const answer = await emitAck(i % 2 === 0 ? onA : onB, 'message:send', {
        conversationId,
        clientId: `burst-${i}`,
        body: `Message ${i}`,
      });
      expect(answer.ok).toBe(true);
    }
    const client = await b.client();
    const post = (clientId: string) =>
      client.agent
        .post(`/api/conversations/${conversationId}/messages`)
        .set('Cookie', `${cookie}; csrf_token=${client.csrfToken}`)
        .set('X-CSRF-Token', client.csrfToken)
        .send({ clientId, body: 'Over HTTP' });
    expect((await post('http-1')).status).toBe(201);

    const refused = await emitAck(onA, 'message:send', {
      conversationId,
      clientId: 'one-too-many',
      body: 'Too many',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'REQUESTS.RATE_LIMITED' } });
    expect(refused.error).toHaveProperty('retryAfterSeconds');
    const limited = await post('http-2');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('REQUESTS.RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The refused sends stored nothing.
    const [{ count }] = await a.query<{ count: string }>(
      'SELECT count(*) FROM messages WHERE conversation_id = $1',
      [conversationId],
    );
    expect(Number(count)).toBe(60);
  });
});

describe('the client address behind a proxy', () => {
  const loginFrom = (t: TestApp, email: string, ip: string) =>
    t
      .client()
      .then((client) =>
        client
          .post('/api/auth/login', { email, password: 'Wrong-pass-1' })
          .set('X-Forwarded-For', ip),
      );

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a new address', async () => {
    const t = await startTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const email = someEmail();
      expect((await loginFrom(t, email, someAddress())).status).toBe(401);
      expect((await loginFrom(t, email, someAddress())).status).toBe(401);
      expect((await loginFrom(t, email, someAddress())).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('honours X-Forwarded-For from a trusted proxy (TRUST_PROXY)', async () => {
    const t = await startTestApp({ LOGIN_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1/8,::1' });
    try {
      const email = someEmail();
      const [first, second] = [someAddress(), someAddress()];
      expect((await loginFrom(t, email, first)).status).toBe(401);
      expect((await loginFrom(t, email, first)).status).toBe(401);
      expect((await loginFrom(t, email, first)).status).toBe(429);
      expect((await loginFrom(t, email, second)).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('Redis unavailable', () => {
  it('limits and sessions go on per instance', async () => {
    // Nothing listens on port 1: the limits count in memory, sessions are read from PostgreSQL.
    const t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_LIMIT: '2' });
    try {
      const email = someEmail();
      const client = await t.client();
      const attempt = () => client.post('/api/auth/login', { email, password: 'Wrong-pass-1' });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);

      const admin = await t.admin();
      await admin.get('/api/auth/me').expect(200);
      await admin.post('/api/auth/logout').expect(204);
      await admin.get('/api/auth/me').expect(401);
    } finally {
      await t.close();
    }
  });
});
