import { Injectable } from '@nestjs/common';
import { WithdrawnJobFees } from '#modules/admin/domain/departures.js';
import { JobPostingFees } from '#modules/leads/domain/job-endings.js';
import { PaymentService } from '../domain/payment.service.js';

/** The leads module's job endings on the payments table: an unpaid emergency fee cancelled. */
@Injectable()
export class PaymentServiceJobPostingFees extends JobPostingFees {
  constructor(private readonly payments: PaymentService) {
    super();
  }

  cancelForJob(jobId: string): Promise<void> {
    return this.payments.cancelForJob(jobId);
  }
}

/** The admin departure's port on the payments table: a withdrawn job's unpaid fee cancelled. */
@Injectable()
export class PaymentServiceWithdrawnJobFees extends WithdrawnJobFees {
  constructor(private readonly payments: PaymentService) {
    super();
  }

  cancelFor(jobId: string): Promise<void> {
    return this.payments.cancelForWithdrawnJob(jobId);
  }
}
