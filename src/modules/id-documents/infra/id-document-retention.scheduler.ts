import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Schedules } from '#shared/domain/schedules.js';
import { IdDocumentsService } from '../domain/id-documents.service.js';

/** Hourly, one pg-boss job deletes the documents 30 days past their decision. */
@Injectable()
export class IdDocumentRetentionScheduler implements OnModuleInit {
  private readonly logger = new Logger('IdDocumentRetention');

  constructor(
    private readonly documents: IdDocumentsService,
    private readonly schedules: Schedules,
  ) {}

  onModuleInit(): Promise<void> {
    return this.schedules.register({
      name: 'id-document-retention',
      cron: '0 * * * *',
      run: () => this.tick(),
    });
  }

  async tick(): Promise<void> {
    let deleted = 0;
    for (;;) {
      const batch = await this.documents.sweep(100);
      deleted += batch;
      if (batch < 100) break;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} identity documents`);
  }
}
