import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import parser from 'cron-parser';
import PgBoss from 'pg-boss';
import { type ScheduledTask, Schedules } from '../domain/schedules.js';
import { fetchLoop, sleep, stopLoops } from './pg-boss-queue.js';
import { lastFireInMinuteTo, SCHEDULE_ZONE } from './schedule-clock.js';

export interface PgBossSchedulesOptions {
  connectionString: string;
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (backoff). */
  retryDelaySeconds: number;
  /** A tick still running after this long is taken as lost (a crashed instance) and retried. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /** How often each instance looks for a due tick; under 60 so no minute is missed. */
  clockIntervalSeconds: number;
  onError: (error: Error) => void;
  /** A tick failed; `deadLettered` when it was its last try and it now waits in `<name>-dead`. */
  onFailure: (task: string, error: unknown, deadLettered: boolean) => void;
}

/**
 * Scheduled work on pg-boss: each task is a queue (policy `singleton`: one tick runs at a
 * time across instances) with retries and a dead-letter queue, plus a pg-boss schedule row
 * (`pgboss.schedule`) that records its cron. Every instance's clock loop sends a due tick
 * as a job whose id is derived from (task, tick), so pg-boss keeps one job per tick however
 * many instances send it. pg-boss's own clock (`schedule: true`) is off: it consumes through `work()`, whose loops
 * outlive `stop()` (see `pg-boss-queue.ts`); our loops are awaited on shutdown.
 */
export class PgBossSchedules extends Schedules implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly tasks = new Map<string, ScheduledTask>();
  private boss: PgBoss | undefined;
  private stopping: AbortController | undefined;
  private loops: Promise<void>[] = [];

  constructor(private readonly options: PgBossSchedulesOptions) {
    super();
  }

  async register(task: ScheduledTask): Promise<void> {
    if (this.tasks.has(task.name))
      throw new Error(`A task named ${task.name} is already scheduled`);
    parser.parseExpression(task.cron, { tz: SCHEDULE_ZONE }); // a typo fails at start-up
    this.tasks.set(task.name, task);
    if (this.boss && this.stopping) await this.setUp(this.boss, task, this.stopping.signal);
  }

  /** Every scheduler has registered its tasks by now (they do so in `onModuleInit`). */
  onApplicationBootstrap(): Promise<void> {
    return this.start();
  }

  /** Before the database closes: a task in hand may still need it. */
  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const o = this.options;
    const boss = new PgBoss({
      connectionString: o.connectionString,
      // The fetch loops share it: each holds a connection only for one short query.
      max: 3,
      schedule: false,
      maintenanceIntervalSeconds: 60,
      application_name: 'tradiehub-schedules',
    });
    boss.on('error', o.onError);
    await boss.start();
    const stopping = new AbortController();
    this.boss = boss;
    this.stopping = stopping;
    for (const task of this.tasks.values()) await this.setUp(boss, task, stopping.signal);
    this.loops.push(this.clock(stopping.signal));
  }

  private async setUp(boss: PgBoss, task: ScheduledTask, stop: AbortSignal): Promise<void> {
    const o = this.options;
    const dead = `${task.name}-dead`;
    const queue: PgBoss.Queue = {
      name: task.name,
      policy: 'singleton',
      retryLimit: task.retryLimit ?? o.retryLimit,
      retryDelay: task.retryDelaySeconds ?? o.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: o.expireInSeconds,
      deadLetter: dead,
    };
    await boss.createQueue(dead, { name: dead });
    await boss.createQueue(task.name, queue);
    // A queue a previous release created keeps its row: bring its settings up to date.
    await boss.updateQueue(task.name, queue);
    await boss.schedule(task.name, task.cron, {}, { tz: SCHEDULE_ZONE });
    this.loops.push(
      fetchLoop<object>(
        boss,
        task.name,
        async (job) => {
          try {
            await task.run();
          } catch (error) {
            o.onFailure(task.name, error, job.retryCount >= job.retryLimit);
            throw error;
          }
        },
        { stop, pollingIntervalSeconds: o.pollingIntervalSeconds, onError: o.onError },
      ),
    );
  }

  private async clock(stop: AbortSignal): Promise<void> {
    while (!stop.aborted) {
      try {
        await this.tick();
      } catch (error) {
        if (!stop.aborted) this.options.onError(error as Error);
      }
      await sleep(this.options.clockIntervalSeconds * 1000, stop);
    }
  }

  /**
   * Sends each task whose cron fired in the minute before `at` (the database's time by
   * default, so instances with skewed clocks agree); answers the tasks sent or already sent.
   */
  async tick(at?: Date): Promise<string[]> {
    const boss = this.boss;
    if (!boss) return [];
    const now = at ?? (await databaseNow(boss));
    const due = [...this.tasks.values()].flatMap((task) => {
      const tick = lastFireInMinuteTo(task.cron, now);
      return tick ? [{ task, tick }] : [];
    });
    // The job's id comes from the task and the tick: a second instance sending the same tick
    // hits the same primary key and pg-boss inserts nothing.
    await Promise.all(
      due.map(({ task, tick }) =>
        boss.send(task.name, { tick: tick.toISOString() }, { id: tickId(task.name, tick) }),
      ),
    );
    return due.map(({ task }) => task.name);
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    const loops = this.loops;
    this.loops = [];
    await stopLoops(boss, this.stopping, loops);
  }
}

/** A UUID (v5 layout, SHA-1) naming one tick of one task. */
function tickId(task: string, tick: Date): string {
  const hex = createHash('sha1').update(`${task}@${tick.toISOString()}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function databaseNow(boss: PgBoss): Promise<Date> {
  const { rows } = await boss.getDb().executeSql('SELECT now() AS now', []);
  return new Date((rows[0] as { now: Date }).now);
}
