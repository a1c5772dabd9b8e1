import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { withAdvisoryLock } from '#shared/infra/database/advisory-lock.js';
import { JobsService } from '#modules/jobs/domain/jobs.service.js';

/**
 * Every 10 minutes, one instance (advisory lock) expires the leads of jobs unhired for 30
 * days; the leads module's subscriber credits every buyer back in the same transaction.
 */
@Injectable()
export class CreditBackScheduler {
  private readonly logger = new Logger('CreditBack');

  constructor(
    private readonly jobs: JobsService,
    private readonly maintenance: MaintenanceMode,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'lead-credit-back' })
  async tick(): Promise<void> {
    try {
      // Paused during maintenance (docs/decisions.md); the next tick after it catches up.
      if (await this.maintenance.isOn()) return;
      await this.runOnce();
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
    }
  }

  /** One sweep; undefined when another instance is sweeping. */
  async runOnce(): Promise<number | undefined> {
    return withAdvisoryLock(this.dataSource, 'leadCreditBack', async () => {
      let total = 0;
      for (;;) {
        const expired = await this.jobs.expireUnhiredLeads(100);
        total += expired;
        if (expired < 100) break;
      }
      if (total > 0) this.logger.log(`Credited back the leads of ${total} unhired jobs`);
      return total;
    });
  }
}
