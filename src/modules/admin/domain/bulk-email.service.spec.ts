import { randomUUID } from 'node:crypto';
import {
  type BulkPerson,
  FlakyMailer,
  MemoryBulkEmails,
  PlainSigner,
  RecordingBulkEmailQueue,
} from '#test/fakes/admin-bulk-email.fakes.js';
import {
  MemoryNewsPreferences,
  RecordingAuditLog,
  SwitchableMaintenance,
} from '#test/fakes/admin.fakes.js';
import { RollbackUnitOfWork } from '#test/fakes/unit-of-work.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import type { Audience } from './audience.js';
import { BulkEmailService } from './bulk-email.service.js';
import { UnsubscribeTokens } from './unsubscribe-token.js';

/** A homeowner in NSW who agreed to news unless `consent` is false. */
const person = (name: string, consent = true): BulkPerson => ({
  userId: randomUUID(),
  email: `${name}@example.com`,
  firstName: name,
  type: 'homeowner',
  verification: null,
  banned: false,
  state: 'NSW',
  trades: [],
  consent,
});
const draft = { subject: 'Winter offer', bodyMarkdown: 'Half price leads' };
const audience: Audience = { group: 'everyone', states: [], trades: [] };

function setup(
  people: BulkPerson[],
  settings: { batchSize?: number; ratePerSecond?: number } = {},
) {
  const store = new MemoryBulkEmails(people);
  const queue = new RecordingBulkEmailQueue();
  const preferences = new MemoryNewsPreferences();
  const clock = new FixedClock(new Date('2026-06-01T09:00:00Z'));
  const tokens = new UnsubscribeTokens(new PlainSigner(), clock);
  const mailer = new FlakyMailer();
  const audit = new RecordingAuditLog();
  const maintenance = new SwitchableMaintenance();
  const sleeps: number[] = [];
  const service = new BulkEmailService(
    store,
    queue,
    preferences,
    tokens,
    mailer,
    audit,
    new RollbackUnitOfWork(store),
    clock,
    maintenance,
    {
      batchSize: settings.batchSize ?? 2,
      ratePerSecond: settings.ratePerSecond ?? 1_000_000,
      maxAttempts: 2,
      sender: { name: 'Tradiehub', address: 'Sydney NSW', appUrl: 'https://tradiehub.example' },
    },
    async (ms) => {
      sleeps.push(ms);
    },
  );
  return { service, store, queue, preferences, tokens, mailer, audit, maintenance, sleeps };
}

describe('BulkEmailService', () => {
  it('previews how many the audience reaches', async () => {
    const { service } = setup([person('a'), person('b', false)]);
    expect(await service.preview(audience)).toBe(1);
  });

  it('sends a test to the admin only, marked as a test, recording no campaign', async () => {
    const { service, mailer, store } = setup([person('a')]);
    await service.sendTest(
      { id: randomUUID(), email: 'admin@example.com', firstName: 'Ada' },
      draft,
    );
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['admin@example.com', '[Test] Winter offer'],
    ]);
    expect(store.rows.size).toBe(0);
  });

  it('starts a campaign: audited, its batches queued on a worker started once', async () => {
    const { service, queue, audit } = setup([person('a'), person('b'), person('c')]);
    const email = await service.start('admin-1', draft, audience);
    await service.start('admin-1', draft, audience);
    expect(email).toMatchObject({ status: 'sending', total: 3 });
    expect(queue.starts).toBe(1);
    expect(queue.queued.slice(0, 2).map((q) => q.job)).toEqual([
      { bulkEmailId: email.id, batchNo: 0 },
      { bulkEmailId: email.id, batchNo: 1 },
    ]);
    expect(audit.entries[0]).toMatchObject({
      actorId: 'admin-1',
      action: 'bulk_email.send',
      targetId: email.id,
      details: { subject: 'Winter offer', recipients: 3 },
    });
  });

  it('refuses an audience nobody in it agreed to (BULKMAIL.NO_RECIPIENTS), recording nothing', async () => {
    const { service, store, audit, queue } = setup([person('a', false)]);
    await expect(service.start('admin-1', draft, audience)).rejects.toMatchObject({
      code: 'BULKMAIL.NO_RECIPIENTS',
    });
    expect(store.rows.size).toBe(0);
    expect(audit.entries).toEqual([]);
    expect(queue.queued).toEqual([]);
  });

  it('mails each recipient of a batch once with an unsubscribe link, and finishes', async () => {
    const { service, mailer, tokens } = setup([person('a'), person('b')]);
    const email = await service.start('admin-1', draft, audience);
    await service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    await service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    const token = /unsubscribe\?token=([^\s&]+)/.exec(mailer.sent[0].text)?.[1];
    expect(tokens.verify(decodeURIComponent(token!))).toBeDefined();
    expect(await service.status(email.id)).toMatchObject({
      email: { status: 'done' },
      progress: { sent: 2, pending: 0 },
    });
  });

  it('skips a recipient who withdrew consent after the snapshot', async () => {
    const people = [person('a'), person('b')];
    const { service, mailer } = setup(people);
    const email = await service.start('admin-1', draft, audience);
    people[1].consent = false;
    await service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['a@example.com']);
    expect((await service.status(email.id)).progress).toMatchObject({ sent: 1, skipped: 1 });
  });

  it('throws so the queue retries a failed recipient, then marks them failed after the last attempt', async () => {
    const { service, mailer } = setup([person('a'), person('b')]);
    mailer.failing.add('b@example.com');
    const email = await service.start('admin-1', draft, audience);
    const job = { bulkEmailId: email.id, batchNo: 0 };
    await expect(service.processBatch(job)).rejects.toThrow('1 recipient(s) of batch 0 failed');
    expect((await service.status(email.id)).progress).toMatchObject({ sent: 1, pending: 1 });
    await expect(service.processBatch(job)).resolves.toBeUndefined();
    expect(mailer.sent.map((m) => m.to)).toEqual(['a@example.com']);
    expect(await service.status(email.id)).toMatchObject({
      email: { status: 'done' },
      progress: { sent: 1, failed: 1, pending: 0 },
    });
  });

  it('puts a batch off while the site is in maintenance, mailing nobody', async () => {
    const { service, mailer, maintenance, queue } = setup([person('a')]);
    const email = await service.start('admin-1', draft, audience);
    await maintenance.switch(true);
    await service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    expect(mailer.sent).toEqual([]);
    expect(queue.queued.at(-1)).toEqual({ job: { bulkEmailId: email.id, batchNo: 0 }, after: 30 });
  });

  it('cancels a sending campaign (audited); later batches mail nobody', async () => {
    const { service, mailer, audit } = setup([person('a'), person('b'), person('c')]);
    const email = await service.start('admin-1', draft, audience);
    await service.cancel('admin-2', email.id);
    await service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    expect(mailer.sent).toEqual([]);
    expect(audit.entries.at(-1)).toMatchObject({ actorId: 'admin-2', action: 'bulk_email.cancel' });
    expect((await service.status(email.id)).progress.pending).toBe(3);
  });

  it('refuses to cancel an unknown campaign (BULKMAIL.NOT_FOUND) or a finished one (BULKMAIL.FINISHED)', async () => {
    const { service } = setup([person('a')]);
    await expect(service.cancel('admin-1', randomUUID())).rejects.toMatchObject({
      code: 'BULKMAIL.NOT_FOUND',
    });
    await expect(service.status(randomUUID())).rejects.toMatchObject({
      code: 'BULKMAIL.NOT_FOUND',
    });
    const email = await service.start('admin-1', draft, audience);
    await service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    await expect(service.cancel('admin-1', email.id)).rejects.toMatchObject({
      code: 'BULKMAIL.FINISHED',
      message: 'This bulk email is already done',
    });
  });

  it('unsubscribes the token’s user without a session; a forged token is refused', async () => {
    const { service, tokens, preferences } = setup([]);
    const userId = randomUUID();
    await preferences.set(userId, true);
    await service.unsubscribe(tokens.issue(userId));
    expect(await preferences.isSubscribed(userId)).toBe(false);
    await expect(service.unsubscribe(`${userId}.99999999999.forged`)).rejects.toMatchObject({
      code: 'UNSUBSCRIBE.INVALID_TOKEN',
    });
  });

  it('paces messages by the rate (through the injected wait)', async () => {
    const { service, sleeps } = setup([person('a'), person('b')], { ratePerSecond: 0.001 });
    const email = await service.start('admin-1', draft, audience);
    await service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(0);
  });

  it('resumes unfinished campaigns after a restart, re-queueing their pending batches', async () => {
    const first = setup([person('a'), person('b'), person('c')]);
    const email = await first.service.start('admin-1', draft, audience);
    await first.service.processBatch({ bulkEmailId: email.id, batchNo: 0 });
    await first.service.stop();
    expect(first.queue.stops).toBe(1);
    const restarted = new BulkEmailService(
      first.store,
      first.queue,
      first.preferences,
      first.tokens,
      first.mailer,
      first.audit,
      new RollbackUnitOfWork(first.store),
      new FixedClock(new Date()),
      first.maintenance,
      {
        batchSize: 2,
        ratePerSecond: 1000,
        maxAttempts: 2,
        sender: { name: 'T', address: 'A', appUrl: 'https://x' },
      },
    );
    first.queue.queued.length = 0;
    await restarted.resumeIfNeeded();
    await restarted.resumeIfNeeded();
    expect(first.queue.starts).toBe(2);
    expect(first.queue.queued.map((q) => q.job)).toEqual([{ bulkEmailId: email.id, batchNo: 1 }]);
  });
});
