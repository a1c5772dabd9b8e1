import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { BulkEmailService } from '../domain/bulk-email.service.js';

/**
 * Starts this instance's bulk-email worker when a campaign is unfinished: at start-up (a crash
 * interrupted it) and every half minute (another instance died). Stops it on shutdown.
 */
@Injectable()
export class BulkEmailResumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BulkEmail');

  constructor(private readonly bulk: BulkEmailService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.tick();
  }

  @Interval('bulk-email-resume', 30_000)
  async tick(): Promise<void> {
    try {
      await this.bulk.resumeIfNeeded();
    } catch (error) {
      this.logger.error(error instanceof Error ? error.message : String(error));
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.bulk.stop();
  }
}
