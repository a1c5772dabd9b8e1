import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How much of a payment the provider reported refunded so far: a partial refund takes back the
 * refunded share of a bundle's credits (rounded down), a second one only the new part.
 * Payments refunded in full before this column existed count as refunded in full.
 */
export class PartialRefunds1795760100000 implements MigrationInterface {
  name = 'PartialRefunds1795760100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT payments_refunded_cents CHECK (refunded_cents BETWEEN 0 AND amount_cents)`);
    await q.query(
      `UPDATE payments SET refunded_cents = amount_cents WHERE refunded_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments DROP CONSTRAINT payments_refunded_cents,
        DROP COLUMN refunded_cents`);
  }
}
