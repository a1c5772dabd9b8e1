import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AbnVerificationService } from '#modules/identity/domain/verification/abn-verification.service.js';

/**
 * Re-queues ABN checks still waiting for the register: at start-up (a crash lost their jobs)
 * and every five minutes (a dispatch lost after its commit, or retries used up while the
 * register was down). Stops this instance's worker on shutdown.
 */
@Injectable()
export class AbnCheckResumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AbnChecks');

  constructor(private readonly checks: AbnVerificationService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.tick();
  }

  @Interval('abn-check-resume', 5 * 60_000)
  async tick(): Promise<void> {
    try {
      await this.checks.resume();
    } catch (error) {
      this.logger.error(error instanceof Error ? error.message : String(error));
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.checks.stop();
  }
}
