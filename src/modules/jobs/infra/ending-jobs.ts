import { Injectable } from '@nestjs/common';
import { EndingJobs } from '#modules/leads/domain/job-endings.js';
import { JobsService } from '../domain/jobs.service.js';

/** The leads module's job endings on the jobs table: through the jobs rules. */
@Injectable()
export class JobsServiceEndingJobs extends EndingJobs {
  constructor(private readonly jobs: JobsService) {
    super();
  }

  async cancel(jobId: string, homeownerId: string): Promise<void> {
    await this.jobs.cancel(jobId, homeownerId);
  }

  unhiredJobIds(batch: number): Promise<string[]> {
    return this.jobs.unhiredJobIds(batch);
  }

  expireLeads(jobId: string): Promise<boolean> {
    return this.jobs.expireLeads(jobId);
  }
}
