import { Module, type OnModuleInit } from '@nestjs/common';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CreditsModule } from '../credits/credits.module.js';
import { CreditLedger } from '../credits/domain/credit-ledger.js';
import { IdentityModule } from '../identity/identity.module.js';
import { JOB_COMPLETED } from '../jobs/domain/job-events.js';
import { REVIEW_REPORT_DECIDED } from '../reviews/domain/review-moderation.js';
import { REVIEW_LEFT } from '../reviews/domain/review.js';
import { LeaderboardService } from './domain/leaderboard.service.js';
import { LeaderboardRepository, TradieNames, TradieStandings } from './domain/ports.js';
import { LeaderboardController } from './http/leaderboard.controller.js';
import { AccountTradieNames, AccountTradieStandings } from './infra/account-tradie-names.js';
import { SqlLeaderboardRepository } from './infra/sql-leaderboard.repository.js';
import { WeeklyCloseScheduler } from './infra/weekly-close.scheduler.js';
import { SqlLeaderboardAccountData } from './infra/sql-leaderboard-account-data.js';

/** The weekly tradie leaderboard: points from events, the Sunday close, prizes and badges. */
@Module({
  imports: [CreditsModule, IdentityModule],
  controllers: [LeaderboardController],
  providers: [
    SqlLeaderboardAccountData,
    { provide: LeaderboardRepository, useClass: SqlLeaderboardRepository },
    { provide: TradieNames, useClass: AccountTradieNames },
    { provide: TradieStandings, useClass: AccountTradieStandings },
    {
      provide: LeaderboardService,
      inject: [
        LeaderboardRepository,
        TradieNames,
        TradieStandings,
        CreditLedger,
        DomainEvents,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        repo: LeaderboardRepository,
        names: TradieNames,
        standings: TradieStandings,
        ledger: CreditLedger,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
      ) => new LeaderboardService(repo, names, standings, ledger, events, uow, clock),
    },
    WeeklyCloseScheduler,
  ],
  exports: [LeaderboardService, WeeklyCloseScheduler],
})
export class LeaderboardModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly leaderboard: LeaderboardService,
  ) {}

  onModuleInit(): void {
    // Durable, once per event; the rows keep the rolling score recomputable at any time.
    const types = [JOB_COMPLETED, REVIEW_LEFT, REVIEW_REPORT_DECIDED] as const;
    this.events.consume('leaderboard.points', types, async (event) => {
      if (event.type === JOB_COMPLETED) {
        const { tradieId, isEmergency } = event.payload;
        if (!tradieId) return;
        await this.leaderboard.jobCompleted(
          tradieId,
          event.aggregateId,
          isEmergency,
          event.occurredAt,
        );
      } else if (event.type === REVIEW_REPORT_DECIDED) {
        const { tradieId, decision, rating, reviewedAt } = event.payload;
        if (decision !== 'hidden') return;
        await this.leaderboard.reviewHidden(
          tradieId,
          event.aggregateId,
          rating,
          new Date(reviewedAt),
        );
      } else {
        const { tradieId, rating } = event.payload;
        await this.leaderboard.reviewReceived(
          tradieId,
          event.aggregateId,
          rating,
          event.occurredAt,
        );
      }
    });
  }
}
