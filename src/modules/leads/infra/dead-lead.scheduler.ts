import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { Schedules } from '#shared/domain/schedules.js';
import { DeadLeadSweep } from '../domain/dead-lead-sweep.js';

/**
 * Every 10 minutes (one pg-boss job per tick across instances, retried on failure) credits
 * back the leads whose homeowner read none of the tradie's messages in time.
 */
@Injectable()
export class DeadLeadScheduler implements OnModuleInit {
  private readonly logger = new Logger('DeadLeads');

  constructor(
    private readonly sweep: DeadLeadSweep,
    private readonly maintenance: MaintenanceMode,
    private readonly schedules: Schedules,
  ) {}

  onModuleInit(): Promise<void> {
    return this.schedules.register({
      name: 'lead-dead-refund',
      cron: '*/10 * * * *',
      run: () => this.tick(),
    });
  }

  async tick(): Promise<void> {
    // Paused during maintenance, like the other credit-back; the next tick catches up.
    if (await this.maintenance.isOn()) return;
    await this.runOnce();
  }

  /** One sweep; answers how many leads it credited back. */
  async runOnce(): Promise<number> {
    const refunded = await this.sweep.run();
    if (refunded > 0) this.logger.log(`Credited back ${refunded} leads nobody answered`);
    return refunded;
  }
}
