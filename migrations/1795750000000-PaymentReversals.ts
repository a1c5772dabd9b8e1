import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and chargebacks reported by the payment provider. The ledger gains two movement
 * types (`payment_reversal` takes a refunded bundle's credits back, `payment_restored` returns
 * them when a dispute is won) and an `owed` count on each balance: credits of a refunded bundle
 * that were already spent. A balance never goes negative and nothing owed is ever spendable:
 * while something is owed the balance is zero (CHECK), and credits arriving pay it first.
 * Payments record what the provider reported (refund, dispute and its outcome) and how many of
 * their credits are currently taken back; an adjustment note amends the tax invoice once.
 */
export class PaymentReversals1795750000000 implements MigrationInterface {
  name = 'PaymentReversals1795750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE credit_balances
        ADD COLUMN owed integer NOT NULL DEFAULT 0 CONSTRAINT credit_balances_owed_not_negative CHECK (owed >= 0),
        ADD CONSTRAINT credit_balances_owed_first CHECK (owed = 0 OR balance = 0)`);
    await q.query(`ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_type_check`);
    await q.query(`ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_sign`);
    await q.query(`
      ALTER TABLE credit_transactions
        ADD CONSTRAINT credit_transactions_type_check CHECK (type IN ('signup_bonus','purchase',
          'lead_purchase','refund','leaderboard_reward','reward','redemption','admin_adjustment',
          'payment_reversal','payment_restored')),
        ADD CONSTRAINT credit_transactions_sign CHECK (
          (type IN ('lead_purchase','redemption','payment_reversal') AND amount < 0)
          OR (type IN ('signup_bonus','purchase','refund','leaderboard_reward','reward',
                       'payment_restored') AND amount > 0)
          OR type = 'admin_adjustment')`);

    await q.query(`
      ALTER TABLE payments
        ADD COLUMN refunded_at timestamptz,
        ADD COLUMN dispute_status text CHECK (dispute_status IN ('open','won','lost')),
        ADD COLUMN credits_reversed integer NOT NULL DEFAULT 0,
        ADD COLUMN reversals integer NOT NULL DEFAULT 0 CHECK (reversals >= 0),
        -- Never more taken back than the payment granted, and only from a fulfilled payment.
        ADD CONSTRAINT payments_credits_reversed CHECK (
          credits_reversed BETWEEN 0 AND credits
          AND (credits_reversed = 0 OR status = 'succeeded'))`);

    await q.query(`CREATE SEQUENCE adjustment_note_number_seq`);
    await q.query(`
      CREATE TABLE adjustment_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number bigint NOT NULL UNIQUE DEFAULT nextval('adjustment_note_number_seq'),
        invoice_id uuid NOT NULL UNIQUE REFERENCES tax_invoices(id) ON DELETE RESTRICT,
        payment_id uuid NOT NULL UNIQUE REFERENCES payments(id) ON DELETE RESTRICT,
        buyer_id uuid NOT NULL,
        reason text NOT NULL CHECK (reason IN ('refund','chargeback')),
        total_cents integer NOT NULL CHECK (total_cents > 0),
        gst_cents integer NOT NULL CHECK (gst_cents >= 0 AND gst_cents < total_cents),
        currency char(3) NOT NULL DEFAULT 'AUD' CHECK (currency = 'AUD'),
        issued_at timestamptz NOT NULL
      )`);
    await q.query(`ALTER SEQUENCE adjustment_note_number_seq OWNED BY adjustment_notes.number`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE adjustment_notes`);
    await q.query(`
      ALTER TABLE payments DROP CONSTRAINT payments_credits_reversed,
        DROP COLUMN reversals, DROP COLUMN credits_reversed, DROP COLUMN dispute_status,
        DROP COLUMN refunded_at`);
    await q.query(`ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_sign`);
    await q.query(`ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_type_check`);
    await q.query(`
      ALTER TABLE credit_transactions
        ADD CONSTRAINT credit_transactions_type_check CHECK (type IN ('signup_bonus','purchase',
          'lead_purchase','refund','leaderboard_reward','reward','redemption','admin_adjustment')),
        ADD CONSTRAINT credit_transactions_sign CHECK (
          (type IN ('lead_purchase','redemption') AND amount < 0)
          OR (type IN ('signup_bonus','purchase','refund','leaderboard_reward','reward') AND amount > 0)
          OR type = 'admin_adjustment')`);
    await q.query(`
      ALTER TABLE credit_balances DROP CONSTRAINT credit_balances_owed_first,
        DROP COLUMN owed`);
  }
}
