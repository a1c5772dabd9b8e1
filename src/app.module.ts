import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/app-config.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { CanvasModule } from './modules/canvas/canvas.module.js';
import { CreditsModule } from './modules/credits/credits.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { IdDocumentsModule } from './modules/id-documents/id-documents.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { LeaderboardModule } from './modules/leaderboard/leaderboard.module.js';
import { LeadsModule } from './modules/leads/leads.module.js';
import { MessagingModule } from './modules/messaging/messaging.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { ProfilesModule } from './modules/profiles/profiles.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { RewardsModule } from './modules/rewards/rewards.module.js';
import { SitePlatformModule } from './modules/platform/platform.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { DatabaseModule } from './shared/infra/database/database.module.js';
import { MetricsModule } from './shared/infra/metrics/metrics.module.js';
import { PlatformModule } from './shared/infra/platform.module.js';

/** Imports the modules; owns no providers. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [() => config] }),
        DatabaseModule,
        ScheduleModule.forRoot(),
        PlatformModule,
        MetricsModule,
        IdentityModule,
        AdminModule,
        IdDocumentsModule,
        CreditsModule,
        PaymentsModule,
        JobsModule,
        LeadsModule,
        ReviewsModule,
        ProfilesModule,
        MessagingModule,
        NotificationsModule,
        RewardsModule,
        LeaderboardModule,
        SitePlatformModule,
        SupportModule,
        DashboardModule,
        CanvasModule.register(config),
      ],
    };
  }
}
