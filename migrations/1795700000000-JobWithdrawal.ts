import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A banned or erased homeowner's open jobs are withdrawn: a status of their own with when and
 * why, and a refund reason for their buyers' credits.
 */
export class JobWithdrawal1795700000000 implements MigrationInterface {
  name = 'JobWithdrawal1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE jobs
        DROP CONSTRAINT jobs_status_check,
        ADD CONSTRAINT jobs_status_check CHECK (
          status IN ('pending_payment','open','assigned','completed','cancelled','withdrawn')),
        ADD COLUMN withdrawn_at timestamptz,
        ADD COLUMN withdrawn_reason text CHECK (withdrawn_reason IN ('owner_banned','owner_erased')),
        ADD CONSTRAINT jobs_withdrawn_consistent CHECK (
          (status = 'withdrawn') = (withdrawn_at IS NOT NULL AND withdrawn_reason IS NOT NULL))`);
    await q.query(`
      ALTER TABLE leads
        DROP CONSTRAINT leads_refund_reason_check,
        ADD CONSTRAINT leads_refund_reason_check CHECK (
          refund_reason IN ('job_cancelled','unhired_30_days','dispute_approved','job_withdrawn'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE leads
        DROP CONSTRAINT leads_refund_reason_check,
        ADD CONSTRAINT leads_refund_reason_check CHECK (
          refund_reason IN ('job_cancelled','unhired_30_days','dispute_approved'))`);
    await q.query(`
      ALTER TABLE jobs
        DROP CONSTRAINT jobs_withdrawn_consistent,
        DROP COLUMN withdrawn_reason,
        DROP COLUMN withdrawn_at,
        DROP CONSTRAINT jobs_status_check,
        ADD CONSTRAINT jobs_status_check CHECK (
          status IN ('pending_payment','open','assigned','completed','cancelled'))`);
  }
}
