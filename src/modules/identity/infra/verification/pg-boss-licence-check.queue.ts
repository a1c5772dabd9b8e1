import { PgBossQueue, type PgBossQueueOptions } from '#shared/infra/pg-boss-queue.js';
import type { LicenceCheckJob } from '#modules/identity/domain/verification/licence-check.js';
import { LicenceCheckQueue } from '#modules/identity/domain/verification/ports.js';

/** Licence checks on pg-boss: one job per check, retried with backoff while a register is away. */
export class PgBossLicenceCheckQueue extends LicenceCheckQueue {
  private readonly queue: PgBossQueue<LicenceCheckJob>;

  constructor(options: Omit<PgBossQueueOptions, 'queue'>) {
    super();
    this.queue = new PgBossQueue({
      applicationName: 'tradiehub-licence-check',
      ...options,
      queue: 'licence-check',
    });
  }

  start(handler: (job: LicenceCheckJob) => Promise<void>): Promise<void> {
    return this.queue.start(handler);
  }

  enqueue(jobs: LicenceCheckJob[]): Promise<void> {
    return this.queue.enqueue(jobs);
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }
}
