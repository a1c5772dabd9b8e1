import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An adjustment note for each refund, not one per payment: every refund that changes the
 * consideration amends the tax invoice by the amount it returned. `covered_cents` is how much
 * of the invoice the payment's notes amend once the note is issued; one note per such total,
 * so a replayed refund adds none. Existing notes each covered their whole payment.
 */
export class AdjustmentNotePerRefund1795760700000 implements MigrationInterface {
  name = 'AdjustmentNotePerRefund1795760700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE adjustment_notes ADD COLUMN covered_cents integer`);
    await q.query(`UPDATE adjustment_notes SET covered_cents = total_cents`);
    await q.query(`
      ALTER TABLE adjustment_notes
        ALTER COLUMN covered_cents SET NOT NULL,
        DROP CONSTRAINT adjustment_notes_payment_id_key,
        DROP CONSTRAINT adjustment_notes_invoice_id_key,
        ADD CONSTRAINT adjustment_notes_covered CHECK (covered_cents >= total_cents),
        ADD CONSTRAINT adjustment_notes_one_per_total UNIQUE (payment_id, covered_cents)`);
    await q.query(`CREATE INDEX adjustment_notes_invoice_idx ON adjustment_notes (invoice_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Keeps the latest note of each payment: the old schema holds one.
    await q.query(`
      DELETE FROM adjustment_notes a USING adjustment_notes b
       WHERE a.payment_id = b.payment_id AND a.covered_cents < b.covered_cents`);
    await q.query(`DROP INDEX adjustment_notes_invoice_idx`);
    await q.query(`
      ALTER TABLE adjustment_notes
        DROP CONSTRAINT adjustment_notes_one_per_total,
        DROP CONSTRAINT adjustment_notes_covered,
        DROP COLUMN covered_cents,
        ADD CONSTRAINT adjustment_notes_payment_id_key UNIQUE (payment_id),
        ADD CONSTRAINT adjustment_notes_invoice_id_key UNIQUE (invoice_id)`);
  }
}
