import { Injectable } from '@nestjs/common';
import { FORMER_MEMBER, type ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Payments, tax invoices and adjustment notes in a data export; the invoices' buyer erased. */
@Injectable()
export class SqlPaymentsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [payments, invoices, adjustmentNotes] = await this.each(userId, [
      `SELECT id, purpose, bundle_id, credits, job_id, amount_cents, currency, method, gateway,
                status, failure_reason, description, created_at, paid_at, refunded_at,
                dispute_status, credits_reversed
         FROM payments WHERE payer_id = $1 ORDER BY created_at`,
      `SELECT id, number, payment_id, seller, buyer, lines, total_cents, gst_cents, currency,
                issued_at
         FROM tax_invoices WHERE buyer_id = $1 ORDER BY issued_at`,
      `SELECT id, number, invoice_id, payment_id, reason, total_cents, gst_cents, currency,
                issued_at
         FROM adjustment_notes WHERE buyer_id = $1 ORDER BY issued_at`,
    ]);
    return { payments: { payments, invoices, adjustmentNotes } };
  }

  /** The payments stay (they name nobody); the invoice keeps its numbers, not the buyer. */
  async erase({ userId }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    await this.query(
      `UPDATE tax_invoices SET buyer = jsonb_build_object('name', $2::text, 'email', '',
         'businessName', NULL, 'abn', NULL)
       WHERE buyer_id = $1`,
      [userId, FORMER_MEMBER],
    );
    return { fileKeys: [] };
  }
}
