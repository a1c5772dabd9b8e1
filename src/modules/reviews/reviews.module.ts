import { Module } from '@nestjs/common';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { AccountService } from '../identity/domain/account.service.js';
import { IdentityModule } from '../identity/identity.module.js';
import { JobsService } from '../jobs/domain/jobs.service.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { ReviewRepository } from './domain/review.js';
import { ReviewsService } from './domain/reviews.service.js';
import { ReviewsController } from './http/reviews.controller.js';
import { SqlReviewRepository } from './infra/sql-review.repository.js';

/** Reviews of completed jobs, tradie replies, and the public tradie profile. */
@Module({
  imports: [JobsModule, IdentityModule],
  controllers: [ReviewsController],
  providers: [
    { provide: ReviewRepository, useClass: SqlReviewRepository },
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
