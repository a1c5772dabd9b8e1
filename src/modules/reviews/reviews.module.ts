import { AuditLogModule } from '#modules/admin/audit-log.module.js';
import { AuditLog } from '#modules/admin/domain/audit.js';
import { Module } from '@nestjs/common';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { AccountService } from '../identity/domain/account.service.js';
import { IdentityModule } from '../identity/identity.module.js';
import { JobsService } from '../jobs/domain/jobs.service.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { ReviewReportRepository } from './domain/review-moderation.js';
import { ReviewModerationService } from './domain/review-moderation.service.js';
import { ReviewRepository } from './domain/review.js';
import { ReviewsService } from './domain/reviews.service.js';
import { AdminReviewReportsController } from './http/admin-review-reports.controller.js';
import { ReviewsController } from './http/reviews.controller.js';
import { SqlReviewReportRepository } from './infra/sql-review-report.repository.js';
import { SqlReviewRepository } from './infra/sql-review.repository.js';
import { SqlReviewsAccountData } from './infra/sql-reviews-account-data.js';

/** Reviews of completed jobs, tradie replies, moderation of reported reviews, the public profile. */
@Module({
  // AuditLogModule: a report's decision writes its audit row in its own transaction.
  imports: [AuditLogModule, JobsModule, IdentityModule],
  controllers: [ReviewsController, AdminReviewReportsController],
  providers: [
    SqlReviewsAccountData,
    { provide: ReviewRepository, useClass: SqlReviewRepository },
    { provide: ReviewReportRepository, useClass: SqlReviewReportRepository },
    {
      provide: ReviewModerationService,
      inject: [ReviewRepository, ReviewReportRepository, AuditLog, DomainEvents, UnitOfWork, Clock],
      useFactory: (
        reviews: ReviewRepository,
        reports: ReviewReportRepository,
        audit: AuditLog,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
      ) => new ReviewModerationService(reviews, reports, audit, events, uow, clock),
    },
    {
      provide: ReviewsService,
      inject: [ReviewRepository, JobsService, AccountService, DomainEvents, UnitOfWork, Clock],
      useFactory: (
        reviews: ReviewRepository,
        jobs: JobsService,
        accounts: AccountService,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
      ) => new ReviewsService(reviews, jobs, accounts, events, uow, clock),
    },
  ],
  exports: [ReviewsService],
})
export class ReviewsModule {}
