import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { Schedules } from '#shared/domain/schedules.js';
import { LeaderboardService } from '../domain/leaderboard.service.js';

/**
 * The weekly close: every Sunday 00:00 Australia/Sydney (schedules run in that zone, so
 * daylight saving is the library's business), hourly as a catch-up, and once at start-up for
 * a close missed while no server ran. pg-boss sends one job per tick across instances; the
 * unique week key makes any second try (the start-up catch-up on another instance, a retry
 * after a crash mid-close) award nothing. Paused during maintenance: the hourly catch-up
 * closes the week in the first hour after it.
 */
@Injectable()
export class WeeklyCloseScheduler implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('LeaderboardClose');
  /** The start-up catch-up, for tests to wait on. */
  startup: Promise<string[] | undefined> = Promise.resolve(undefined);

  constructor(
    private readonly leaderboard: LeaderboardService,
    private readonly maintenance: MaintenanceMode,
    private readonly schedules: Schedules,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.schedules.register({
      name: 'leaderboard-weekly-close',
      cron: '0 0 * * 0',
      run: async () => void (await this.close()),
    });
    // A safety net: a Sunday tick that fired a moment early, or a close that kept failing.
    await this.schedules.register({
      name: 'leaderboard-close-catch-up',
      cron: '7 * * * *',
      run: async () => void (await this.close()),
    });
  }

  onApplicationBootstrap(): void {
    this.startup = this.tick();
  }

  /** Logs instead of throwing: a failed start-up close is caught up by the hourly tick. */
  async tick(): Promise<string[] | undefined> {
    try {
      return await this.close();
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
      return undefined;
    }
  }

  /** Closes every due week unless in maintenance (undefined then); throws to be retried. */
  private async close(): Promise<string[] | undefined> {
    if (await this.maintenance.isOn()) return undefined;
    return this.runOnce();
  }

  /** Closes every due week; answers the weeks this call closed. */
  async runOnce(): Promise<string[]> {
    const closed = await this.leaderboard.closeDue();
    if (closed.length > 0) this.logger.log(`Closed leaderboard weeks ${closed.join(', ')}`);
    return closed;
  }
}
