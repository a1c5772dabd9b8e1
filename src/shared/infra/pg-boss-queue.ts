import PgBoss from 'pg-boss';
export interface PgBossQueueOptions {
  /** The pg-boss queue's name. */
  queue: string;
  connectionString: string;
  /** A job still active after this long is taken as lost (a crashed instance) and retried. */
  expireInSeconds: number;
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (backoff). */
  retryDelay: number;
  pollingIntervalSeconds: number;
  /** How often pg-boss's supervisor expires lost jobs. */
  maintenanceIntervalSeconds: number;
  /** Jobs one instance works on at once. */
  concurrency: number;
  applicationName?: string;
  onError: (error: Error) => void;
}

/**
 * A durable job queue on pg-boss (its own `pgboss` schema, created on first start).
 *
 * pg-boss stores, retries (with backoff) and expires the jobs; the fetch loops are ours.
 * pg-boss's own `work()` loops outlive `stop()` (it polls for their end in the background),
 * so a stopped queue could still be fetching while its pool closes. Ours are awaited.
 */
export class PgBossQueue<T extends object> {
  private boss: PgBoss | undefined;
  private loops: Promise<void>[] = [];
  private stopping: AbortController | undefined;

  constructor(private readonly options: PgBossQueueOptions) {}

  async start(handler: (job: T) => Promise<void>): Promise<void> {
    if (this.boss) return;
    const o = this.options;
    const boss = new PgBoss({
      connectionString: o.connectionString,
      // A connection per loop and two for pg-boss's own work.
      max: o.concurrency + 2,
      schedule: false,
      maintenanceIntervalSeconds: o.maintenanceIntervalSeconds,
      application_name: o.applicationName ?? `tradiehub-${o.queue}`,
    });
    boss.on('error', o.onError);
    try {
      await boss.start();
      await boss.createQueue(o.queue, {
        name: o.queue,
        retryLimit: o.retryLimit,
        retryDelay: o.retryDelay,
        retryBackoff: true,
        expireInSeconds: o.expireInSeconds,
      });
    } catch (error) {
      // A failed start (two queues creating pg-boss's schema at once) must not leave its
      // supervisor's timers and pool behind: they keep the process alive.
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      throw error;
    }
    this.boss = boss;
    const stopping = new AbortController();
    this.stopping = stopping;
    this.loops = Array.from({ length: o.concurrency }, () =>
      this.work(boss, handler, stopping.signal),
    );
  }

  private work(boss: PgBoss, handler: (job: T) => Promise<void>, stop: AbortSignal) {
    const o = this.options;
    return fetchLoop(boss, o.queue, (job: PgBoss.Job<T>) => handler(job.data), {
      stop,
      pollingIntervalSeconds: o.pollingIntervalSeconds,
      onError: o.onError,
    });
  }

  async enqueue(jobs: T[], startAfterSeconds = 0): Promise<void> {
    if (!this.boss) throw new Error(`The ${this.options.queue} queue is not started`);
    if (jobs.length === 0) return;
    const startAfter =
      startAfterSeconds > 0 ? new Date(Date.now() + startAfterSeconds * 1000) : undefined;
    await this.boss.insert(jobs.map((data) => ({ name: this.options.queue, data, startAfter })));
  }

  /**
   * Stops fetching and waits (up to 10 s) for the jobs in hand. A job still running after
   * that is left to pg-boss: it expires and is retried.
   */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    const loops = this.loops;
    this.loops = [];
    await stopLoops(boss, this.stopping, loops);
  }
}

/**
 * Aborts the fetch loops, waits (up to 10 s) for the jobs in hand, then stops pg-boss. A job
 * still running after that is left to pg-boss: it expires and is retried.
 */
export async function stopLoops(
  boss: PgBoss,
  stopping: AbortController | undefined,
  loops: Promise<void>[],
): Promise<void> {
  stopping?.abort();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(loops), new Promise((r) => (timer = setTimeout(r, 10_000)))]);
  clearTimeout(timer);
  await boss.stop({ graceful: false, wait: true });
}

/**
 * Fetches one job of `queue` at a time until `stop` aborts, completing it when `handler`
 * resolves and failing it (pg-boss retries or dead-letters it) when it throws; sleeps a
 * polling interval when none is due. Awaitable, unlike pg-boss's `work()`.
 */
export async function fetchLoop<T extends object>(
  boss: PgBoss,
  queue: string,
  handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  options: {
    stop: AbortSignal;
    pollingIntervalSeconds: number;
    onError: (error: Error) => void;
  },
): Promise<void> {
  const { stop } = options;
  while (!stop.aborted) {
    let jobs: PgBoss.JobWithMetadata<T>[] = [];
    try {
      jobs = await boss.fetch<T>(queue, { batchSize: 1, includeMetadata: true });
      for (const job of jobs) {
        try {
          await handler(job);
        } catch (error) {
          await boss.fail(queue, job.id, { message: messageOf(error) });
          continue;
        }
        await boss.complete(queue, job.id);
      }
    } catch (error) {
      // The database is away (or the pool closing): say so and poll again later.
      if (!stop.aborted) options.onError(error instanceof Error ? error : new Error(String(error)));
    }
    if (jobs.length === 0) await sleep(options.pollingIntervalSeconds * 1000, stop);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
