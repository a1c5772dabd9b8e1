import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '#shared/infra/database/advisory-lock.js';
import { PrivacyService } from '../domain/privacy.service.js';

/** Every minute, one instance builds the exports a restart left pending. */
@Injectable()
export class DataExportSweep {
  private readonly logger = new Logger('DataExports');

  constructor(
    private readonly privacy: PrivacyService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'data-export-sweep' })
  async tick(): Promise<void> {
    try {
      await withAdvisoryLock(this.dataSource, 'dataExportSweep', () => this.privacy.buildPending());
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
    }
  }
}
