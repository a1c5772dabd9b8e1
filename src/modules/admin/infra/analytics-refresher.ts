import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '#shared/infra/database/advisory-lock.js';
import { ANALYTICS_REFRESH_MS, AnalyticsQueries } from '../domain/analytics.js';

/** Rebuilds the analytics roll-ups every five minutes, on one instance at a time. */
@Injectable()
export class AnalyticsRefresher {
  private readonly logger = new Logger('Analytics');

  constructor(
    private readonly analytics: AnalyticsQueries,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Interval('analytics-refresh', ANALYTICS_REFRESH_MS)
  async tick(): Promise<void> {
    try {
      await withAdvisoryLock(this.dataSource, 'analyticsRefresh', () => this.analytics.refresh());
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
    }
  }
}
