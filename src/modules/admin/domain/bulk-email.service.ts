import type { Clock } from '#shared/domain/clock.js';
import type { MaintenanceMode } from '#shared/domain/maintenance.js';
import type { Mailer } from '#shared/domain/mailer.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { AdminErrors } from './admin-errors.js';
import type { Audience } from './audience.js';
import type { AuditLog } from './audit.js';
import {
  type BulkEmail,
  type BulkEmailDraft,
  type BulkEmailProgress,
  composeBulkMessage,
  type SenderIdentity,
} from './bulk-email.js';
import type { BatchJob, BulkEmailQueue, BulkEmailStore, NewsPreferences } from './ports.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

export interface BulkEmailSettings {
  batchSize: number;
  /** Messages per second from one instance. */
  ratePerSecond: number;
  /** Attempts per recipient before they are marked failed (the queue retries with backoff). */
  maxAttempts: number;
  sender: SenderIdentity;
}

/** How long a batch waits when it finds the site in maintenance. */
const MAINTENANCE_RETRY_SECONDS = 30;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Bulk email: preview, test send, send through the durable queue, progress, cancel, and the
 * one-click unsubscribe. Each recipient is claimed and mailed in one transaction, so with the
 * outbox a crash or a second worker never sends anyone twice (with SMTP, a crash between the
 * server's accept and the commit can repeat that one message: SMTP has no transactions).
 */
export class BulkEmailService {
  private worker: Promise<void> | undefined;
  private nextSlot = 0;

  constructor(
    private readonly store: BulkEmailStore,
    private readonly queue: BulkEmailQueue,
    private readonly preferences: NewsPreferences,
    private readonly tokens: UnsubscribeTokens,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly maintenance: MaintenanceMode,
    private readonly settings: BulkEmailSettings,
    private readonly sleep: (ms: number) => Promise<void> = defaultSleep,
  ) {}

  preview(audience: Audience): Promise<number> {
    return this.store.countAudience(audience);
  }

  /** Sends the message to the admin only, marked as a test; not recorded as a campaign. */
  async sendTest(
    admin: { id: string; email: string; firstName: string },
    draft: BulkEmailDraft,
  ): Promise<void> {
    const message = composeBulkMessage(
      { ...draft, subject: `[Test] ${draft.subject}` },
      { userId: admin.id, email: admin.email, firstName: admin.firstName },
      this.settings.sender,
      this.tokens.issue(admin.id),
    );
    await this.mailer.send(message);
  }

  async start(adminId: string, draft: BulkEmailDraft, audience: Audience): Promise<BulkEmail> {
    const { email, batches } = await this.uow.run(async () => {
      const created = await this.store.create({
        draft,
        audience,
        createdBy: adminId,
        batchSize: this.settings.batchSize,
        at: this.clock.now(),
      });
      if (created.email.total === 0) throw AdminErrors.emptyAudience();
      await this.audit.record({
        actorId: adminId,
        action: 'bulk_email.send',
        targetType: 'bulk_email',
        targetId: created.email.id,
        reason: null,
        details: { subject: draft.subject, audience, recipients: created.email.total },
      });
      return created;
    });
    await this.ensureWorker();
    await this.queue.enqueue(
      Array.from({ length: batches }, (_, batchNo) => ({ bulkEmailId: email.id, batchNo })),
    );
    return email;
  }

  async cancel(adminId: string, id: string): Promise<void> {
    await this.uow.run(async () => {
      const email = await this.store.find(id);
      if (!email) throw AdminErrors.bulkEmailNotFound();
      if (!(await this.store.cancel(id, this.clock.now()))) {
        throw AdminErrors.bulkEmailFinished(email.status);
      }
      await this.audit.record({
        actorId: adminId,
        action: 'bulk_email.cancel',
        targetType: 'bulk_email',
        targetId: id,
        reason: null,
      });
    });
  }

  async status(id: string): Promise<{ email: BulkEmail; progress: BulkEmailProgress }> {
    const email = await this.store.find(id);
    if (!email) throw AdminErrors.bulkEmailNotFound();
    return { email, progress: await this.store.progress(id) };
  }

  latest(limit = 20): Promise<BulkEmail[]> {
    return this.store.latest(limit);
  }

  /** Idempotent and sessionless: the signed token names the user. */
  async unsubscribe(token: string): Promise<void> {
    const userId = this.tokens.verify(token);
    await this.preferences.set(userId, false, this.clock.now());
  }

  /** Starts this instance's worker when some campaign is unfinished (boot, and a periodic check). */
  async resumeIfNeeded(): Promise<void> {
    if (this.worker) return;
    if ((await this.store.unfinished()).length > 0) await this.ensureWorker();
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    // A worker still starting would otherwise come up after the stop and outlive the app.
    await worker.catch(() => undefined);
    await this.queue.stop();
  }

  /**
   * Starts the queue worker once, then re-enqueues the pending batches of unfinished campaigns:
   * after a crash their jobs may be stuck as active on a dead instance. A batch enqueued twice
   * is harmless: recipients are claimed one by one.
   */
  private ensureWorker(): Promise<void> {
    this.worker ??= (async () => {
      await this.queue.start((job) => this.processBatch(job));
      for (const campaign of await this.store.unfinished()) {
        await this.queue.enqueue(
          campaign.batches.map((batchNo) => ({ bulkEmailId: campaign.id, batchNo })),
        );
      }
    })().catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }

  /** One batch: claim and mail each pending recipient; failures are retried by the queue. */
  async processBatch(job: BatchJob): Promise<void> {
    const email = await this.store.find(job.bulkEmailId);
    if (!email || email.status !== 'sending') return;
    if (await this.maintenance.isOn()) {
      await this.queue.enqueue([job], MAINTENANCE_RETRY_SECONDS);
      return;
    }
    let failures = 0;
    for (const recipient of await this.store.pendingInBatch(email.id, job.batchNo)) {
      await this.pace();
      try {
        const outcome = await this.uow.run(async () => {
          const claimed = await this.store.claim(email.id, recipient.userId, this.clock.now());
          if (claimed === 'send') {
            await this.mailer.send(
              composeBulkMessage(
                email,
                recipient,
                this.settings.sender,
                this.tokens.issue(recipient.userId),
              ),
            );
          }
          return claimed;
        });
        if (outcome === 'none' && (await this.store.find(email.id))?.status !== 'sending') return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const final = await this.store.recordFailure(
          email.id,
          recipient.userId,
          message.slice(0, 500),
          this.settings.maxAttempts,
        );
        if (!final) failures += 1;
      }
    }
    await this.store.finishIfComplete(email.id, this.clock.now());
    if (failures > 0) {
      // The queue retries the batch with backoff; only the still-pending recipients are tried.
      throw new Error(`${failures} recipient(s) of batch ${job.batchNo} failed; retrying`);
    }
  }

  private async pace(): Promise<void> {
    const interval = 1000 / this.settings.ratePerSecond;
    const now = Date.now();
    const wait = this.nextSlot - now;
    this.nextSlot = Math.max(now, this.nextSlot) + interval;
    if (wait > 0) await this.sleep(wait);
  }
}
