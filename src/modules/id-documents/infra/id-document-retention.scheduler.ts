import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '#shared/infra/database/advisory-lock.js';
import { IdDocumentsService } from '../domain/id-documents.service.js';

/** Hourly, one instance (advisory lock) deletes the documents 30 days past their decision. */
@Injectable()
export class IdDocumentRetentionScheduler {
  private readonly logger = new Logger('IdDocumentRetention');

  constructor(
    private readonly documents: IdDocumentsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'id-document-retention' })
  async tick(): Promise<void> {
    try {
      await withAdvisoryLock(this.dataSource, 'idDocumentRetention', async () => {
        let deleted = 0;
        for (;;) {
          const batch = await this.documents.sweep(100);
          deleted += batch;
          if (batch < 100) break;
        }
        if (deleted > 0) this.logger.log(`Deleted ${deleted} identity documents`);
      });
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
    }
  }
}
