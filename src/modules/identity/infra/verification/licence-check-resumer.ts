import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';

/**
 * Re-queues licence checks still waiting for a register (as the ABN checks' resumer): at
 * start-up and every five minutes. Stops this instance's worker on shutdown.
 */
@Injectable()
export class LicenceCheckResumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LicenceChecks');

  constructor(private readonly checks: LicenceVerificationService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.tick();
  }

  @Interval('licence-check-resume', 5 * 60_000)
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
