import { PgBossQueue, type PgBossQueueOptions } from '#shared/infra/pg-boss-queue.js';
import { type BatchJob, BulkEmailQueue } from '../domain/ports.js';

/**
 * The bulk-email queue on pg-boss: one job per batch. A batch still running at shutdown
 * expires and is retried; its recipients are claimed one by one, so sent only once.
 */
export class PgBossBulkEmailQueue extends BulkEmailQueue {
  private readonly queue: PgBossQueue<BatchJob>;

  constructor(options: Omit<PgBossQueueOptions, 'queue'>) {
    super();
    this.queue = new PgBossQueue({
      applicationName: 'tradiehub-bulk-email',
      ...options,
      queue: 'bulk-email-batch',
    });
  }

  start(handler: (job: BatchJob) => Promise<void>): Promise<void> {
    return this.queue.start(handler);
  }

  enqueue(jobs: BatchJob[], startAfterSeconds = 0): Promise<void> {
    return this.queue.enqueue(jobs, startAfterSeconds);
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }
}
