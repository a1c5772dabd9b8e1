import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ShutdownState } from '#shared/domain/health.js';
import { TcpProxy } from '#test/support/tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database.js';
import { startTestApp, type TestApp } from '#test/support/test-app.js';

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The app reaches its database through a TCP hop the test can cut, like an outage. */
describe('health probes and a database outage', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    const target = new URL(db.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.restore();
    const viaProxy = new URL(db.url);
    viaProxy.host = `127.0.0.1:${port}`;
    t = await startTestApp({ DATABASE_URL: viaProxy.toString() }, {}, db);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.cut();
    await db.drop();
  });

  it('is live and ready with every check named', async () => {
    const client = await t.client();
    await client.get('/api/health/live').expect(200, { status: 'ok' });
    const ready = await client.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'off',
      migrations: 'applied',
      draining: false,
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    // The probe the browser tests wait on answers as before.
    await client.get('/api/health').expect(200, { status: 'ok', db: 'up' });
  });

  it('answers 503 while the database is away and recovers without a restart', async () => {
    const client = await t.client();
    await client.get('/api/jobs/recent').expect(200);
    await proxy.cut();

    const ready = await client.get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ status: 'not_ready', database: 'down' });
    await client.get('/api/health/live').expect(200);
    const refused = await client.get('/api/jobs/recent').expect(503);
    expect(refused.body).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' });
    expect(refused.headers['retry-after']).toBe('5');

    await proxy.restore();
    await eventually(async () => (await client.get('/api/health/ready')).status === 200);
    await eventually(async () => (await client.get('/api/jobs/recent')).status === 200);
  });

  it('reports not ready once the instance drains, while still live', async () => {
    const client = await t.client();
    t.app.get(ShutdownState).beginDrain();
    const ready = await client.get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ status: 'not_ready', database: 'up', draining: true });
    await client.get('/api/health/live').expect(200);
  });
});

describe('a lost Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: the fan-out degrades to one instance with a warning.
    const redis = new TcpProxy('127.0.0.1', 1);
    const port = await redis.restore();
    await redis.cut();
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it('keeps the instance ready and says Redis is down', async () => {
    const client = await t.client();
    const ready = await client.get('/api/health/ready');
    expect(ready.body).toMatchObject({ status: 'ready', redis: 'down', database: 'up' });
    expect(ready.status).toBe(200);
  });
});
