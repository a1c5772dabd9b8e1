import { Module, type OnModuleInit } from '@nestjs/common';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { GIFT_CARD_RATE } from '#shared/domain/product.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CreditsModule } from '../credits/credits.module.js';
import { CreditLedger } from '../credits/domain/credit-ledger.js';
import { JOB_COMPLETED } from '../jobs/domain/job-events.js';
import { REVIEW_LEFT } from '../reviews/domain/review.js';
import { GiftCardProvider } from './domain/gift-cards.js';
import { RewardRepository } from './domain/ports.js';
import { RewardsService } from './domain/rewards.service.js';
import { RewardsController } from './http/rewards.controller.js';
import { SandboxGiftCardProvider } from './infra/sandbox-gift-card-provider.js';
import { SqlRewardRepository } from './infra/sql-reward.repository.js';
import { SqlRewardsAccountData } from './infra/sql-rewards-account-data.js';

/**
 * Homeowner rewards: Centra Points and levels, reward credits (through the CreditLedger) and
 * gift-card redemption through the provider port (the sandbox until a provider is configured).
 */
@Module({
  imports: [CreditsModule],
  controllers: [RewardsController],
  providers: [
    SqlRewardsAccountData,
    { provide: RewardRepository, useClass: SqlRewardRepository },
    { provide: GiftCardProvider, useClass: SandboxGiftCardProvider },
    {
      provide: RewardsService,
      inject: [RewardRepository, CreditLedger, GiftCardProvider, DomainEvents, UnitOfWork, Clock],
      useFactory: (
        rewards: RewardRepository,
        ledger: CreditLedger,
        giftCards: GiftCardProvider,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
      ) => new RewardsService(rewards, ledger, giftCards, events, uow, clock, GIFT_CARD_RATE),
    },
  ],
  exports: [RewardsService],
})
export class RewardsModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly rewards: RewardsService,
  ) {}

  onModuleInit(): void {
    // Durable and exactly once per event: a replay or a crash never awards twice (and the
    // award's own source key would refuse a second one anyway).
    this.events.consume('rewards.points', [JOB_COMPLETED, REVIEW_LEFT], async (event) => {
      if (event.type === JOB_COMPLETED) {
        const { homeownerId, isEmergency } = event.payload;
        await this.rewards.jobCompleted(
          homeownerId,
          event.aggregateId,
          isEmergency,
          event.occurredAt,
        );
      } else {
        const { homeownerId, jobId } = event.payload;
        await this.rewards.reviewLeft(homeownerId, event.aggregateId, jobId, event.occurredAt);
      }
    });
  }
}
