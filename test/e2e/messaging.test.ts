import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { JobEndings } from '#modules/leads/domain/job-endings.js';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { attachmentKey } from '#modules/messaging/domain/message.js';
import { MessagingService } from '#modules/messaging/domain/messaging.service.js';
import { FileStorage } from '#shared/domain/file-storage.js';
import { marketplace } from '#test/support/marketplace.js';
import {
  type AckAnswer,
  collect,
  connect,
  connected,
  emitAck,
  listen,
  next,
  sessionCookie,
  sleep,
} from '#test/support/realtime.js';
import { startTestApp, type TestApp } from '#test/support/test-app.js';

interface WireMessage {
  id: string;
  seq: number;
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
}

let t: TestApp;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

/** A homeowner, a tradie who bought the job's lead, and their conversation. */
async function pair() {
  const m = marketplace(t.app);
  const homeownerId = await m.homeowner();
  const tradieId = await m.tradie(20);
  const jobId = await m.job(homeownerId);
  await t.app.get(LeadsService).buy(jobId, tradieId);
  const [row] = await t.query<{ id: string }>(
    `SELECT id FROM conversations WHERE job_id = $1 AND tradie_id = $2`,
    [jobId, tradieId],
  );
  return { homeownerId, tradieId, jobId, conversationId: row.id };
}

async function socketFor(userId: string): Promise<Socket> {
  const socket = connect(url, await sessionCookie(t.app, userId));
  open.push(socket);
  return connected(socket);
}

const send = (socket: Socket, conversationId: string, body: string, clientId: string) =>
  emitAck(socket, 'message:send', { conversationId, body, clientId });

describe('socket authorisation', () => {
  it('refuses a handshake without a session, with a forged one, or from another site', async () => {
    const anonymous = connect(url, null);
    open.push(anonymous);
    await expect(connected(anonymous)).rejects.toThrow(/log in/i);

    const forged = connect(url, 'tradiehub_session=eyJhbGciOiJIUzI1NiJ9.e30.bad');
    open.push(forged);
    await expect(connected(forged)).rejects.toThrow(/log in/i);

    const { homeownerId } = await pair();
    const crossSite = connect(url, await sessionCookie(t.app, homeownerId), {
      origin: 'https://evil.example',
    });
    open.push(crossSite);
    await expect(connected(crossSite)).rejects.toThrow();
  });

  it('refuses every event in a conversation the user is not part of, with an error event', async () => {
    const { conversationId } = await pair();
    const outsider = await marketplace(t.app).homeowner();
    const socket = await socketFor(outsider);
    const errors = collect<{ event: string; code: string }>(socket, 'messaging:error');

    for (const [event, payload] of [
      ['conversation:join', { conversationId }],
      ['message:send', { conversationId, clientId: 'x-1', body: 'hello' }],
      ['message:read', { conversationId, seq: 1 }],
      ['typing', { conversationId }],
    ] as const) {
      const answer = await emitAck(socket, event, payload);
      expect(answer).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'MESSAGING.NOT_A_PARTICIPANT' }),
      });
    }
    expect(errors.map((e) => e.event)).toEqual([
      'conversation:join',
      'message:send',
      'message:read',
      'typing',
    ]);
    const [{ count }] = await t.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1`,
      [conversationId],
    );
    expect(count).toBe(0);
  });

  it('checks the session on every event: a user banned after connecting is refused and disconnected', async () => {
    const { homeownerId, conversationId } = await pair();
    const socket = await socketFor(homeownerId);
    expect((await send(socket, conversationId, 'before', 'b-1')).ok).toBe(true);
    await t.app.get(AccountRepository).setBanned(homeownerId, new Date(), 'spam');
    const disconnected = next(socket, 'disconnect');
    const answer = await send(socket, conversationId, 'after', 'b-2');
    expect(answer.error?.code).toBe('AUTH.BANNED');
    await disconnected;
  });

  it('refuses unknown events and malformed payloads with an error event', async () => {
    const { homeownerId } = await pair();
    const socket = await socketFor(homeownerId);
    const error = next<{ event: string; code: string }>(socket, 'messaging:error');
    socket.emit('admin:everything', {});
    expect(await error).toMatchObject({ event: 'admin:everything', code: 'MESSAGING.BAD_INPUT' });
    const bad = await emitAck(socket, 'message:send', { conversationId: 'not-a-uuid', body: 'x' });
    expect(bad.error).toMatchObject({ code: 'MESSAGING.BAD_INPUT', field: 'conversationId' });
  });
});

describe('sending', () => {
  it('persists before acknowledging and delivers live to the other party', async () => {
    const { homeownerId, tradieId, conversationId } = await pair();
    const homeowner = await socketFor(homeownerId);
    const tradie = await socketFor(tradieId);
    const incoming = next<WireMessage>(tradie, 'message:new');
    const answer = await send(homeowner, conversationId, '<img src=x onerror=alert(1)> hi', 'c-1');
    expect(answer.ok).toBe(true);
    const stored = await t.query<{ body: string }>(
      `SELECT body FROM messages WHERE conversation_id = $1`,
      [conversationId],
    );
    expect(stored).toEqual([{ body: '<img src=x onerror=alert(1)> hi' }]);
    expect(await incoming).toMatchObject({
      conversationId,
      senderId: homeownerId,
      clientId: 'c-1',
      body: '<img src=x onerror=alert(1)> hi',
    });
  });

  it('refuses an empty and an oversize message with a clear error', async () => {
    const { homeownerId, conversationId } = await pair();
    const socket = await socketFor(homeownerId);
    expect((await send(socket, conversationId, '   ', 'e-1')).error).toMatchObject({
      code: 'MESSAGING.EMPTY',
      field: 'body',
    });
    const tooLong = await send(socket, conversationId, 'a'.repeat(4001), 'e-2');
    expect(tooLong.error).toMatchObject({ code: 'MESSAGING.TOO_LONG', field: 'body' });
    expect(tooLong.error?.message).toMatch(/4000 characters/);
    expect((await send(socket, conversationId, 'a'.repeat(4000), 'e-3')).ok).toBe(true);
  });

  it('keeps order: messages arrive in the order they were stored, as history returns them', async () => {
    const { homeownerId, tradieId, conversationId } = await pair();
    const homeowner = await socketFor(homeownerId);
    const tradie = await socketFor(tradieId);
    const received = collect<WireMessage>(tradie, 'message:new');
    const answers: AckAnswer[] = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(await send(homeowner, conversationId, `message ${i}`, `o-${i}`));
    }
    await waitFor(() => received.length === 20);
    expect(received.map((m) => m.body)).toEqual(answers.map((_, i) => `message ${i}`));
    const seqs = received.map((m) => m.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);

    const cookie = await sessionCookie(t.app, tradieId);
    const res = await (
      await t.client()
    ).agent
      .get(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect((res.body as { items: WireMessage[] }).items.map((m) => m.seq)).toEqual(seqs);
  });

  it('never duplicates a retried message: stored once, delivered again under the same id', async () => {
    const { homeownerId, tradieId, conversationId } = await pair();
    const homeowner = await socketFor(homeownerId);
    const tradie = await socketFor(tradieId);
    const received = collect<WireMessage>(tradie, 'message:new');
    const first = await send(homeowner, conversationId, 'Can you come Tuesday?', 'retry-1');
    // The ack was lost: the client resends the same id, even concurrently.
    const [second, third] = await Promise.all([
      send(homeowner, conversationId, 'Can you come Tuesday?', 'retry-1'),
      send(homeowner, conversationId, 'Can you come Tuesday?', 'retry-1'),
    ]);
    expect(first.duplicate).toBe(false);
    expect(second.duplicate).toBe(true);
    expect(third.duplicate).toBe(true);
    expect((second.message as WireMessage).id).toBe((first.message as WireMessage).id);
    const [{ count }] = await t.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1`,
      [conversationId],
    );
    expect(count).toBe(1);
    // One more message as a barrier: deliveries to a socket keep their order. A retry means the
    // sender missed the answer, and the first try's instance may have died before delivering:
    // each try is delivered, always as the one stored message (clients merge by id).
    await send(homeowner, conversationId, 'Or Wednesday?', 'after-retries');
    await waitFor(() => received.some((m) => m.body === 'Or Wednesday?'));
    const firstId = (first.message as WireMessage).id;
    expect(received.map((m) => m.body)).toEqual([
      'Can you come Tuesday?',
      'Can you come Tuesday?',
      'Can you come Tuesday?',
      'Or Wednesday?',
    ]);
    expect(new Set(received.slice(0, 3).map((m) => m.id))).toEqual(new Set([firstId]));
  });

  it('loses nothing across a reconnect: the client fetches what it missed after its last seq', async () => {
    const { homeownerId, tradieId, conversationId } = await pair();
    const homeowner = await socketFor(homeownerId);
    let tradie = await socketFor(tradieId);
    const seen = next<WireMessage>(tradie, 'message:new');
    await send(homeowner, conversationId, 'first', 'r-1');
    const lastSeen = (await seen).seq;
    tradie.disconnect();
    for (let i = 2; i <= 4; i += 1) await send(homeowner, conversationId, `missed ${i}`, `r-${i}`);
    tradie = await socketFor(tradieId);
    const live = next<WireMessage>(tradie, 'message:new');
    const cookie = await sessionCookie(t.app, tradieId);
    const res = await (
      await t.client()
    ).agent
      .get(`/api/conversations/${conversationId}/messages?after=${lastSeen}`)
      .set('Cookie', cookie)
      .expect(200);
    expect((res.body as { items: WireMessage[] }).items.map((m) => m.body)).toEqual([
      'missed 2',
      'missed 3',
      'missed 4',
    ]);
    await send(homeowner, conversationId, 'after reconnect', 'r-5');
    expect((await live).body).toBe('after reconnect');
  });
});

describe('pictures', () => {
  it('stores a picture through the storage port, delivers it live, and shows it to the two only', async () => {
    const { homeownerId, tradieId, conversationId } = await pair();
    const tradie = await socketFor(tradieId);
    const incoming = next<WireMessage & { hasImage: boolean }>(tradie, 'message:new');
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const homeowner = await t.client();
    const cookie = await sessionCookie(t.app, homeownerId);
    const upload = () =>
      homeowner.agent
        .post(`/api/conversations/${conversationId}/images`)
        .set('Cookie', cookie)
        .set('X-CSRF-Token', homeowner.csrfToken)
        .field('clientId', 'img-1')
        .field('body', 'The cracked tile')
        .attach('image', jpeg, { filename: 'tile.jpg', contentType: 'image/jpeg' });
    const sent = await upload().expect(201);
    const message = (sent.body as { message: WireMessage & { hasImage: boolean } }).message;
    expect(message).toMatchObject({ hasImage: true, body: 'The cracked tile' });
    expect(await incoming).toMatchObject({ id: message.id, hasImage: true });
    // A retried upload stores no second message.
    expect((await upload().expect(201)).body).toMatchObject({ duplicate: true });

    const path = `/api/conversations/${conversationId}/messages/${message.id}/image`;
    const image = await (
      await t.client()
    ).agent
      .get(path)
      .set('Cookie', await sessionCookie(t.app, tradieId))
      .buffer(true)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const outsider = await marketplace(t.app).homeowner();
    await (
      await t.client()
    ).agent
      .get(path)
      .set('Cookie', await sessionCookie(t.app, outsider))
      .expect(403);

    const notAPicture = await homeowner.agent
      .post(`/api/conversations/${conversationId}/images`)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', homeowner.csrfToken)
      .field('clientId', 'img-2')
      .attach('image', Buffer.from('<svg onload=alert(1)>'), 'x.svg')
      .expect(400);
    expect((notAPicture.body as { code: string }).code).toBe('JOBS.UNSUPPORTED_IMAGE');
  });
});

describe('typing, read receipts and unread counts', () => {
  it('tells the other party about typing and reads, and counts unread messages', async () => {
    const { homeownerId, tradieId, conversationId } = await pair();
    const homeowner = await socketFor(homeownerId);
    const tradie = await socketFor(tradieId);
    const typing = next<{ conversationId: string; userId: string }>(tradie, 'typing');
    await emitAck(homeowner, 'typing', { conversationId });
    expect(await typing).toEqual({ conversationId, userId: homeownerId });

    await send(homeowner, conversationId, 'one', 'u-1');
    const two = await send(homeowner, conversationId, 'two', 'u-2');
    const agent = (await t.client()).agent;
    const tradieCookie = await sessionCookie(t.app, tradieId);
    const unread = await agent.get('/api/conversations/unread').set('Cookie', tradieCookie);
    expect(unread.body).toEqual({ unread: 2 });
    const list = await agent.get('/api/conversations').set('Cookie', tradieCookie).expect(200);
    expect((list.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        id: conversationId,
        jobTitle: 'Fix a leaking kitchen tap',
        unread: 2,
        lastMessage: expect.objectContaining({ body: 'two' }),
      }),
    ]);

    const receipt = next<{ userId: string; seq: number }>(homeowner, 'message:read');
    const seq = (two.message as WireMessage).seq;
    expect(await emitAck(tradie, 'message:read', { conversationId, seq })).toEqual({
      ok: true,
      readSeq: seq,
    });
    expect(await receipt).toEqual({ conversationId, userId: tradieId, seq });
    const after = await agent.get('/api/conversations/unread').set('Cookie', tradieCookie);
    expect(after.body).toEqual({ unread: 0 });
  });

  it('refuses the HTTP history to anyone but the two participants', async () => {
    const { conversationId } = await pair();
    const outsider = await marketplace(t.app).tradie(0);
    await (
      await t.client()
    ).agent
      .get(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', await sessionCookie(t.app, outsider))
      .expect(403);
    await (await t.client()).agent.get(`/api/conversations/${conversationId}/messages`).expect(401);
  });
});

async function waitFor(condition: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(20);
  }
}

describe('search', () => {
  it('finds the user’s own messages by text, any case, newest first, and nobody else’s', async () => {
    const first = await pair();
    const second = await pair();
    const homeowner = await socketFor(first.homeownerId);
    const tradie = await socketFor(first.tradieId);
    await send(homeowner, first.conversationId, 'Is the GAS heater covered?', 's-1');
    await send(tradie, first.conversationId, 'Yes, gas fitting is included: 100% of it.', 's-2');
    await send(homeowner, first.conversationId, 'Great, thanks', 's-3');
    const stranger = await socketFor(second.homeownerId);
    await send(stranger, second.conversationId, 'Gas leak next door', 's-4');

    const agent = (await t.client()).agent;
    const cookies = new Map<string, string>();
    for (const id of [first.homeownerId, first.tradieId, second.homeownerId]) {
      cookies.set(id, await sessionCookie(t.app, id));
    }
    const as = (userId: string, q: string) =>
      agent
        .get(`/api/conversations/search?q=${encodeURIComponent(q)}`)
        .set('Cookie', cookies.get(userId)!);

    const found = await as(first.homeownerId, '  gas ').expect(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({
        conversationId: first.conversationId,
        jobTitle: 'Fix a leaking kitchen tap',
        otherParty: expect.objectContaining({ id: first.tradieId }),
        message: expect.objectContaining({ body: 'Yes, gas fitting is included: 100% of it.' }),
      }),
      expect.objectContaining({
        message: expect.objectContaining({
          body: 'Is the GAS heater covered?',
          senderId: first.homeownerId,
        }),
      }),
    ]);
    // The tradie of the same conversation finds the same; the other homeowner only their own.
    expect((await as(first.tradieId, 'gas').expect(200)).body.items).toHaveLength(2);
    const theirs = (await as(second.homeownerId, 'gas').expect(200)).body.items;
    expect(theirs.map((h: { message: { body: string } }) => h.message.body)).toEqual([
      'Gas leak next door',
    ]);
    // LIKE's wildcards are taken literally.
    const percent = (await as(first.homeownerId, '0%').expect(200)).body.items;
    expect(percent).toHaveLength(1);
    expect((await as(first.homeownerId, '_a').expect(200)).body.items).toEqual([]);

    const short = await as(first.homeownerId, 'g').expect(400);
    expect(short.body.message).toContain('q');
    await as(first.homeownerId, 'x'.repeat(101)).expect(400);
    await agent.get('/api/conversations/search?q=gas').expect(401);
  });
});

describe('deleting', () => {
  it('lets only the sender delete a message, for both sides, live, picture and all', async () => {
    const { homeownerId, tradieId, conversationId } = await pair();
    const homeowner = await socketFor(homeownerId);
    const tradie = await socketFor(tradieId);
    const client = await t.client();
    const cookies = {
      homeowner: await sessionCookie(t.app, homeownerId),
      tradie: await sessionCookie(t.app, tradieId),
    };
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .jpeg()
      .toBuffer();
    const sent = await client.agent
      .post(`/api/conversations/${conversationId}/images`)
      .set('Cookie', cookies.homeowner)
      .set('X-CSRF-Token', client.csrfToken)
      .field('clientId', 'del-1')
      .field('body', 'My phone number is 0412 345 678')
      .attach('image', jpeg, { filename: 'x.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const message = (sent.body as { message: WireMessage }).message;
    await send(tradie, conversationId, 'Thanks, noted', 'del-2');
    const del = (who: keyof typeof cookies, id: string, conversation = conversationId) =>
      client.agent
        .delete(`/api/conversations/${conversation}/messages/${id}`)
        .set('Cookie', cookies[who])
        .set('X-CSRF-Token', client.csrfToken);

    // Not the sender; not a message; not an id.
    expect((await del('tradie', message.id).expect(403)).body.code).toBe(
      'MESSAGING.NOT_YOUR_MESSAGE',
    );
    await del('homeowner', '00000000-0000-4000-8000-000000000000').expect(404);
    await del('homeowner', 'nope').expect(400);
    const stranger = await pair();
    await client.agent
      .delete(`/api/conversations/${conversationId}/messages/${message.id}`)
      .set('Cookie', await sessionCookie(t.app, stranger.homeownerId))
      .set('X-CSRF-Token', client.csrfToken)
      .expect(403);

    const live = next<WireMessage & { deletedAt: string | null }>(tradie, 'message:deleted');
    const deleted = await del('homeowner', message.id).expect(200);
    expect(deleted.body).toMatchObject({ id: message.id, body: '', hasImage: false });
    expect(deleted.body.deletedAt).toEqual(expect.any(String));
    expect(await live).toMatchObject({ id: message.id, body: '', seq: message.seq });
    // Again: the same answer, nothing more.
    expect((await del('homeowner', message.id).expect(200)).body.deletedAt).toBe(
      deleted.body.deletedAt,
    );

    const history = await client.agent
      .get(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', cookies.tradie)
      .expect(200);
    const [first] = (history.body as { items: (WireMessage & { deletedAt: string | null })[] })
      .items;
    expect(first).toMatchObject({ id: message.id, body: '', deletedAt: expect.any(String) });
    await client.agent
      .get(`/api/conversations/${conversationId}/messages/${message.id}/image`)
      .set('Cookie', cookies.tradie)
      .expect(404);
    const found = await client.agent
      .get('/api/conversations/search?q=0412')
      .set('Cookie', cookies.tradie)
      .expect(200);
    expect(found.body.items).toEqual([]);
    const [row] = await t.query<{ body: string; attachment_key: string | null }>(
      'SELECT body, attachment_key FROM messages WHERE id = $1',
      [message.id],
    );
    expect(row).toEqual({ body: '', attachment_key: null });
    const key = attachmentKey(conversationId, homeownerId, 'del-1');
    expect(await t.app.get(FileStorage).get(key)).toBeNull();
    homeowner.disconnect();
  });
});

describe('a refunded lead', () => {
  it('closes its conversation for both sides, read-only, and gives the job’s details back', async () => {
    const { homeownerId, tradieId, jobId, conversationId } = await pair();
    const homeowner = await socketFor(homeownerId);
    const tradie = await socketFor(tradieId);
    expect((await send(tradie, conversationId, 'Can come Tuesday', 'r-1')).ok).toBe(true);
    const jobs = t.app.get(JobsService);
    const asTradie = {
      id: tradieId,
      type: 'tradie' as const,
      email: 'tradie@example.com',
      status: 'active' as const,
      emailVerified: true,
    };
    expect((await jobs.view(jobId, asTradie)).access).toBe('full');

    // Cancelling refunds the lead, and closes the conversation in the same transaction.
    await t.app.get(JobEndings).cancel(jobId, homeownerId);
    const [row] = await t.query<{ closed_reason: string | null }>(
      'SELECT closed_reason FROM conversations WHERE id = $1',
      [conversationId],
    );
    expect(row.closed_reason).toBe('job_cancelled');
    for (const [socket, clientId] of [
      [homeowner, 'r-2'],
      [tradie, 'r-3'],
    ] as const) {
      const refused = await send(socket, conversationId, 'Still on?', clientId);
      expect(refused.ok).toBeFalsy();
      expect(refused.error).toMatchObject({ code: 'MESSAGING.CLOSED' });
      expect(refused.error?.message).toContain('the job was cancelled');
    }
    const messaging = t.app.get(MessagingService);
    // Still readable by both, with the reason; nothing new stored.
    const history = await messaging.history(tradieId, conversationId);
    expect(history.map((m) => m.body)).toEqual(['Can come Tuesday']);
    const [summary] = (await messaging.list(tradieId)).filter((c) => c.id === conversationId);
    expect(summary.closedReason).toBe('job_cancelled');
    await expect(messaging.delete(tradieId, conversationId, history[0].id)).rejects.toMatchObject({
      code: 'MESSAGING.CLOSED',
    });
    // The tradie is back to the teaser: no name, no description.
    const view = await jobs.view(jobId, asTradie);
    expect(view).toMatchObject({ access: 'teaser', homeowner: null, boughtByMe: false });
  });
});
