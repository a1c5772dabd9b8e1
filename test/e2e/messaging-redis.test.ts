import {
  type AddressInfo,
  createConnection,
  createServer,
  type Server,
  type Socket as TcpSocket,
} from 'node:net';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { RedisFanout } from '#shared/infra/realtime/redis-fanout.js';
import { marketplace } from '#test/support/marketplace.js';
import {
  connect,
  connected,
  emitAck,
  listen,
  next,
  sessionCookie,
  until,
} from '#test/support/realtime.js';
import { startTestApp, type TestApp } from '#test/support/test-app.js';

/** The machine's Redis (the team's shared one); REDIS_TEST_URL overrides it (npm test starts one when none listens). */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function conversation(t: TestApp) {
  const m = marketplace(t.app);
  const homeownerId = await m.homeowner();
  const tradieId = await m.tradie(20);
  const jobId = await m.job(homeownerId);
  await t.app.get(LeadsService).buy(jobId, tradieId);
  const [row] = await t.query<{ id: string }>(`SELECT id FROM conversations WHERE job_id = $1`, [
    jobId,
  ]);
  return { homeownerId, tradieId, conversationId: row.id };
}

async function socketFor(t: TestApp, url: string, userId: string): Promise<Socket> {
  return connected(connect(url, await sessionCookie(t.app, userId)));
}

describe('two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL });
    b = await startTestApp({ REDIS_URL }, {}, a.db);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b.close();
    await a.close();
  });

  it('delivers a message sent on instance A to the other party connected to instance B', async () => {
    const { homeownerId, tradieId, conversationId } = await conversation(a);
    const homeowner = await socketFor(a, await listen(a.app), homeownerId);
    const tradie = await socketFor(b, await listen(b.app), tradieId);
    sockets.push(homeowner, tradie);
    const incoming = next<{ body: string; senderId: string }>(tradie, 'message:new');
    const answer = await emitAck(homeowner, 'message:send', {
      conversationId,
      clientId: 'fan-1',
      body: 'Across instances',
    });
    expect(answer.ok).toBe(true);
    expect(await incoming).toMatchObject({ body: 'Across instances', senderId: homeownerId });

    // And back: B to A, the typing indicator too.
    const typing = next(homeowner, 'typing');
    await emitAck(tradie, 'typing', { conversationId });
    expect(await typing).toEqual({ conversationId, userId: tradieId });
  });
});

describe('Redis unavailable', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Nothing listens on port 1: the start-up degrades to one instance instead of failing.
    t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('starts, and delivers on the one instance', async () => {
    const url = await listen(t.app);
    const { homeownerId, tradieId, conversationId } = await conversation(t);
    const homeowner = await socketFor(t, url, homeownerId);
    const tradie = await socketFor(t, url, tradieId);
    sockets.push(homeowner, tradie);
    const incoming = next<{ body: string }>(tradie, 'message:new');
    await emitAck(homeowner, 'message:send', {
      conversationId,
      clientId: 'solo-1',
      body: 'Still here',
    });
    expect((await incoming).body).toBe('Still here');
  });
});

/** A TCP hop to the real Redis that the test can cut and restore, like an outage. */
/**
 * Listens on a free port the first time (a fixed one collided with an outgoing socket's), then
 * on that one again after an outage.
 */
function redisProxy() {
  let port = 0;
  const [host, target] = ['127.0.0.1', Number(new URL(REDIS_URL).port || 6379)];
  const open = new Set<TcpSocket>();
  let server: Server | null = null;
  return {
    async start() {
      server = createServer((client) => {
        const upstream = createConnection(target, new URL(REDIS_URL).hostname);
        open.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        for (const s of [client, upstream]) {
          s.on('error', () => undefined);
          s.on('close', () => {
            open.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
      });
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(port, host, resolve);
      });
      port = (server.address() as AddressInfo).port;
    },
    get port() {
      return port;
    },
    async stop() {
      for (const s of open) s.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = null;
    },
  };
}

describe('Redis going away while running', () => {
  const proxy = redisProxy();
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await proxy.start();
    a = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    b = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }, {}, a.db);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b.close();
    await a.close();
    await proxy.stop();
  });

  it('keeps delivering on each instance during the outage, ready with a warning, and fans out again once it is back', async () => {
    const { homeownerId, tradieId, conversationId } = await conversation(a);
    const urlA = await listen(a.app);
    const homeowner = await socketFor(a, urlA, homeownerId);
    const tradieOnA = await socketFor(a, urlA, tradieId);
    const tradieOnB = await socketFor(b, await listen(b.app), tradieId);
    sockets.push(homeowner, tradieOnA, tradieOnB);
    const say = (clientId: string) =>
      emitAck(homeowner, 'message:send', { conversationId, clientId, body: clientId });

    const before = next<{ body: string }>(tradieOnB, 'message:new');
    expect((await say('before')).ok).toBe(true);
    expect((await before).body).toBe('before');

    const warn = jest.spyOn(Logger.prototype, 'warn');
    await proxy.stop();
    // The outage has begun once both instances' Redis clients have seen their connections go.
    const fanouts = [a, b].map((t) => t.app.get(RedisFanout));
    await until(() => fanouts.every((f) => !f.connected));
    // Degraded, not down: the instance still takes traffic, and says why it is alone.
    const ready = await (await a.client()).get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: 'up', redis: 'down' });
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(warnings.some((w) => /Redis unavailable .*single-instance/.test(w))).toBe(true);
    const local = next<{ body: string }>(tradieOnA, 'message:new');
    expect((await say('during')).ok).toBe(true);
    expect((await local).body).toBe('during');

    await proxy.start();
    // node-redis reconnects with a back-off; the fan-out resumes by itself.
    let resumed = false;
    for (let i = 0; i < 40 && !resumed; i += 1) {
      const arrived = next<{ body: string }>(tradieOnB, 'message:new', 500).then(
        (m) => m.body === `after-${i}`,
        () => false,
      );
      await say(`after-${i}`);
      resumed = await arrived;
    }
    expect(resumed).toBe(true);
  });
});
