import { AuditLogModule } from '#modules/admin/audit-log.module.js';
import { AuditLog } from '#modules/admin/domain/audit.js';
import { Module } from '@nestjs/common';
import { WithdrawnJobRefunds } from '#modules/admin/domain/departures.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CreditsModule } from '../credits/credits.module.js';
import { CreditLedger } from '../credits/domain/credit-ledger.js';
import { IdentityModule } from '../identity/identity.module.js';
import { JobsService } from '../jobs/domain/jobs.service.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { UnansweredLeadFinder } from '../messaging/domain/ports.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { DeadLeadSweep } from './domain/dead-lead-sweep.js';
import { EndingJobs, JobEndings, JobPostingFees } from './domain/job-endings.js';
import { LeadsService } from './domain/leads.service.js';
import {
  DisputeRepository,
  LeadConversations,
  LeadFeed,
  LeadRepository,
  QuoteRepository,
  TradieDirectory,
} from './domain/ports.js';
import { QuotesService } from './domain/quotes.service.js';
import { AdminDisputesController } from './http/admin-disputes.controller.js';
import { LeadsController } from './http/leads.controller.js';
import { AccountTradieDirectory } from './infra/account-tradie-directory.js';
import { CreditBackScheduler } from './infra/credit-back.scheduler.js';
import { DeadLeadScheduler } from './infra/dead-lead.scheduler.js';
import { SqlDisputeRepository } from './infra/sql-dispute.repository.js';
import { SqlLeadFeed } from './infra/sql-lead-feed.js';
import { SqlLeadRepository } from './infra/sql-lead.repository.js';
import { SqlQuoteRepository } from './infra/sql-quote.repository.js';
import { LeadRefundsOfWithdrawnJob } from './infra/withdrawn-job-refunds.js';
import { SqlLeadsAccountData } from './infra/sql-leads-account-data.js';

/**
 * Leads (buying, the feed, credit-back, disputes), quotes and hiring, and the job endings that
 * credit buyers back (a homeowner's cancellation, 30 days unhired).
 */
@Module({
  // AuditLogModule: a dispute decision writes its audit row in its own transaction.
  imports: [
    AuditLogModule,
    JobsModule,
    CreditsModule,
    IdentityModule,
    MessagingModule,
    PaymentsModule,
  ],
  controllers: [LeadsController, AdminDisputesController],
  providers: [
    SqlLeadsAccountData,
    { provide: LeadRepository, useClass: SqlLeadRepository },
    { provide: QuoteRepository, useClass: SqlQuoteRepository },
    { provide: DisputeRepository, useClass: SqlDisputeRepository },
    { provide: LeadFeed, useClass: SqlLeadFeed },
    { provide: TradieDirectory, useClass: AccountTradieDirectory },
    {
      provide: LeadsService,
      inject: [
        LeadRepository,
        DisputeRepository,
        LeadFeed,
        TradieDirectory,
        PostcodeDirectory,
        CreditLedger,
        LeadConversations,
        AuditLog,
        DomainEvents,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        leads: LeadRepository,
        disputes: DisputeRepository,
        feed: LeadFeed,
        tradies: TradieDirectory,
        postcodes: PostcodeDirectory,
        ledger: CreditLedger,
        conversations: LeadConversations,
        audit: AuditLog,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
      ) =>
        new LeadsService(
          leads,
          disputes,
          feed,
          tradies,
          postcodes,
          ledger,
          conversations,
          audit,
          events,
          uow,
          clock,
        ),
    },
    {
      provide: QuotesService,
      inject: [QuoteRepository, LeadRepository, JobsService, DomainEvents, UnitOfWork, Clock],
      useFactory: (
        quotes: QuoteRepository,
        leads: LeadRepository,
        jobs: JobsService,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
      ) => new QuotesService(quotes, leads, jobs, events, uow, clock),
    },
    {
      provide: DeadLeadSweep,
      inject: [UnansweredLeadFinder, LeadsService, Clock],
      useFactory: (finder: UnansweredLeadFinder, leads: LeadsService, clock: Clock) =>
        new DeadLeadSweep(finder, leads, clock),
    },
    {
      provide: JobEndings,
      inject: [EndingJobs, LeadsService, JobPostingFees, UnitOfWork],
      useFactory: (jobs: EndingJobs, leads: LeadsService, fees: JobPostingFees, uow: UnitOfWork) =>
        new JobEndings(jobs, leads, fees, uow),
    },
    CreditBackScheduler,
    DeadLeadScheduler,
    { provide: WithdrawnJobRefunds, useClass: LeadRefundsOfWithdrawnJob },
  ],
  exports: [
    LeadsService,
    QuotesService,
    JobEndings,
    CreditBackScheduler,
    DeadLeadScheduler,
    WithdrawnJobRefunds,
  ],
})
export class LeadsModule {}
