import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (credit bundles and emergency posting fees), the provider events already handled
 * (webhooks are idempotent by event id), tax invoices numbered from a sequence, and the sandbox
 * gateway's own record of charges (what a real provider keeps on its side).
 */
export class Payments1795404907303 implements MigrationInterface {
  name = 'Payments1795404907303';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- No cascade: payment records outlive nothing silently.
        payer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        purpose text NOT NULL CHECK (purpose IN ('bundle','emergency_job')),
        bundle_id text,
        credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
        job_id uuid REFERENCES jobs(id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency char(3) NOT NULL DEFAULT 'AUD' CHECK (currency = 'AUD'),
        method text NOT NULL CHECK (method IN ('card','paypal')),
        gateway text NOT NULL,
        provider_ref text,
        client_secret text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','failed','succeeded')),
        failure_reason text,
        description text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        CONSTRAINT payments_bundle_shape CHECK (
          (purpose = 'bundle' AND bundle_id IS NOT NULL AND credits > 0 AND job_id IS NULL)
          OR (purpose = 'emergency_job' AND job_id IS NOT NULL AND bundle_id IS NULL AND credits = 0)),
        CONSTRAINT payments_paid_at CHECK ((status = 'succeeded') = (paid_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX payments_provider_ref ON payments (gateway, provider_ref) WHERE provider_ref IS NOT NULL`,
    );
    // One payment per emergency job (a declined one is retried, not replaced): opening the pay
    // screen twice can never charge twice.
    await q.query(
      `CREATE UNIQUE INDEX payments_one_per_job ON payments (job_id) WHERE job_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX payments_payer_idx ON payments (payer_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE payment_webhook_events (
        gateway text NOT NULL,
        event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 255),
        payment_id uuid REFERENCES payments(id) ON DELETE RESTRICT,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (gateway, event_id)
      )`);

    await q.query(`CREATE SEQUENCE tax_invoice_number_seq`);
    await q.query(`
      CREATE TABLE tax_invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number bigint NOT NULL UNIQUE DEFAULT nextval('tax_invoice_number_seq'),
        payment_id uuid NOT NULL UNIQUE REFERENCES payments(id) ON DELETE RESTRICT,
        buyer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        seller jsonb NOT NULL,
        buyer jsonb NOT NULL,
        lines jsonb NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents > 0),
        gst_cents integer NOT NULL CHECK (gst_cents >= 0 AND gst_cents < total_cents),
        currency char(3) NOT NULL DEFAULT 'AUD' CHECK (currency = 'AUD'),
        issued_at timestamptz NOT NULL
      )`);
    await q.query(`ALTER SEQUENCE tax_invoice_number_seq OWNED BY tax_invoices.number`);
    await q.query(`CREATE INDEX tax_invoices_buyer_idx ON tax_invoices (buyer_id, issued_at DESC)`);

    await q.query(`
      CREATE TABLE sandbox_charges (
        provider_ref text PRIMARY KEY,
        payment_id uuid NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL DEFAULT 'requires_payment_method'
          CHECK (status IN ('requires_payment_method','succeeded')),
        failure_reason text,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_charges`);
    await q.query(`DROP TABLE tax_invoices`);
    await q.query(`DROP TABLE payment_webhook_events`);
    await q.query(`DROP TABLE payments`);
  }
}
