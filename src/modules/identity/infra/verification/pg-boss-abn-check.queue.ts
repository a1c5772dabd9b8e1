import { PgBossQueue, type PgBossQueueOptions } from '#shared/infra/pg-boss-queue.js';
import { type AbnCheckJob, AbnCheckQueue } from '#modules/identity/domain/verification/ports.js';

/** ABN checks on pg-boss: one job per check, retried with backoff while the register is away. */
export class PgBossAbnCheckQueue extends AbnCheckQueue {
  private readonly queue: PgBossQueue<AbnCheckJob>;

  constructor(options: Omit<PgBossQueueOptions, 'queue'>) {
    super();
    this.queue = new PgBossQueue({
      applicationName: 'tradiehub-abn-check',
      ...options,
      queue: 'abn-check',
    });
  }

  start(handler: (job: AbnCheckJob) => Promise<void>): Promise<void> {
    return this.queue.start(handler);
  }

  enqueue(jobs: AbnCheckJob[]): Promise<void> {
    return this.queue.enqueue(jobs);
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }
}
