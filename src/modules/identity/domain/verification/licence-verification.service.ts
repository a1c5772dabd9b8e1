import type { AuState } from '#shared/domain/australia.js';
import type { Clock } from '#shared/domain/clock.js';
import type { MaintenanceMode } from '#shared/domain/maintenance.js';
import { RegistryUnavailable } from './business-registry.js';
import {
  type LicenceCheck,
  type LicenceCheckJob,
  type ListingInput,
  listingOf,
} from './licence-check.js';
import type { LicenceRegistry } from './licence-registry.js';
import type { LicenceCheckQueue, LicenceCheckStore } from './ports.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';

const RESUME_BATCH = 500;

/**
 * Licence checks against each state's register, off the request path (as the ABN check): the
 * check is recorded as waiting in the caller's transaction and runs on the durable queue,
 * retried while the register is unreachable. Each answer (and each change of the tradie's
 * trades or licence) re-applies the listing rule, stored for every reader: the lead feed, lead
 * purchase, new-lead alerts and Find a Tradie.
 */
export class LicenceVerificationService {
  private worker: Promise<void> | undefined;
  private stopped = false;
  private readonly registries: Map<AuState, LicenceRegistry>;

  constructor(
    private readonly store: LicenceCheckStore,
    private readonly queue: LicenceCheckQueue,
    registries: readonly LicenceRegistry[],
    private readonly maintenance: MaintenanceMode,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {
    this.registries = new Map(registries.map((registry) => [registry.state, registry]));
  }

  /** True when the state's licences are checked against a register (not by hand). */
  hasRegister(state: AuState): boolean {
    return this.registries.has(state);
  }

  /**
   * Call inside the transaction that sets or approves the licences. Each licence with a
   * register is marked as waiting (`dispatchFor` after the commit). Without one, an admin's
   * approval is the check (`approved`); a sign-up waits for that. Checks of licences the
   * tradie no longer holds are dropped.
   */
  async request(tradieId: string, approved: boolean): Promise<void> {
    const input = await this.store.listingInput(tradieId);
    if (!input) return;
    const jobs = licenceJobs(tradieId, input);
    await this.store.retain(
      tradieId,
      jobs.map((job) => ({ licenceNumber: job.licenceNumber, licenceState: job.state })),
    );
    const now = this.clock.now();
    for (const job of jobs) {
      if (this.hasRegister(job.state)) {
        await this.store.request(job, now);
      } else if (approved) {
        await this.store.request(job, now);
        await this.store.record(job, { kind: 'by_admin', covers: input.categories }, now);
      }
    }
    await this.relist(tradieId);
  }

  /** After the commit: queues a check of each of the tradie's licences that has a register. */
  async dispatchFor(tradieId: string): Promise<void> {
    if (this.stopped) return; // the resumer queues it at the next start
    const input = await this.store.listingInput(tradieId);
    const jobs = input
      ? licenceJobs(tradieId, input).filter((job) => this.hasRegister(job.state))
      : [];
    if (jobs.length === 0) return;
    // Once more on a failed start: the ABN queue may be creating pg-boss's schema right then.
    await this.ensureWorker().catch(() => this.ensureWorker());
    await this.queue.enqueue(jobs);
  }

  /**
   * Re-queues every check still waiting (a lost dispatch, a crash), and asks about tradies
   * approved before licence checks existed (their approval stands where there is no register).
   */
  async resume(): Promise<void> {
    if (this.stopped) return;
    for (const tradieId of await this.store.approvedUnchecked(RESUME_BATCH)) {
      await this.request(tradieId, true);
    }
    const waiting = await this.store.unanswered(RESUME_BATCH);
    if (waiting.length === 0 || this.stopped) return;
    await this.ensureWorker();
    await this.queue.enqueue(waiting);
  }

  /**
   * Re-applies the listing rule (after the tradie's trades or licence changed). A tradie never
   * checked (approved before licence checks) keeps the trades entered until `resume` asks.
   */
  async relist(tradieId: string): Promise<void> {
    // One relist of a tradie at a time (the profile row locked until the listing is written):
    // two answers relisting at once would each read the checks without the other's answer,
    // and the later write would drop the trades of the answer it did not see.
    await this.unitOfWork.run(async () => {
      const input = await this.store.listingInput(tradieId, { lock: true });
      const checks = (await this.store.forTradies([tradieId])).get(tradieId);
      if (!input || !checks) return;
      await this.store.setListed(tradieId, listingOf(input, checks));
    });
  }

  checks(tradieIds: readonly string[]): Promise<Map<string, LicenceCheck[]>> {
    return this.store.forTradies(tradieIds);
  }

  listed(tradieIds: readonly string[]): Promise<Map<string, string[]>> {
    return this.store.listed(tradieIds);
  }

  /** Runs one check; a failure is counted and thrown, so the queue retries it later. */
  async run(job: LicenceCheckJob): Promise<void> {
    if (await this.maintenance.isOn()) throw new RegistryUnavailable('paused for maintenance');
    const registry = this.registries.get(job.state);
    if (!registry) return; // the register was unconfigured since: the admin checks by hand
    try {
      const answer = await registry.lookup(job.licenceNumber);
      // The answer and the listing it decides commit together: no reader sees one without the
      // other. The tradie's row is locked first, as approval does, so the two never deadlock.
      await this.unitOfWork.run(async () => {
        await this.store.listingInput(job.tradieId, { lock: true });
        if (await this.store.record(job, answer, this.clock.now())) await this.relist(job.tradieId);
      });
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
    // Wait for a start in flight, so the pg-boss it made is stopped too.
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

/** One check per licence the tradie holds, the main one first. */
function licenceJobs(tradieId: string, input: ListingInput): LicenceCheckJob[] {
  return [input, ...input.otherLicences].map((licence) => ({
    tradieId,
    licenceNumber: licence.licenceNumber,
    state: licence.licenceState,
  }));
}
