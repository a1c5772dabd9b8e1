import { Injectable } from '@nestjs/common';
import { ERASED_TEXT, type ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Leads bought, quotes and disputes in a data export; the tradie's own words erased. */
@Injectable()
export class SqlLeadsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [bought, quotes, disputes] = await this.each(userId, [
      `SELECT id, job_id, price_credits, status, refund_reason, refunded_at, bought_at
         FROM leads WHERE tradie_id = $1 ORDER BY bought_at`,
      `SELECT id, job_id, amount_cents, message, estimated_start, status, created_at
         FROM quotes WHERE tradie_id = $1 ORDER BY created_at`,
      `SELECT d.id, d.lead_id, d.reason, d.details, d.status, d.decision_reason, d.decided_at,
                d.created_at
         FROM lead_disputes d JOIN leads l ON l.id = d.lead_id WHERE l.tradie_id = $1
         ORDER BY d.created_at`,
    ]);
    return { leads: { bought, quotes, disputes } };
  }

  async erase({ userId }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    await this.query(`UPDATE quotes SET message = $2 WHERE tradie_id = $1`, [userId, ERASED_TEXT]);
    await this.query(
      `UPDATE lead_disputes SET details = $2
       WHERE lead_id IN (SELECT id FROM leads WHERE tradie_id = $1)`,
      [userId, ERASED_TEXT],
    );
    return { fileKeys: [] };
  }
}
