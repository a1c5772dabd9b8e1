/** Work that runs on a clock, once per tick across every instance of the app. */
export interface ScheduledTask {
  /** Unique; names the task's queue (and its dead-letter queue `<name>.dead`). */
  name: string;
  /** Five-field cron expression in Australia/Sydney time. */
  cron: string;
  /** Throws to be retried; after the last retry the tick lands in the dead-letter queue. */
  run: () => Promise<void>;
  /** Retries after a failure; the adapter's default when absent. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time; the adapter's default when absent. */
  retryDelaySeconds?: number;
}

/** The clock for scheduled work. Schedulers register their tasks before the app bootstraps. */
export abstract class Schedules {
  abstract register(task: ScheduledTask): Promise<void>;
}
