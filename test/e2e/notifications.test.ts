import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import { marketplace } from '#test/support/marketplace.js';
import { registerAs, tradieRegistration } from '#test/support/fixtures.js';
import {
  connect,
  connected,
  emitAck,
  listen,
  next,
  sessionCookie,
} from '#test/support/realtime.js';
import { startTestApp, type TestApp } from '#test/support/test-app.js';

interface WireNotification {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
}

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

async function socketFor(userId: string): Promise<Socket> {
  const socket = connect(url, await sessionCookie(t.app, userId));
  sockets.push(socket);
  return connected(socket);
}

async function as(userId: string) {
  const client = await t.client();
  const cookie = await sessionCookie(t.app, userId);
  return {
    get: (path: string) => client.agent.get(path).set('Cookie', cookie),
    post: (path: string, body?: object) =>
      client.agent
        .post(path)
        .set('Cookie', cookie)
        .set('X-CSRF-Token', client.csrfToken)
        .send(body),
    put: (path: string, body?: object) =>
      client.agent.put(path).set('Cookie', cookie).set('X-CSRF-Token', client.csrfToken).send(body),
  };
}

const rows = (userId: string) =>
  t.query<{ type: string; title: string }>(
    `SELECT type, title FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );

async function boughtLead() {
  const m = marketplace(t.app);
  const homeownerId = await m.homeowner();
  const tradieId = await m.tradie(20);
  const jobId = await m.job(homeownerId);
  return { m, homeownerId, tradieId, jobId };
}

describe('notifications from events', () => {
  it('tells a matching tradie about a new job, and the homeowner live when the lead is bought', async () => {
    const m = marketplace(t.app);
    const homeownerId = await m.homeowner();
    const tradieId = await m.tradie(20);
    const farAway = await m.tradie(0, { servicePostcode: '6000' }); // Perth
    const jobId = await m.job(homeownerId);
    expect(await rows(tradieId)).toEqual([
      { type: 'credits_added', title: '20 credits added' }, // the fixture's bundle purchase
      { type: 'lead_matched', title: 'New lead: Fix a leaking kitchen tap' },
    ]);
    expect(await rows(farAway)).toEqual([]);

    const homeowner = await socketFor(homeownerId);
    const live = next<WireNotification>(homeowner, 'notification:new');
    await t.app.get(LeadsService).buy(jobId, tradieId);
    expect(await live).toMatchObject({
      type: 'lead_bought',
      link: '/dashboard/messages',
      readAt: null,
    });
    expect((await rows(homeownerId)).map((r) => r.type)).toEqual(['lead_bought']);
  });

  it('notifies exactly once: a replay or another relay pass adds nothing', async () => {
    const { homeownerId, tradieId, jobId } = await boughtLead();
    await t.app.get(LeadsService).buy(jobId, tradieId);
    const [event] = await t.query<{ id: string }>(
      `SELECT id FROM domain_events WHERE type = 'leads.lead_bought' AND payload->>'jobId' = $1`,
      [jobId],
    );
    const relay = t.app.get(EventRelay);
    expect(await relay.replay('notifications.inbox', event.id)).toBe(false);
    await relay.drain();
    expect((await rows(homeownerId)).map((r) => r.type)).toEqual(['lead_bought']);
  });

  it('consumes the rewards and leaderboard events (level up, award) by their agreed payloads', async () => {
    const { homeownerId, tradieId } = await boughtLead();
    const events = t.app.get(DomainEvents);
    await events.publish({
      type: 'rewards.level_up',
      aggregateId: homeownerId,
      payload: { userId: homeownerId, level: 'Resident', points: 150 },
      occurredAt: new Date(),
    });
    await events.publish({
      type: 'leaderboard.award',
      aggregateId: tradieId,
      payload: { tradieId, weekKey: '2026-W47', rank: 2, credits: 7, badge: 'silver' },
      occurredAt: new Date(),
    });
    expect(await rows(homeownerId)).toEqual([{ type: 'level_up', title: 'You reached Resident!' }]);
    expect((await rows(tradieId)).at(-1)).toEqual({
      type: 'leaderboard_award',
      title: 'You placed #2 on this week’s leaderboard',
    });
  });

  it('tells an admin’s verification decision to the tradie still awaiting it', async () => {
    const admin = await t.admin();
    // Registered and verified (the bonus comes with the verification).
    const { id: tradieId } = await registerAs(
      await t.client(),
      tradieRegistration({
        firstName: 'Priya',
        lastName: 'Shah',
        businessName: 'Shah Electrical',
        licenceNumber: 'EC12345',
        categories: ['electrical'],
        serviceRadiusKm: 20,
      }),
    );
    await admin.post(`/api/admin/tradies/${tradieId}/approve`).expect(200);
    expect(await rows(tradieId)).toEqual([
      { type: 'credits_added', title: '5 credits added' }, // the sign-up bonus
      { type: 'verification_approved', title: 'You are verified' },
    ]);
  });

  it('tells a message’s recipient only when the thread is not open on their devices', async () => {
    const { homeownerId, tradieId, jobId } = await boughtLead();
    await t.app.get(LeadsService).buy(jobId, tradieId);
    const [conversation] = await t.query<{ id: string }>(
      `SELECT id FROM conversations WHERE job_id = $1`,
      [jobId],
    );
    const homeowner = await socketFor(homeownerId);
    const tradie = await socketFor(tradieId);
    const say = (body: string, clientId: string) =>
      emitAck(homeowner, 'message:send', { conversationId: conversation.id, body, clientId });

    await say('Are you free Tuesday?', 'n-1');
    const messageRows = async () =>
      (await rows(tradieId)).filter((r) => r.type === 'message_received');
    expect(await messageRows()).toEqual([
      { type: 'message_received', title: 'New message from Olivia' },
    ]);

    expect(
      (await emitAck(tradie, 'conversation:join', { conversationId: conversation.id })).ok,
    ).toBe(true);
    await say('Around 9?', 'n-2');
    // Every consumer has handled every event once the relay has drained.
    await t.app.get(EventRelay).drain();
    expect(await messageRows()).toHaveLength(1);
  });
});

describe('the inbox over HTTP', () => {
  it('lists newest first, counts unread, marks one and all read, and only the owner’s', async () => {
    const { homeownerId, tradieId, jobId } = await boughtLead();
    await t.app.get(LeadsService).buy(jobId, tradieId);
    const tradie = await as(tradieId);
    const page = await tradie.get('/api/notifications?limit=1').expect(200);
    const body = page.body as {
      items: WireNotification[];
      nextCursor: string | null;
      unread: number;
    };
    // The lead match, then the fixture's credit purchase: newest first.
    expect(body.unread).toBe(2);
    expect(body.items.map((i) => i.type)).toEqual(['lead_matched']);
    expect(body.nextCursor).not.toBeNull();
    const rest = await tradie.get(`/api/notifications?cursor=${body.nextCursor}`).expect(200);
    expect((rest.body as typeof body).items.map((i) => i.type)).toEqual(['credits_added']);

    const homeowner = await as(homeownerId);
    const theirs = body.items[0].id;
    await homeowner.post(`/api/notifications/${theirs}/read`).expect(404);
    expect((await tradie.post(`/api/notifications/${theirs}/read`).expect(200)).body).toEqual({
      unread: 1,
    });

    expect((await homeowner.get('/api/notifications/unread').expect(200)).body).toEqual({
      unread: 1,
    });
    expect((await homeowner.post('/api/notifications/read-all').expect(200)).body).toEqual({
      unread: 0,
    });
    await homeowner.get('/api/notifications?cursor=nonsense').expect(400);
  });

  it('pages through notifications written in one transaction without skipping any', async () => {
    const { homeownerId } = await boughtLead();
    // One statement: every row gets the same created_at, down to the microsecond.
    await t.query(
      `INSERT INTO notifications (user_id, type, title, body)
       SELECT $1, 'message_received', 'Message ' || g, 'Hello' FROM generate_series(1, 7) g`,
      [homeownerId],
    );
    const homeowner = await as(homeownerId);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await homeowner.get(`/api/notifications?limit=3${query}`).expect(200);
      const page = res.body as { items: WireNotification[]; nextCursor: string | null };
      seen.push(...page.items.map((i) => i.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Message ${i + 1}`).sort());
  });

  it('keeps per-type email and push choices, and sends by them', async () => {
    const { homeownerId, tradieId, jobId } = await boughtLead();
    const homeowner = await as(homeownerId);
    const before = (await homeowner.get('/api/notifications/preferences').expect(200)).body as {
      items: { type: string; email: boolean; push: boolean }[];
      pushChannel: string;
    };
    expect(before.pushChannel).toBe('outbox');
    expect(before.items.find((i) => i.type === 'lead_bought')).toMatchObject({
      email: false,
      push: true,
    });

    const refused = await homeowner
      .put('/api/notifications/preferences', { items: [{ type: 'spam', email: true, push: true }] })
      .expect(400);
    expect((refused.body as { code: string }).code).toBe('NOTIFICATIONS.UNKNOWN_TYPE');
    await homeowner
      .put('/api/notifications/preferences', {
        items: [{ type: 'lead_bought', email: true, push: false }],
      })
      .expect(200);

    await t.app.get(LeadsService).buy(jobId, tradieId);
    const [{ email }] = await t.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [
      homeownerId,
    ]);
    const mail = await t.query(`SELECT subject FROM mail_outbox WHERE to_address = $1`, [email]);
    expect(mail).toHaveLength(1);
    const pushes = await t.query(`SELECT title FROM push_outbox WHERE recipient_id = $1`, [
      homeownerId,
    ]);
    expect(pushes).toHaveLength(0);
    // The tradie kept the default: the new-lead push went to the push outbox.
    const tradiePushes = await t.query<{ title: string }>(
      `SELECT title FROM push_outbox WHERE recipient_id = $1`,
      [tradieId],
    );
    expect(tradiePushes.map((p) => p.title)).toContain('New lead: Fix a leaking kitchen tap');
  });

  it('names the push channel and saves the device id on the profile', async () => {
    const { homeownerId } = await boughtLead();
    const homeowner = await as(homeownerId);
    expect((await homeowner.get('/api/notifications/push-config').expect(200)).body).toEqual({
      channel: 'outbox',
      oneSignalAppId: null,
    });
    await homeowner.put('/api/notifications/push-device', {}).expect(400);
    await homeowner
      .put('/api/notifications/push-device', { onesignalId: 'device-123' })
      .expect(204);
    const [profile] = await t.query<{ onesignal_id: string }>(
      `SELECT onesignal_id FROM homeowner_profiles WHERE id = $1`,
      [homeownerId],
    );
    expect(profile.onesignal_id).toBe('device-123');
    await (await t.client()).get('/api/notifications').expect(401);
  });
});

describe('contact details typed into a job', () => {
  it('are hidden from every text a tradie who has not bought reads, and shown once bought', async () => {
    const m = marketplace(t.app);
    const homeownerId = await m.homeowner();
    const tradieId = await m.tradie(20);
    const tradie = await as(tradieId);
    await tradie
      .put('/api/notifications/preferences', {
        items: [{ type: 'lead_matched', email: true, push: true }],
      })
      .expect(200);
    const jobId = await m.job(homeownerId, {
      title: 'Call 0412 345 678 re leaking tap',
      location: 'Newtown, jo@example.com',
    });
    const [{ email }] = await t.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [
      tradieId,
    ]);
    const mail = await t.query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM mail_outbox WHERE to_address = $1`,
      [email],
    );
    const pushes = await t.query<{ title: string; description: string }>(
      `SELECT title, description FROM push_outbox WHERE recipient_id = $1`,
      [tradieId],
    );
    const feed = (await tradie.get('/api/leads/feed').expect(200)).body as {
      items: { id: string; title: string; location: string; teaser: string }[];
    };
    const open = (await (await t.client()).agent.get('/api/jobs/open').expect(200)).body as {
      id: string;
    }[];
    const teaser = (
      (await tradie.get(`/api/jobs/${jobId}`).expect(200)).body as {
        job: { title: string; location: string };
      }
    ).job;
    const seen = [
      ...(await rows(tradieId)).map((r) => r.title),
      ...mail.flatMap((r) => [r.subject, r.text_body]),
      ...pushes.flatMap((p) => [p.title, p.description]),
      JSON.stringify(feed.items.find((i) => i.id === jobId)),
      JSON.stringify(open.find((i) => i.id === jobId)),
      JSON.stringify(teaser),
    ];
    expect(mail.map((r) => r.subject)).toEqual(['New lead: Call [hidden] re leaking tap']);
    expect(pushes.map((p) => p.title)).toContain('New lead: Call [hidden] re leaking tap');
    expect(seen.filter((text) => /0412|345 678|jo@example/.test(text))).toEqual([]);
    expect(teaser.location).toBe('Newtown, [hidden]');

    await t.app.get(LeadsService).buy(jobId, tradieId);
    const bought = (await tradie.get(`/api/jobs/${jobId}`).expect(200)).body as {
      job: typeof teaser;
    };
    expect(bought.job).toMatchObject({
      title: 'Call 0412 345 678 re leaking tap',
      location: 'Newtown, jo@example.com',
    });
  });
});
