import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Schedules } from '#shared/domain/schedules.js';
import { ANALYTICS_REFRESH_CRON, AnalyticsQueries } from '../domain/analytics.js';

/** Rebuilds the analytics roll-ups every five minutes, one pg-boss job per tick. */
@Injectable()
export class AnalyticsRefresher implements OnModuleInit {
  constructor(
    private readonly analytics: AnalyticsQueries,
    private readonly schedules: Schedules,
  ) {}

  onModuleInit(): Promise<void> {
    return this.schedules.register({
      name: 'analytics-refresh',
      cron: ANALYTICS_REFRESH_CRON,
      run: async () => void (await this.analytics.refresh()),
    });
  }
}
