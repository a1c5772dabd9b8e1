import { randomUUID } from 'node:crypto';
import type { Audience } from '#modules/admin/domain/audience.js';
import type { Recipient } from '#modules/admin/domain/bulk-email.js';
import type { BatchJob, BulkEmailQueue, BulkEmailStore } from '#modules/admin/domain/ports.js';
import type { MessageSigner } from '#modules/admin/domain/unsubscribe-token.js';
import type { AuState } from '#shared/domain/australia.js';

/** Who a seeded person is, as the audience rules see them. */
export interface PersonFacts {
  type: 'homeowner' | 'tradie' | 'admin';
  /** For tradies; approved unless said. */
  verification: 'pending' | 'approved' | 'rejected';
  consent: boolean;
  banned: boolean;
  state: AuState;
  /** A tradie's trades. */
  trades: string[];
}

export interface BulkEmailStoreSubject {
  store: BulkEmailStore;
  /**
   * Someone bulk email may reach (an account and a news preference on the real side). The
   * audience is everyone stored: each case starts with nobody else consenting.
   */
  person: (facts?: Partial<PersonFacts>) => Promise<Recipient>;
  /** Changes a person's consent after a snapshot (an unsubscribe). */
  setConsent: (userId: string, consent: boolean) => Promise<void>;
  ban: (userId: string) => Promise<void>;
}

const EVERYONE: Audience = { group: 'everyone', states: [], trades: [] };
const draft = { subject: 'Winter offer', bodyMarkdown: 'Half price **leads**' };
let tick = 0;
/** Campaign times, later in each call (`latest` orders by them). */
const nextAt = () => new Date(Date.UTC(2031, 0, 1) + ++tick * 1000);

/**
 * What bulk email relies on in its store: the audience rules (consent first), a snapshot in
 * numbered batches, each recipient claimed once, failures counted, cancel and finish. Locks
 * between workers and the shared transaction are the real adapter's (its medium test).
 */
export function bulkEmailStoreContract(name: string, make: () => Promise<BulkEmailStoreSubject>) {
  describe(`BulkEmailStore contract: ${name}`, () => {
    let s: BulkEmailStoreSubject;
    let store: BulkEmailStore;
    beforeEach(async () => {
      s = await make();
      store = s.store;
    });

    /** A campaign to everyone who consents, from a new admin. */
    async function campaign(batchSize: number, audience = EVERYONE) {
      const admin = await s.person({ type: 'admin' });
      const at = nextAt();
      const created = await store.create({
        draft,
        audience,
        createdBy: admin.userId,
        batchSize,
        at,
      });
      return { ...created, admin: admin.userId, at };
    }

    it('reaches the consenting, never banned users or admins, by group, state and trade', async () => {
      await s.person({ type: 'homeowner', state: 'NSW' });
      await s.person({ type: 'homeowner', state: 'VIC' });
      await s.person({ type: 'homeowner', state: 'NSW', consent: false });
      await s.person({ type: 'homeowner', state: 'NSW', banned: true });
      await s.person({ type: 'admin', state: 'NSW' });
      await s.person({ type: 'tradie', state: 'NSW', trades: ['plumbing'] });
      await s.person({
        type: 'tradie',
        state: 'VIC',
        trades: ['electrical'],
        verification: 'pending',
      });
      await s.person({
        type: 'tradie',
        state: 'QLD',
        trades: ['plumbing'],
        verification: 'rejected',
      });
      const count = (over: Partial<Audience>) => store.countAudience({ ...EVERYONE, ...over });
      expect(await count({})).toBe(5);
      expect(await count({ group: 'homeowners' })).toBe(2);
      expect(await count({ group: 'tradies' })).toBe(1);
      expect(await count({ group: 'pending_tradies' })).toBe(1);
      expect(await count({ states: ['VIC'] })).toBe(2);
      expect(await count({ trades: ['plumbing'] })).toBe(2);
      expect(await count({ group: 'tradies', trades: ['electrical'] })).toBe(0);
      expect(await count({ states: ['TAS'] })).toBe(0);
    });

    it('snapshots the audience in numbered batches, each recipient once', async () => {
      const people: Recipient[] = [];
      for (let i = 0; i < 5; i += 1) people.push(await s.person());
      await s.person({ consent: false });
      const { email, batches, admin, at } = await campaign(2);
      expect(batches).toBe(3);
      expect(email).toEqual({
        id: expect.any(String),
        subject: draft.subject,
        bodyMarkdown: draft.bodyMarkdown,
        audience: EVERYONE,
        status: 'sending',
        total: 5,
        createdBy: admin,
        createdAt: at,
        finishedAt: null,
      });
      expect(await store.find(email.id)).toEqual(email);
      const inBatch = await Promise.all([0, 1, 2, 3].map((b) => store.pendingInBatch(email.id, b)));
      expect(inBatch.map((b) => b.length)).toEqual([2, 2, 1, 0]);
      const byId = (a: Recipient, b: Recipient) => a.userId.localeCompare(b.userId);
      expect(inBatch.flat().sort(byId)).toEqual([...people].sort(byId));
      expect(await store.progress(email.id)).toEqual({
        sent: 0,
        failed: 0,
        skipped: 0,
        pending: 5,
      });
      expect(await store.find(randomUUID())).toBeNull();
    });

    it('records an audience nobody is in as an empty campaign with no batches', async () => {
      await s.person({ state: 'NSW' });
      const { email, batches } = await campaign(2, { ...EVERYONE, states: ['TAS'] });
      expect([email.total, batches]).toEqual([0, 0]);
      expect((await store.unfinished()).map((c) => c.id)).not.toContain(email.id);
    });

    it('claims each recipient once: send with consent, skip once withdrawn or banned', async () => {
      const [a, b, c] = [await s.person(), await s.person(), await s.person()];
      const { email } = await campaign(10);
      await s.setConsent(b.userId, false);
      await s.ban(c.userId);
      const now = nextAt();
      expect(await store.claim(email.id, a.userId, now)).toBe('send');
      expect(await store.claim(email.id, a.userId, now)).toBe('none');
      expect(await store.claim(email.id, b.userId, now)).toBe('skip');
      expect(await store.claim(email.id, c.userId, now)).toBe('skip');
      expect(await store.claim(email.id, randomUUID(), now)).toBe('none');
      expect(await store.pendingInBatch(email.id, 0)).toEqual([]);
      expect(await store.progress(email.id)).toEqual({
        sent: 1,
        failed: 0,
        skipped: 2,
        pending: 0,
      });
      await store.finishIfComplete(email.id, now);
      expect(await store.find(email.id)).toMatchObject({ status: 'done', finishedAt: now });
      expect((await store.unfinished()).map((u) => u.id)).not.toContain(email.id);
    });

    it('stays unfinished while anyone is pending, listing the batches left', async () => {
      await s.person();
      await s.person();
      const { email } = await campaign(1);
      const [first] = await store.pendingInBatch(email.id, 0);
      await store.claim(email.id, first.userId, nextAt());
      await store.finishIfComplete(email.id, nextAt());
      expect((await store.find(email.id))?.status).toBe('sending');
      const mine = (await store.unfinished()).filter((u) => u.id === email.id);
      expect(mine).toEqual([{ id: email.id, batches: [1] }]);
    });

    it('cancels a sending campaign once; its recipients stay pending and cannot be claimed', async () => {
      const person = await s.person();
      const { email } = await campaign(10);
      const at = nextAt();
      expect(await store.cancel(email.id, at)).toBe(true);
      expect(await store.cancel(email.id, nextAt())).toBe(false);
      expect(await store.cancel(randomUUID(), nextAt())).toBe(false);
      expect(await store.find(email.id)).toMatchObject({ status: 'cancelled', finishedAt: at });
      expect(await store.claim(email.id, person.userId, nextAt())).toBe('none');
      await store.finishIfComplete(email.id, nextAt());
      expect((await store.find(email.id))?.status).toBe('cancelled');
      expect((await store.progress(email.id)).pending).toBe(1);
      expect((await store.unfinished()).map((u) => u.id)).not.toContain(email.id);
    });

    it('counts failed attempts, marking the recipient failed at the last one', async () => {
      const person = await s.person();
      const { email } = await campaign(10);
      expect(await store.recordFailure(email.id, person.userId, 'mailbox full', 2)).toBe(false);
      expect(await store.progress(email.id)).toMatchObject({ failed: 0, pending: 1 });
      expect(await store.recordFailure(email.id, person.userId, 'mailbox full', 2)).toBe(true);
      expect(await store.progress(email.id)).toMatchObject({ failed: 1, pending: 0 });
      expect(await store.claim(email.id, person.userId, nextAt())).toBe('none');
    });

    it('lists the latest campaigns newest first', async () => {
      await s.person();
      const older = await campaign(10);
      const newer = await campaign(10);
      expect((await store.latest(2)).map((e) => e.id)).toEqual([newer.email.id, older.email.id]);
      expect(await store.latest(1)).toEqual([newer.email]);
    });
  });
}

export interface BulkEmailQueueSubject {
  queue: BulkEmailQueue;
  /**
   * Lets the due jobs reach the started worker until `done` holds: the fake hands them over
   * now, the real queue's workers are waited for.
   */
  until: (done: () => boolean) => Promise<void>;
}

/** The durable queue as bulk email uses it: batches reach the worker, failures come again. */
export function bulkEmailQueueContract(name: string, make: () => Promise<BulkEmailQueueSubject>) {
  describe(`BulkEmailQueue contract: ${name}`, () => {
    let s: BulkEmailQueueSubject;
    beforeEach(async () => {
      s = await make();
    });
    afterEach(() => s.queue.stop());

    it('hands each enqueued batch to the worker, a failed one again, a delayed one not yet', async () => {
      const id = randomUUID();
      const seen: BatchJob[] = [];
      let failOnce = true;
      await s.queue.start(async (job) => {
        if (job.bulkEmailId !== id) return;
        seen.push(job);
        if (job.batchNo === 1 && failOnce) {
          failOnce = false;
          throw new Error('1 recipient(s) of batch 1 failed; retrying');
        }
      });
      await s.queue.enqueue([{ bulkEmailId: id, batchNo: 2 }], 3600);
      await s.queue.enqueue([
        { bulkEmailId: id, batchNo: 0 },
        { bulkEmailId: id, batchNo: 1 },
      ]);
      await s.until(() => seen.length >= 3);
      expect(seen.map((j) => j.batchNo).sort()).toEqual([0, 1, 1]);
      expect(seen.every((j) => j.bulkEmailId === id)).toBe(true);
    });
  });
}

/** What unsubscribe tokens need of the signer. */
export function messageSignerContract(name: string, make: () => MessageSigner) {
  describe(`MessageSigner contract: ${name}`, () => {
    it('verifies its own signature, the same every time, for that message only', () => {
      const signer = make();
      const signature = signer.sign('unsubscribe:abc.123');
      expect(signer.sign('unsubscribe:abc.123')).toBe(signature);
      expect(signer.verify('unsubscribe:abc.123', signature)).toBe(true);
      expect(signer.verify('unsubscribe:abc.124', signature)).toBe(false);
      expect(signer.verify('unsubscribe:abc.123', `${signature}x`)).toBe(false);
      expect(signer.verify('unsubscribe:abc.123', signature.slice(1))).toBe(false);
      expect(signer.verify('unsubscribe:abc.123', '')).toBe(false);
    });

    it('signs with URL-safe characters and no dot (the token’s separator)', () => {
      const signature = make().sign(`unsubscribe:${randomUUID()}.1893456000`);
      expect(signature).toMatch(/^[A-Za-z0-9_-]+$/);
    });
  });
}
