import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '#config/app-config.js';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { CreditsModule } from '#modules/credits/credits.module.js';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { SessionService } from '#modules/identity/domain/session.service.js';
import { IdentityModule } from '#modules/identity/identity.module.js';
import { JobsModule } from '#modules/jobs/jobs.module.js';
import { LeadsModule } from '#modules/leads/leads.module.js';
import { MessagingModule } from '#modules/messaging/messaging.module.js';
import { PaymentsModule } from '#modules/payments/payments.module.js';
import { Clock } from '#shared/domain/clock.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { Mailer } from '#shared/domain/mailer.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { AuditLogModule } from './audit-log.module.js';
import { AdminUsersService, UserDirectory } from './domain/admin-users.service.js';
import { AnalyticsQueries } from './domain/analytics.js';
import { AuditLog } from './domain/audit.js';
import { BulkEmailService } from './domain/bulk-email.service.js';
import {
  DepartingOwnerJobs,
  DeparturesService,
  WithdrawnJobConversations,
  WithdrawnJobFees,
  WithdrawnJobRefunds,
} from './domain/departures.js';
import { MaintenanceService, MaintenanceStore } from './domain/maintenance.service.js';
import { UserBans } from './domain/user-bans.js';
import { BulkEmailQueue, BulkEmailStore, NewsPreferences } from './domain/ports.js';
import { UnsubscribeTokens } from './domain/unsubscribe-token.js';
import { AdminOperationsController } from './http/admin-operations.controller.js';
import { AdminController } from './http/admin.controller.js';
import { BulkEmailController } from './http/bulk-email.controller.js';
import { MaintenanceGuard } from './http/maintenance.guard.js';
import { PublicOperationsController } from './http/public-operations.controller.js';
import { AnalyticsRefresher } from './infra/analytics-refresher.js';
import { BulkEmailResumer } from './infra/bulk-email-resumer.js';
import { HmacMessageSigner } from './infra/hmac-message-signer.js';
import { PgBossBulkEmailQueue } from './infra/pg-boss-bulk-email.queue.js';
import { SqlAnalyticsQueries } from './infra/sql-analytics.queries.js';
import { SqlBulkEmailStore } from './infra/sql-bulk-email.store.js';
import { SqlMaintenanceStore } from './infra/sql-maintenance.store.js';
import { SqlNewsPreferences } from './infra/sql-news-preferences.js';
import { SqlUserDirectory } from './infra/sql-user-directory.js';

/**
 * Admin operations: analytics, bulk email (pg-boss), maintenance mode, user moderation and
 * the audit log; the mail outbox reader. Tradie verification, the dispute queue and review
 * moderation live in identity, leads and reviews; their use cases write the audit row through
 * AuditLogModule in the decision's transaction.
 */
@Module({
  imports: [
    AuditLogModule,
    IdentityModule,
    CreditsModule,
    JobsModule,
    LeadsModule,
    MessagingModule,
    PaymentsModule,
  ],
  controllers: [
    AdminController,
    AdminOperationsController,
    BulkEmailController,
    PublicOperationsController,
  ],
  providers: [
    { provide: AnalyticsQueries, useClass: SqlAnalyticsQueries },
    { provide: MaintenanceStore, useClass: SqlMaintenanceStore },
    { provide: NewsPreferences, useClass: SqlNewsPreferences },
    { provide: BulkEmailStore, useClass: SqlBulkEmailStore },
    { provide: UserDirectory, useClass: SqlUserDirectory },
    {
      provide: BulkEmailQueue,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => {
        const logger = new Logger('BulkEmailQueue');
        const url = config.get('database', { infer: true }).url;
        if (!url) throw new Error('DATABASE_URL was not resolved before the app started');
        return new PgBossBulkEmailQueue({
          connectionString: url,
          expireInSeconds: 15 * 60,
          retryLimit: 5,
          retryDelay: 30,
          pollingIntervalSeconds: 1,
          maintenanceIntervalSeconds: 60,
          concurrency: 2,
          onError: (error) => logger.error(error.message),
        });
      },
    },
    {
      provide: UnsubscribeTokens,
      inject: [ConfigService, Clock],
      useFactory: (config: ConfigService<AppConfig, true>, clock: Clock) =>
        new UnsubscribeTokens(
          new HmacMessageSigner(config.get('session', { infer: true }).secret, 'unsubscribe'),
          clock,
        ),
    },
    {
      provide: BulkEmailService,
      inject: [
        BulkEmailStore,
        BulkEmailQueue,
        NewsPreferences,
        UnsubscribeTokens,
        Mailer,
        AuditLog,
        UnitOfWork,
        Clock,
        MaintenanceMode,
        ConfigService,
      ],
      useFactory: (
        store: BulkEmailStore,
        queue: BulkEmailQueue,
        news: NewsPreferences,
        tokens: UnsubscribeTokens,
        mailer: Mailer,
        audit: AuditLog,
        uow: UnitOfWork,
        clock: Clock,
        maintenance: MaintenanceMode,
        config: ConfigService<AppConfig, true>,
      ) => {
        const settings = config.get('bulkEmail', { infer: true });
        return new BulkEmailService(
          store,
          queue,
          news,
          tokens,
          mailer,
          audit,
          uow,
          clock,
          maintenance,
          {
            batchSize: settings.batchSize,
            ratePerSecond: settings.ratePerSecond,
            maxAttempts: settings.maxAttempts,
            sender: {
              name: settings.senderName,
              address: settings.senderAddress,
              appUrl: config.get('appUrl', { infer: true }),
            },
          },
        );
      },
    },
    {
      provide: MaintenanceService,
      inject: [MaintenanceStore, MaintenanceMode, AuditLog, UnitOfWork, Clock],
      useFactory: (
        store: MaintenanceStore,
        mode: MaintenanceMode,
        audit: AuditLog,
        uow: UnitOfWork,
        clock: Clock,
      ) => new MaintenanceService(store, mode, audit, uow, clock),
    },
    {
      provide: AdminUsersService,
      inject: [UserDirectory, AccountService, CreditLedger, NewsPreferences, AuditLog, UnitOfWork],
      useFactory: (
        directory: UserDirectory,
        accounts: AccountService,
        ledger: CreditLedger,
        news: NewsPreferences,
        audit: AuditLog,
        uow: UnitOfWork,
      ) => new AdminUsersService(directory, accounts, ledger, news, audit, uow),
    },
    {
      provide: DeparturesService,
      inject: [
        DepartingOwnerJobs,
        WithdrawnJobRefunds,
        WithdrawnJobConversations,
        WithdrawnJobFees,
        UnitOfWork,
      ],
      useFactory: (
        jobs: DepartingOwnerJobs,
        refunds: WithdrawnJobRefunds,
        conversations: WithdrawnJobConversations,
        fees: WithdrawnJobFees,
        uow: UnitOfWork,
      ) => new DeparturesService(jobs, refunds, conversations, fees, uow),
    },
    {
      provide: UserBans,
      inject: [AccountService, SessionService, DeparturesService, AuditLog, UnitOfWork],
      useFactory: (
        accounts: AccountService,
        sessions: SessionService,
        departures: DeparturesService,
        audit: AuditLog,
        uow: UnitOfWork,
      ) => new UserBans(accounts, sessions, departures, audit, uow),
    },
    BulkEmailResumer,
    AnalyticsRefresher,
    // After identity's session guard (this module is imported after identity), so admins pass.
    { provide: APP_GUARD, useClass: MaintenanceGuard },
  ],
  // The ID documents module audits each view of a document here.
  // Profiles withdraws an erased homeowner's jobs through the departures.
  exports: [AuditLogModule, DeparturesService],
})
export class AdminModule {}
