import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { withAdvisoryLock } from '#shared/infra/database/advisory-lock.js';
import { LeaderboardService } from '../domain/leaderboard.service.js';
import { LEADERBOARD_ZONE } from '../domain/week.js';

/**
 * The weekly close: every Sunday 00:00 Australia/Sydney (the cron runs in that zone, so
 * daylight saving is the library's business), and once at start-up to catch up a close missed
 * while no server ran. An advisory lock lets one instance at a time try; the unique week key
 * makes a second try (another instance, a restart mid-close) award nothing. Paused during
 * maintenance: the hourly catch-up closes the week in the first hour after it.
 */
@Injectable()
export class WeeklyCloseScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('LeaderboardClose');
  /** The start-up catch-up, for tests to wait on. */
  startup: Promise<string[] | undefined> = Promise.resolve(undefined);

  constructor(
    private readonly leaderboard: LeaderboardService,
    private readonly maintenance: MaintenanceMode,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.startup = this.tick();
  }

  @Cron('0 0 0 * * 0', { name: 'leaderboard-weekly-close', timeZone: LEADERBOARD_ZONE })
  async weekly(): Promise<void> {
    await this.tick();
  }

  /** A safety net: a Sunday tick that fired a moment early, or a failed close, is caught up. */
  @Cron('0 7 * * * *', { name: 'leaderboard-close-catch-up' })
  async hourly(): Promise<void> {
    await this.tick();
  }

  /** Logs instead of throwing: a failed close is retried at the next hourly tick. */
  async tick(): Promise<string[] | undefined> {
    try {
      if (await this.maintenance.isOn()) return undefined;
      return await this.runOnce();
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
      return undefined;
    }
  }

  /** Closes every due week; undefined when another instance holds the lock. */
  async runOnce(): Promise<string[] | undefined> {
    return withAdvisoryLock(this.dataSource, 'leaderboardWeeklyClose', async () => {
      const closed = await this.leaderboard.closeDue();
      if (closed.length > 0) this.logger.log(`Closed leaderboard weeks ${closed.join(', ')}`);
      return closed;
    });
  }
}
