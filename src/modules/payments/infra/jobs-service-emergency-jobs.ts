import { Injectable } from '@nestjs/common';
import { DomainError } from '#shared/domain/domain-error.js';
import { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { EmergencyJobs, type PayableJob } from '../domain/ports.js';

/** The jobs module's lifecycle: a paid emergency job is published (pending_payment → open). */
@Injectable()
export class JobsServiceEmergencyJobs extends EmergencyJobs {
  constructor(private readonly jobs: JobsService) {
    super();
  }

  async find(jobId: string): Promise<PayableJob | null> {
    try {
      const job = await this.jobs.getOrThrow(jobId);
      return {
        id: job.id,
        ownerId: job.homeownerId,
        title: job.title,
        status: job.status,
        isEmergency: job.isEmergency,
      };
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  async open(jobId: string): Promise<void> {
    // Idempotent and inside the payment's transaction (the unit of work nests).
    await this.jobs.markEmergencyFeePaid(jobId);
  }
}
