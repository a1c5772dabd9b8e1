import { DomainError } from '#shared/domain/domain-error.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { EndingJobs, type JobBuyerRefunds, JobEndings, JobPostingFees } from './job-endings.js';
import type { RefundReason } from './lead.js';

/** Counts transactions and records, in order, what each port was asked inside which one. */
class CountingUnitOfWork extends UnitOfWork {
  opened = 0;
  current = 0;
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current) return work();
    this.current = ++this.opened;
    try {
      return await work();
    } finally {
      this.current = 0;
    }
  }
}

/** Job j1 of h1 with two buyers; j2 and j3 unhired for 30 days, j3 with one buyer. */
function setup(options: { feePaidMeanwhile?: boolean } = {}) {
  const uow = new CountingUnitOfWork();
  const calls: string[] = [];
  const log = (call: string) => calls.push(`tx${uow.current} ${call}`);
  const buyers = new Map([
    ['j1', 2],
    ['j3', 1],
  ]);
  const due = new Set(['j2', 'j3']);
  const jobs = new (class extends EndingJobs {
    async cancel(jobId: string, homeownerId: string) {
      if (homeownerId !== 'h1') throw new DomainError('JOBS.NOT_YOURS', 'forbidden', 'Not yours');
      log(`cancel ${jobId}`);
    }
    async unhiredJobIds() {
      return ['j2', 'j3'];
    }
    async expireLeads(jobId: string) {
      log(`expire ${jobId}`);
      return due.delete(jobId);
    }
  })();
  const refunds: JobBuyerRefunds = {
    async refundJob(jobId: string, reason: RefundReason) {
      const n = buyers.get(jobId) ?? 0;
      buyers.delete(jobId);
      log(`refund ${jobId} ${reason}: ${n}`);
      return n;
    },
  };
  const fees = new (class extends JobPostingFees {
    async cancelForJob(jobId: string) {
      log(`fee ${jobId}`);
      if (options.feePaidMeanwhile) {
        throw new DomainError('PAYMENTS.FEE_PAID_MEANWHILE', 'conflict', 'Paid meanwhile');
      }
    }
  })();
  return { endings: new JobEndings(jobs, refunds, fees, uow), calls, uow };
}

describe('JobEndings', () => {
  it('cancels the job, credits its buyers back and ends its fee in one transaction', async () => {
    const { endings, calls, uow } = setup();
    await endings.cancel('j1', 'h1');
    expect(calls).toEqual(['tx1 cancel j1', 'tx1 refund j1 job_cancelled: 2', 'tx1 fee j1']);
    expect(uow.opened).toBe(1);
  });

  it('refunds nobody when the job side refuses the cancellation', async () => {
    const { endings, calls } = setup();
    await expect(endings.cancel('j1', 'h2')).rejects.toMatchObject({ code: 'JOBS.NOT_YOURS' });
    expect(calls).toEqual([]);
  });

  it('passes on a fee paid meanwhile, which fails the cancellation’s transaction', async () => {
    const { endings, calls } = setup({ feePaidMeanwhile: true });
    await expect(endings.cancel('j1', 'h1')).rejects.toMatchObject({
      code: 'PAYMENTS.FEE_PAID_MEANWHILE',
    });
    expect(calls.at(-1)).toBe('tx1 fee j1');
  });

  it('expires each due job with its credit-back in a transaction of its own, once', async () => {
    const { endings, calls, uow } = setup();
    expect(await endings.expireUnhired(100)).toBe(2);
    expect(calls).toEqual([
      'tx1 expire j2',
      'tx1 refund j2 unhired_30_days: 0',
      'tx2 expire j3',
      'tx2 refund j3 unhired_30_days: 1',
    ]);
    expect(uow.opened).toBe(2);
    // A second sweep finds them expired and credits nobody again.
    expect(await endings.expireUnhired(100)).toBe(0);
    expect(calls.filter((c) => c.includes('refund'))).toHaveLength(2);
  });
});
