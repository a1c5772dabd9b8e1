import { randomUUID } from 'node:crypto';
import type { JobPostingFees } from '#modules/leads/domain/job-endings.js';

export interface JobPostingFeesSubject {
  fees: JobPostingFees;
  /** An emergency job waiting for its fee, which nobody has started paying. */
  job(): Promise<string>;
  /** The homeowner opens the payment screen: the fee is due at the provider. */
  checkout(jobId: string): Promise<void>;
  /** The homeowner pays in the provider's form; our side has not heard yet. */
  payAtProvider(jobId: string): Promise<void>;
  /** Our side asks the provider how the payment went (the pay screen's confirm). */
  confirm(jobId: string): Promise<void>;
  /** The job's fee as payments records it; null before any checkout. */
  fee(jobId: string): Promise<'unpaid' | 'paid' | 'cancelled' | null>;
}

/**
 * What a job's ending (JobEndings.cancel) relies on from the payments module: an unpaid fee
 * ends with its job and can no longer be paid; a job without a fee, or with a paid one, is no
 * obstacle; a fee the provider took meanwhile refuses the cancellation, so the job stays and
 * opens once the payment is heard of. The provider's own races are the medium tests' business.
 */
export function jobPostingFeesContract(name: string, make: () => Promise<JobPostingFeesSubject>) {
  describe(`JobPostingFees contract: ${name}`, () => {
    let s: JobPostingFeesSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('lets a job without a fee end, and an unknown job', async () => {
      const jobId = await s.job();
      await expect(s.fees.cancelForJob(jobId)).resolves.toBeUndefined();
      await expect(s.fees.cancelForJob(randomUUID())).resolves.toBeUndefined();
      expect(await s.fee(jobId)).toBeNull();
    });

    it('ends an unpaid fee for good: paying it afterwards takes nothing; twice is no error', async () => {
      const jobId = await s.job();
      await s.checkout(jobId);
      expect(await s.fee(jobId)).toBe('unpaid');
      await s.fees.cancelForJob(jobId);
      expect(await s.fee(jobId)).toBe('cancelled');
      await s.payAtProvider(jobId);
      await s.confirm(jobId);
      expect(await s.fee(jobId)).toBe('cancelled');
      await expect(s.fees.cancelForJob(jobId)).resolves.toBeUndefined();
    });

    it('leaves a paid fee paid', async () => {
      const jobId = await s.job();
      await s.checkout(jobId);
      await s.payAtProvider(jobId);
      await s.confirm(jobId);
      expect(await s.fee(jobId)).toBe('paid');
      await expect(s.fees.cancelForJob(jobId)).resolves.toBeUndefined();
      expect(await s.fee(jobId)).toBe('paid');
    });

    it('refuses with PAYMENTS.FEE_PAID_MEANWHILE when the provider took the fee first; it is then paid', async () => {
      const jobId = await s.job();
      await s.checkout(jobId);
      await s.payAtProvider(jobId);
      await expect(s.fees.cancelForJob(jobId)).rejects.toMatchObject({
        code: 'PAYMENTS.FEE_PAID_MEANWHILE',
      });
      expect(await s.fee(jobId)).toBe('unpaid');
      await s.confirm(jobId);
      expect(await s.fee(jobId)).toBe('paid');
    });
  });
}
