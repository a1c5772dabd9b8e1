import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import {
  GOOD_PASSWORD,
  homeownerRegistration,
  registerAs,
  tradieRegistration,
} from '#test/support/fixtures.js';
import { marketplace } from '#test/support/marketplace.js';
import { connect, connected, listen, sessionCookie } from '#test/support/realtime.js';
import { type ApiClient, startTestApp, type TestApp } from '#test/support/test-app.js';

// A homeowner who is banned or erased leaves no job on sale: each open job is withdrawn, its
// buyers get their credits back once, and the conversations about it turn read-only.
let t: TestApp;
let url: string;
let m: ReturnType<typeof marketplace>;
let funded = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
  m = marketplace(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function homeowner(): Promise<{ client: ApiClient; id: string }> {
  const client = await t.client();
  const user = await registerAs(client, homeownerRegistration());
  return { client, id: user.id };
}

/** A signed-in tradie, approved unless told otherwise, with `credits` in the wallet. */
async function tradie(
  credits: number,
  decision: 'approved' | 'rejected' | null = 'approved',
): Promise<{ client: ApiClient; id: string; start: number }> {
  const client = await t.client();
  const user = await registerAs(client, tradieRegistration());
  if (decision) {
    await t.app
      .get(AccountRepository)
      .decideVerification(user.id, decision, user.id, 'test', new Date());
  }
  if (credits > 0) {
    funded += 1;
    await t.app
      .get(CreditLedger)
      .credit(user.id, credits, 'purchase', 'test funds', `fund:${user.id}:${funded}`);
  }
  // What the wallet holds before buying (the sign-up bonus included).
  return { client, id: user.id, start: await m.balance(user.id) };
}

const refunds = (userId: string) =>
  t.query<{ amount: number }>(
    `SELECT amount FROM credit_transactions WHERE user_id = $1 AND type = 'refund'`,
    [userId],
  );
const jobRow = (jobId: string) =>
  t
    .query<{
      status: string;
      withdrawn_reason: string | null;
    }>('SELECT status, withdrawn_reason FROM jobs WHERE id = $1', [jobId])
    .then((rows) => rows[0]);
const conversationOf = async (jobId: string, tradieId: string) =>
  (
    await t.query<{ id: string; closed_reason: string | null }>(
      'SELECT id, closed_reason FROM conversations WHERE job_id = $1 AND tradie_id = $2',
      [jobId, tradieId],
    )
  )[0];

/** The job's buyers bought it, one of them talked; `leave` is the ban or the erasure. */
async function departure(leave: (homeownerId: string, owner: ApiClient) => Promise<void>) {
  const owner = await homeowner();
  const jobId = await m.job(owner.id);
  const buyers = [await tradie(20), await tradie(20)];
  for (const buyer of buyers) await buyer.client.post(`/api/jobs/${jobId}/lead`).expect(201);
  const talk = await conversationOf(jobId, buyers[0].id);
  await buyers[0].client
    .post(`/api/conversations/${talk.id}/messages`, { clientId: 'd-1', body: 'Tuesday suits' })
    .expect(201);
  const late = await tradie(20);
  expect(
    (await late.client.get('/api/leads/feed').expect(200)).body.items.map(
      (i: { id: string }) => i.id,
    ),
  ).toContain(jobId);

  await leave(owner.id, owner.client);

  const feed = await late.client.get('/api/leads/feed').expect(200);
  expect(feed.body.items.map((i: { id: string }) => i.id)).not.toContain(jobId);
  const refused = await late.client.post(`/api/jobs/${jobId}/lead`).expect(409);
  expect(refused.body.code).toBe('LEADS.JOB_NOT_OPEN');
  expect(await m.balance(late.id)).toBe(late.start);
  for (const buyer of buyers) {
    expect(await m.balance(buyer.id)).toBe(buyer.start);
    expect(await refunds(buyer.id)).toEqual([{ amount: 5 }]);
    expect((await conversationOf(jobId, buyer.id)).closed_reason).toBe('job_withdrawn');
  }
  const closed = await buyers[0].client
    .post(`/api/conversations/${talk.id}/messages`, { clientId: 'd-2', body: 'Still on?' })
    .expect(409);
  expect(closed.body.code).toBe('MESSAGING.CLOSED');
  expect(closed.body.message).toContain('withdrawn');
  return { jobId, buyers, owner };
}

describe('banning a homeowner', () => {
  it('withdraws their open jobs, credits every buyer back once and closes the conversations', async () => {
    const admin = await t.admin();
    const { jobId, buyers, owner } = await departure(async (id) => {
      await admin.post(`/api/admin/users/${id}/ban`, { reason: 'Fake jobs' }).expect(200);
    });
    expect(await jobRow(jobId)).toEqual({ status: 'withdrawn', withdrawn_reason: 'owner_banned' });

    // Ban, unban, ban again: nothing is refunded twice, and the job stays withdrawn.
    await admin.post(`/api/admin/users/${owner.id}/ban`, { reason: 'Again' }).expect(200);
    await admin.post(`/api/admin/users/${owner.id}/unban`, {}).expect(200);
    expect(await jobRow(jobId)).toEqual({ status: 'withdrawn', withdrawn_reason: 'owner_banned' });
    await admin.post(`/api/admin/users/${owner.id}/ban`, { reason: 'Third time' }).expect(200);
    for (const buyer of buyers) {
      expect(await refunds(buyer.id)).toHaveLength(1);
      expect(await m.balance(buyer.id)).toBe(buyer.start);
    }
    // Each buyer is told, through the outbox, once (not again on the second ban).
    await t.app.get(EventRelay).drain();
    for (const buyer of buyers) {
      const inbox = await buyer.client.get('/api/notifications').expect(200);
      const titles = inbox.body.items.map((n: { title: string }) => n.title);
      expect(titles.filter((title: string) => title.startsWith('Job withdrawn'))).toEqual([
        'Job withdrawn: 5 credits back',
      ]);
    }
  });
});

describe('erasing a homeowner', () => {
  it('withdraws their open jobs the same way', async () => {
    const { jobId } = await departure(async (_id, owner) => {
      await owner
        .post('/api/privacy/delete-account', { password: GOOD_PASSWORD, confirm: 'DELETE' })
        .expect(204);
    });
    expect(await jobRow(jobId)).toEqual({ status: 'withdrawn', withdrawn_reason: 'owner_erased' });
  });
});

describe('who may use realtime', () => {
  const socketOf = async (userId: string) => {
    const socket = connect(url, await sessionCookie(t.app, userId));
    sockets.push(socket);
    return connected(socket).then((s) => s.connected);
  };

  it('refuses a pending or rejected tradie’s socket, as the HTTP guard refuses their requests', async () => {
    for (const decision of [null, 'rejected'] as const) {
      const unapproved = await tradie(0, decision);
      await expect(socketOf(unapproved.id)).rejects.toThrow(/verification/i);
      const feed = await unapproved.client.get('/api/leads/feed').expect(403);
      expect(feed.body.code).toBe('AUTH.NOT_VERIFIED');
    }
    const approved = await tradie(0);
    await expect(socketOf(approved.id)).resolves.toBe(true);
    const owner = await homeowner();
    await expect(socketOf(owner.id)).resolves.toBe(true);
  });
});
