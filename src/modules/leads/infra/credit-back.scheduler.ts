import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { Schedules } from '#shared/domain/schedules.js';
import { JobEndings } from '../domain/job-endings.js';

/**
 * Every 10 minutes (one pg-boss job per tick across instances) expires the leads of jobs
 * unhired for 30 days, crediting every buyer back in the same transaction (JobEndings). Each
 * job is expired once, so overlapping sweeps cannot credit twice.
 */
@Injectable()
export class CreditBackScheduler implements OnModuleInit {
  private readonly logger = new Logger('CreditBack');

  constructor(
    private readonly endings: JobEndings,
    private readonly maintenance: MaintenanceMode,
    private readonly schedules: Schedules,
  ) {}

  onModuleInit(): Promise<void> {
    return this.schedules.register({
      name: 'lead-credit-back',
      cron: '*/10 * * * *',
      run: () => this.tick(),
    });
  }

  async tick(): Promise<void> {
    // Paused during maintenance (docs/decisions.md); the next tick after it catches up.
    if (await this.maintenance.isOn()) return;
    await this.runOnce();
  }

  /** One sweep; answers how many jobs' leads it expired. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await this.endings.expireUnhired(100);
      total += expired;
      if (expired < 100) break;
    }
    if (total > 0) this.logger.log(`Credited back the leads of ${total} unhired jobs`);
    return total;
  }
}
