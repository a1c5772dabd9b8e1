import { Module } from '@nestjs/common';
import { DepartingOwnerJobs } from '#modules/admin/domain/departures.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EndingJobs } from '#modules/leads/domain/job-endings.js';
import { JobSales } from '#modules/leads/domain/ports.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { FileStorage } from '#shared/domain/file-storage.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { IdentityModule } from '../identity/identity.module.js';
import { PublicJobListings } from './domain/job.js';
import { JobsService } from './domain/jobs.service.js';
import { OpenJobsTeaser } from './domain/open-jobs-teaser.js';
import { ImageSanitiser, JobRepository, LeadAccess, PeopleDirectory } from './domain/ports.js';
import { JobsController } from './http/jobs.controller.js';
import { PublicJobsController } from './http/public-jobs.controller.js';
import { JobsOfDepartingOwner } from './infra/departing-owner-jobs.js';
import { AccountPeopleDirectory } from './infra/account-people-directory.js';
import { JobImageRow, JobRow } from './infra/job.orm-entity.js';
import { SharpImageSanitiser } from './infra/sharp-image-sanitiser.js';
import { SqlLeadAccess, TypeOrmJobRepository } from './infra/typeorm-job.repository.js';
import { TypeOrmPublicJobListings } from './infra/typeorm-public-job-listings.js';
import { SqlJobsAccountData } from './infra/sql-jobs-account-data.js';
import { SqlJobSales } from './infra/sql-job-sales.js';
import { JobsServiceEndingJobs } from './infra/ending-jobs.js';

@Module({
  imports: [TypeOrmModule.forFeature([JobRow, JobImageRow]), IdentityModule],
  // Public listings first: their static paths (/jobs/open) must win over /jobs/:id.
  controllers: [PublicJobsController, JobsController],
  providers: [
    SqlJobsAccountData,
    { provide: PublicJobListings, useClass: TypeOrmPublicJobListings },
    {
      provide: OpenJobsTeaser,
      inject: [PublicJobListings],
      useFactory: (listings: PublicJobListings) => new OpenJobsTeaser(listings),
    },
    { provide: JobRepository, useClass: TypeOrmJobRepository },
    { provide: LeadAccess, useClass: SqlLeadAccess },
    { provide: PeopleDirectory, useClass: AccountPeopleDirectory },
    { provide: ImageSanitiser, useClass: SharpImageSanitiser },
    { provide: DepartingOwnerJobs, useClass: JobsOfDepartingOwner },
    { provide: JobSales, useClass: SqlJobSales },
    { provide: EndingJobs, useClass: JobsServiceEndingJobs },
    {
      provide: JobsService,
      inject: [
        JobRepository,
        PostcodeDirectory,
        LeadAccess,
        PeopleDirectory,
        ImageSanitiser,
        FileStorage,
        DomainEvents,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        jobs: JobRepository,
        postcodes: PostcodeDirectory,
        leadAccess: LeadAccess,
        people: PeopleDirectory,
        images: ImageSanitiser,
        storage: FileStorage,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
      ) =>
        new JobsService(jobs, postcodes, leadAccess, people, images, storage, events, uow, clock),
    },
  ],
  exports: [JobsService, PeopleDirectory, ImageSanitiser, DepartingOwnerJobs, JobSales, EndingJobs],
})
export class JobsModule {}
