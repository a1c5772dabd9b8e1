import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Schedules } from '#shared/domain/schedules.js';
import { PrivacyService } from '../domain/privacy.service.js';

/** Every minute, one pg-boss job builds the exports a restart left pending. */
@Injectable()
export class DataExportSweep implements OnModuleInit {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly schedules: Schedules,
  ) {}

  onModuleInit(): Promise<void> {
    return this.schedules.register({
      name: 'data-export-sweep',
      cron: '* * * * *',
      run: async () => void (await this.privacy.buildPending()),
    });
  }
}
