import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { LeadsService } from './leads.service.js';

/**
 * The jobs module: the job's side of its ending, each step under the job's row lock and in
 * the caller's transaction.
 */
export abstract class EndingJobs {
  /** Cancels the homeowner's unassigned job (JOBS.NOT_FOUND, NOT_YOURS or NOT_EDITABLE else). */
  abstract cancel(jobId: string, homeownerId: string): Promise<void>;
  /** Up to `batch` jobs unhired for 30 days whose lead still sells. */
  abstract unhiredJobIds(batch: number): Promise<string[]>;
  /** Stops selling the job's lead when that is still due; false when it is not (any more). */
  abstract expireLeads(jobId: string): Promise<boolean>;
}

/** The payments module: an emergency job's posting fee ends with the job. */
export abstract class JobPostingFees {
  /**
   * Cancels an unpaid fee with the provider (nothing when there is none, or it is paid);
   * PAYMENTS.FEE_PAID_MEANWHILE when the provider reports it paid meanwhile.
   */
  abstract cancelForJob(jobId: string): Promise<void>;
}

/** The buyers' side: every active lead of the job credited back once (LeadsService). */
export type JobBuyerRefunds = Pick<LeadsService, 'refundJob'>;

/**
 * A job that ends before anyone is hired gives its buyers their credits back, in the
 * transaction that ends it: the job changes and every buyer is credited back together, or
 * neither happens. Refund-once holds under retries and overlaps: the job's transition is
 * checked under its row lock, each lead's status and the ledger key guard its refund.
 */
export class JobEndings {
  constructor(
    private readonly jobs: EndingJobs,
    private readonly refunds: JobBuyerRefunds,
    private readonly fees: JobPostingFees,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * The homeowner cancels: the job is cancelled, its buyers credited back and an unpaid
   * emergency fee cancelled (a fee paid meanwhile refuses the whole cancellation).
   */
  cancel(jobId: string, homeownerId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      await this.jobs.cancel(jobId, homeownerId);
      await this.refunds.refundJob(jobId, 'job_cancelled');
      await this.fees.cancelForJob(jobId);
    });
  }

  /**
   * Up to `batch` jobs unhired for 30 days stop selling their lead, each in its own
   * transaction with its buyers' credit-back. Answers how many it expired; safe on several
   * instances at once (each job is expired once, under its row lock).
   */
  async expireUnhired(batch: number): Promise<number> {
    let expired = 0;
    for (const jobId of await this.jobs.unhiredJobIds(batch)) {
      const done = await this.unitOfWork.run(async () => {
        if (!(await this.jobs.expireLeads(jobId))) return false;
        await this.refunds.refundJob(jobId, 'unhired_30_days');
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }
}
