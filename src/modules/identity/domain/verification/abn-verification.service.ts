import type { Clock } from '#shared/domain/clock.js';
import type { MaintenanceMode } from '#shared/domain/maintenance.js';
import { type AbnCheck } from './abn-check.js';
import { type BusinessRegistry, RegistryUnavailable } from './business-registry.js';
import type { AbnCheckJob, AbnCheckQueue, AbnCheckStore } from './ports.js';

/** How many waiting checks one resume re-queues. */
const RESUME_BATCH = 500;

/**
 * ABN checks against the business register, off the request path: a check is recorded as
 * waiting in the caller's transaction, then runs on the durable queue, which retries it while
 * the register is unreachable. Sign-up never waits for the register.
 */
export class AbnVerificationService {
  private worker: Promise<void> | undefined;
  /** Set by stop(): a dispatch arriving during shutdown must not start a new worker. */
  private stopped = false;

  constructor(
    private readonly store: AbnCheckStore,
    private readonly queue: AbnCheckQueue,
    private readonly registry: BusinessRegistry,
    private readonly maintenance: MaintenanceMode,
    private readonly clock: Clock,
  ) {}

  /** Call inside the transaction that sets the ABN (sign-up, an ABN change). */
  request(job: AbnCheckJob): Promise<void> {
    return this.store.request(job, this.clock.now());
  }

  /** After the commit: starts this instance's worker and queues the check. */
  async dispatch(job: AbnCheckJob): Promise<void> {
    if (this.stopped) return; // the resumer queues it at the next start
    await this.ensureWorker();
    await this.queue.enqueue([job]);
  }

  /** Re-queues every check still waiting (at start-up and now and then: a lost dispatch). */
  async resume(): Promise<void> {
    if (this.stopped) return;
    const waiting = await this.store.unanswered(RESUME_BATCH);
    if (waiting.length === 0 || this.stopped) return;
    await this.ensureWorker();
    await this.queue.enqueue(waiting);
  }

  checks(tradieIds: readonly string[]): Promise<Map<string, AbnCheck>> {
    return this.store.forTradies(tradieIds);
  }

  /** True when the register here is the real one (then approval waits for its answer). */
  get authoritative(): boolean {
    return this.registry.authoritative;
  }

  /**
   * Runs one check. A failure is counted and thrown, so the queue retries it later; the
   * answer is stored only while the tradie still has that ABN.
   */
  async run(job: AbnCheckJob): Promise<void> {
    if (await this.maintenance.isOn()) throw new RegistryUnavailable('paused for maintenance');
    try {
      const answer = await this.registry.lookup(job.abn);
      await this.store.record(job, answer, this.clock.now());
    } catch (error) {
      await this.store.failed(job, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    await worker.catch(() => undefined);
    await this.queue.stop();
  }

  private ensureWorker(): Promise<void> {
    this.worker ??= this.queue
      .start((job) => this.run(job))
      .catch((error: unknown) => {
        this.worker = undefined;
        throw error;
      });
    return this.worker;
  }
}
