import { InMemoryEndingJobs, MemoryJobPostingFees } from '#test/fakes/leads-reads.fakes.js';
import { CountingUnitOfWork } from '#test/fakes/unit-of-work.fakes.js';
import { type JobBuyerRefunds, JobEndings } from './job-endings.js';
import type { RefundReason } from './lead.js';

const NOW = new Date('2026-07-01T00:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

/** Job j1 of h1 with two buyers; j2 and j3 unhired for 30 days, j3 with one buyer. */
function setup(options: { feePaidMeanwhile?: boolean } = {}) {
  // Numbers each transaction, so a step's log line says which one it ran in.
  const uow = new CountingUnitOfWork();
  const calls: string[] = [];
  const log = (call: string) => calls.push(`tx${uow.current} ${call}`);
  const buyers = new Map([
    ['j1', 2],
    ['j3', 1],
  ]);
  // The jobs module's side in memory, each step logged with the transaction it ran in.
  const jobs = new (class extends InMemoryEndingJobs {
    override async cancel(jobId: string, homeownerId: string) {
      await super.cancel(jobId, homeownerId);
      log(`cancel ${jobId}`);
    }
    override async expireLeads(jobId: string) {
      log(`expire ${jobId}`);
      return super.expireLeads(jobId);
    }
  })(() => NOW);
  jobs.add('j1', { homeownerId: 'h1' });
  jobs.add('j2', { homeownerId: 'h1', publishedAt: daysAgo(31) });
  jobs.add('j3', { homeownerId: 'h2', publishedAt: daysAgo(31) });
  const refunds: JobBuyerRefunds = {
    async refundJob(jobId: string, reason: RefundReason) {
      const n = buyers.get(jobId) ?? 0;
      buyers.delete(jobId);
      log(`refund ${jobId} ${reason}: ${n}`);
      return n;
    },
  };
  // j1 is an emergency job whose fee is due; paid at the provider meanwhile when asked.
  const fees = new (class extends MemoryJobPostingFees {
    override async cancelForJob(jobId: string) {
      log(`fee ${jobId}`);
      return super.cancelForJob(jobId);
    }
  })();
  fees.checkout('j1');
  if (options.feePaidMeanwhile) fees.payAtProvider('j1');
  return { endings: new JobEndings(jobs, refunds, fees, uow), calls, uow, jobs, refunds, fees };
}

describe('JobEndings', () => {
  it('cancels the job, credits its buyers back and ends its fee in one transaction', async () => {
    const { endings, calls, uow, fees } = setup();
    await endings.cancel('j1', 'h1');
    expect(calls).toEqual(['tx1 cancel j1', 'tx1 refund j1 job_cancelled: 2', 'tx1 fee j1']);
    expect(uow.opened).toBe(1);
    expect(fees.fee('j1')).toBe('cancelled');
  });

  it('refunds nobody when the job side refuses the cancellation', async () => {
    const { endings, calls, fees } = setup();
    await expect(endings.cancel('j1', 'h2')).rejects.toMatchObject({ code: 'JOBS.NOT_YOURS' });
    expect(calls).toEqual([]);
    expect(fees.fee('j1')).toBe('unpaid');
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

  it('expires each job once when two instances sweep at the same time', async () => {
    const { endings, calls, jobs, refunds, fees } = setup();
    const elsewhere = new JobEndings(jobs, refunds, fees, new CountingUnitOfWork());
    // Both list j2 and j3 before either expires one; each job's expiry answers yes once.
    const counts = await Promise.all([endings.expireUnhired(100), elsewhere.expireUnhired(100)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(calls.filter((c) => c.includes('expire'))).toHaveLength(4);
    expect(calls.filter((c) => c.includes('refund'))).toHaveLength(2);
  });
});
