import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sandbox's charges can be cancelled, as a provider's intents can. */
export class SandboxChargeCancel1795417309266 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sandbox_charges DROP CONSTRAINT sandbox_charges_status_check`);
    await q.query(`
      ALTER TABLE sandbox_charges ADD CONSTRAINT sandbox_charges_status_check
        CHECK (status IN ('requires_payment_method','succeeded','canceled'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE sandbox_charges SET status = 'requires_payment_method' WHERE status = 'canceled'`,
    );
    await q.query(`ALTER TABLE sandbox_charges DROP CONSTRAINT sandbox_charges_status_check`);
    await q.query(`
      ALTER TABLE sandbox_charges ADD CONSTRAINT sandbox_charges_status_check
        CHECK (status IN ('requires_payment_method','succeeded'))`);
  }
}
