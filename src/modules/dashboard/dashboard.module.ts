import { Module } from '@nestjs/common';
import { Clock } from '#shared/domain/clock.js';
import { CreditsModule } from '../credits/credits.module.js';
import { CreditLedger } from '../credits/domain/credit-ledger.js';
import { IdentityModule } from '../identity/identity.module.js';
import { JobsService } from '../jobs/domain/jobs.service.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LeaderboardService } from '../leaderboard/domain/leaderboard.service.js';
import { LeaderboardModule } from '../leaderboard/leaderboard.module.js';
import { LeadsService } from '../leads/domain/leads.service.js';
import { LeadsModule } from '../leads/leads.module.js';
import { MessagingService } from '../messaging/domain/messaging.service.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { ReviewsService } from '../reviews/domain/reviews.service.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { RewardsService } from '../rewards/domain/rewards.service.js';
import { RewardsModule } from '../rewards/rewards.module.js';
import { DashboardService } from './domain/dashboard.service.js';
import { DashboardVisits, RevenueFacts, SignupFacts } from './domain/ports.js';
import { DashboardController } from './http/dashboard.controller.js';
import { SqlDashboardVisits } from './infra/sql-dashboard-visits.js';

/** Read models for the three dashboard homes, composed from the owners' services and ports. */
@Module({
  imports: [
    CreditsModule,
    IdentityModule,
    JobsModule,
    LeaderboardModule,
    LeadsModule,
    MessagingModule,
    PaymentsModule,
    ReviewsModule,
    RewardsModule,
  ],
  controllers: [DashboardController],
  providers: [
    { provide: DashboardVisits, useClass: SqlDashboardVisits },
    {
      provide: DashboardService,
      inject: [
        JobsService,
        MessagingService,
        ReviewsService,
        RewardsService,
        CreditLedger,
        LeadsService,
        LeaderboardService,
        SignupFacts,
        RevenueFacts,
        DashboardVisits,
        Clock,
      ],
      useFactory: (
        jobs: JobsService,
        messaging: MessagingService,
        reviews: ReviewsService,
        rewards: RewardsService,
        ledger: CreditLedger,
        leads: LeadsService,
        leaderboard: LeaderboardService,
        signups: SignupFacts,
        revenue: RevenueFacts,
        visits: DashboardVisits,
        clock: Clock,
      ) =>
        new DashboardService({
          jobs,
          messaging,
          reviews,
          rewards,
          ledger,
          leads,
          leaderboard,
          signups,
          revenue,
          visits,
          clock,
        }),
    },
  ],
})
export class DashboardModule {}
