import { Injectable } from '@nestjs/common';
import { type DepartureReason, DepartingOwnerJobs } from '#modules/admin/domain/departures.js';
import { JobsService } from '../domain/jobs.service.js';

/** The admin departure's port on the jobs table: withdraws through the jobs rules. */
@Injectable()
export class JobsOfDepartingOwner extends DepartingOwnerJobs {
  constructor(private readonly jobs: JobsService) {
    super();
  }

  withdrawAll(homeownerId: string, reason: DepartureReason): Promise<string[]> {
    return this.jobs.withdrawAllOf(homeownerId, reason);
  }
}
