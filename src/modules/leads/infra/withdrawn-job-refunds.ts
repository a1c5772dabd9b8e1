import { Injectable } from '@nestjs/common';
import { WithdrawnJobRefunds } from '#modules/admin/domain/departures.js';
import { LeadsService } from '../domain/leads.service.js';

/** The admin departure's port on the leads table: each active lead credited back once. */
@Injectable()
export class LeadRefundsOfWithdrawnJob extends WithdrawnJobRefunds {
  constructor(private readonly leads: LeadsService) {
    super();
  }

  refundBuyers(jobId: string): Promise<number> {
    return this.leads.refundJob(jobId, 'job_withdrawn');
  }
}
