import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicJobListings } from './domain/job.js';
import { PublicJobsController } from './http/public-jobs.controller.js';
import { JobRow } from './infra/job.orm-entity.js';
import { TypeOrmPublicJobListings } from './infra/typeorm-public-job-listings.js';

@Module({
  imports: [TypeOrmModule.forFeature([JobRow])],
  controllers: [PublicJobsController],
  providers: [{ provide: PublicJobListings, useClass: TypeOrmPublicJobListings }],
})
export class JobsModule {}
