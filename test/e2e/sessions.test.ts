import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { connect, connected, emitAck, listen } from '#test/support/realtime.js';
import { type ApiClient, startTestApp, type TestApp } from '#test/support/test-app.js';

/** The machine's Redis; REDIS_TEST_URL overrides it (as in messaging-redis.test.ts). */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Harbour-bridge-42';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/605.1';

let n = 0;
const email = () => `sessions-${Date.now().toString(36)}-${(n += 1)}@example.com`;

function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const found = cookies.find((c) => c.startsWith('tradiehub_session='));
  if (!found) throw new Error('no session cookie');
  return found.split(';')[0];
}

/** A signed-in device: its HTTP client and a socket (on the given instance). */
interface Device {
  client: ApiClient;
  cookie: string;
  socket: Socket;
}

/**
 * Resolves with how long after `since()` the socket closed; rejects when it is still open
 * `ms` after that (listening starts now, so a close before `since` counts as 0).
 */
function closesWithin(socket: Socket, ms = 1_000) {
  let closedAt: number | null = null;
  const closed = new Promise<void>((resolve) => {
    socket.once('disconnect', () => {
      closedAt = Date.now();
      resolve();
    });
  });
  return async (since: number) => {
    const timer = new Promise<void>((resolve) =>
      setTimeout(resolve, Math.max(0, since + ms - Date.now())),
    );
    await Promise.race([closed, timer]);
    if (closedAt === null) throw new Error(`socket still open ${ms} ms after the ending`);
    return Math.max(0, closedAt - since);
  };
}

/** Still signed in: an event that re-checks the session is answered, the socket stays open. */
async function stillLive(socket: Socket) {
  const answer = await emitAck(socket, 'conversation:leave', {
    conversationId: '00000000-0000-4000-8000-000000000000',
  });
  expect(answer.ok).toBe(true);
  expect(socket.connected).toBe(true);
}

describe('sessions that can be ended (two instances through Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let urls: { a: string; b: string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL });
    b = await startTestApp({ REDIS_URL }, {}, a.db);
    urls = { a: await listen(a.app), b: await listen(b.app) };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b.close();
    await a.close();
  });

  /** Logs in on instance `on` and connects a socket on the other one. */
  async function device(on: TestApp, address: string, userAgent: string): Promise<Device> {
    const client = await on.client();
    const res = await client
      .post('/api/auth/login', { email: address, password: PASSWORD })
      .set('User-Agent', userAgent)
      .expect(200);
    const cookie = sessionCookieOf(res);
    const socket = await connected(connect(on === a ? urls.b : urls.a, cookie));
    sockets.push(socket);
    return { client, cookie, socket };
  }

  /** A new homeowner signed in on two devices: one through A, one through B. */
  async function twoDevices() {
    const address = email();
    const registration = await a.client();
    await registration
      .post('/api/auth/register', {
        email: address,
        password: PASSWORD,
        firstName: 'Mia',
        lastName: 'Nguyen',
        type: 'homeowner',
      })
      .expect(201);
    await registration.post('/api/auth/logout').expect(204);
    return {
      address,
      laptop: await device(a, address, FIREFOX),
      phone: await device(b, address, PHONE),
    };
  }

  /** GET /api/auth/me on instance `t` with a copied cookie, like a stolen or stale one. */
  function me(t: TestApp, cookie: string) {
    return request(t.app.getHttpServer()).get('/api/auth/me').set('Cookie', cookie);
  }

  it('lists the devices, marks this one, and ends another by id', async () => {
    const { laptop, phone } = await twoDevices();
    const list = await laptop.client.get('/api/auth/sessions').expect(200);
    const items = list.body.items as { id: string; device: string; current: boolean }[];
    expect(items.map((i) => [i.device, i.current]).sort()).toEqual([
      ['Firefox on Windows', true],
      ['Safari on iOS', false],
    ]);
    const other = items.find((i) => !i.current)!;

    const phoneClosed = closesWithin(phone.socket);
    await laptop.client.delete(`/api/auth/sessions/${other.id}`).expect(204);
    expect(await phoneClosed(Date.now())).toBeLessThanOrEqual(1_000);
    await me(b, phone.cookie).expect(401);
    await me(a, laptop.cookie).expect(200);
    await stillLive(laptop.socket);

    const again = await laptop.client.delete(`/api/auth/sessions/${other.id}`).expect(404);
    expect(again.body.code).toBe('SESSIONS.NOT_FOUND');
  });

  it('logout ends that session only, on every instance', async () => {
    const { laptop, phone } = await twoDevices();
    const laptopClosed = closesWithin(laptop.socket);
    await laptop.client.post('/api/auth/logout').expect(204);
    expect(await laptopClosed(Date.now())).toBeLessThanOrEqual(1_000);
    // The copied cookie is dead on both instances, not just cleared in the browser.
    await me(a, laptop.cookie).expect(401);
    await me(b, laptop.cookie).expect(401);
    await me(a, phone.cookie).expect(200);
    await stillLive(phone.socket);
  });

  it('"log out everywhere" ends every session', async () => {
    const { laptop, phone } = await twoDevices();
    const closed = [closesWithin(laptop.socket), closesWithin(phone.socket)];
    await phone.client.post('/api/auth/logout-everywhere').expect(204);
    const since = Date.now();
    for (const done of closed) expect(await done(since)).toBeLessThanOrEqual(1_000);
    for (const t of [a, b]) {
      await me(t, laptop.cookie).expect(401);
      await me(t, phone.cookie).expect(401);
    }
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const { laptop, phone } = await twoDevices();
    const phoneClosed = closesWithin(phone.socket);
    await laptop.client
      .post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'Brand-new-pass-7',
      })
      .expect(204);
    expect(await phoneClosed(Date.now())).toBeLessThanOrEqual(1_000);
    await me(b, phone.cookie).expect(401);
    await laptop.client.get('/api/auth/me').expect(200);
    await stillLive(laptop.socket);
  });

  it('a password reset ends every session', async () => {
    const { address, laptop, phone } = await twoDevices();
    await (await a.client()).post('/api/auth/forgot-password', { email: address }).expect(202);
    const [mail] = await a.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [address],
    );
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
    const closed = [closesWithin(laptop.socket), closesWithin(phone.socket)];
    await (
      await b.client()
    )
      .post('/api/auth/reset-password', { token, password: 'Brand-new-pass-7' })
      .expect(204);
    const since = Date.now();
    for (const done of closed) expect(await done(since)).toBeLessThanOrEqual(1_000);
    await me(a, laptop.cookie).expect(401);
    await me(b, phone.cookie).expect(401);
  });

  it('a ban ends every session; after the unban only a new login gets in', async () => {
    const { address, laptop, phone } = await twoDevices();
    const [{ id }] = await a.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      address,
    ]);
    const closed = [closesWithin(laptop.socket), closesWithin(phone.socket)];
    await (await b.admin()).post(`/api/admin/users/${id}/ban`, { reason: 'Spam' }).expect(200);
    const since = Date.now();
    for (const done of closed) expect(await done(since)).toBeLessThanOrEqual(1_000);
    const banned = await me(a, laptop.cookie).expect(403);
    expect(banned.body.code).toBe('AUTH.BANNED');
    await expect(connected(connect(urls.a, phone.cookie))).rejects.toThrow(/suspended/);

    await (await a.admin()).post(`/api/admin/users/${id}/unban`).expect(200);
    await me(a, laptop.cookie).expect(401);
    await device(a, address, FIREFOX);
  });

  it('refuses a token from before session records (no session id)', async () => {
    const { JwtService } = await import('@nestjs/jwt');
    const [{ id }] = await a.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    const old = await a.app.get(JwtService).signAsync({ sub: id, ver: 0 });
    await me(a, `tradiehub_session=${old}`).expect(401);
  });
});
