import type { MigrationInterface, QueryRunner } from 'typeorm';

const day = (column: string) => `(${column} AT TIME ZONE 'Australia/Sydney')::date`;

/**
 * The analytics roll-up of events, with payments counted net of what went back: the refunded
 * part of each payment, and all of a charged-back one, is not revenue; credits sold leave out
 * those taken back. Figures stay on the day of the sale (a refund lowers that day's figure once
 * the roll-up is refreshed). `kept` switches between the new and the original definition.
 */
function eventsView(kept: boolean): string {
  const cents = kept
    ? `CASE WHEN dispute_status = 'lost' THEN 0 ELSE amount_cents - refunded_cents END`
    : 'amount_cents';
  const credits = kept ? 'credits - credits_reversed' : 'credits';
  return `
    CREATE MATERIALIZED VIEW analytics_events_daily AS
    SELECT day, kind, sum(n)::bigint AS n, sum(amount)::bigint AS amount FROM (
      SELECT ${day('bought_at')} AS day, 'lead_sold' AS kind, 1 AS n, price_credits AS amount FROM leads
      UNION ALL
      SELECT ${day('refunded_at')}, 'lead_refunded', 1, price_credits FROM leads WHERE status = 'refunded'
      UNION ALL
      SELECT ${day('assigned_at')}, CASE WHEN status = 'completed' THEN 'hired_completed' ELSE 'hired_open' END, 1, 0
        FROM jobs WHERE assigned_at IS NOT NULL
      UNION ALL
      SELECT ${day('paid_at')}, 'payment_' || purpose, 1, ${cents} FROM payments WHERE status = 'succeeded'
      UNION ALL
      SELECT ${day('paid_at')}, 'credits_sold', 1, ${credits} FROM payments WHERE status = 'succeeded' AND purpose = 'bundle'
      UNION ALL
      SELECT ${day('created_at')}, 'dispute_opened', 1, 0 FROM lead_disputes
      UNION ALL
      SELECT ${day('decided_at')}, 'dispute_' || status, 1, 0 FROM lead_disputes WHERE decided_at IS NOT NULL
      UNION ALL
      SELECT ${day('created_at')}, 'review', 1, rating FROM reviews
    ) e GROUP BY day, kind`;
}

export class RevenueNetOfRefunds1795760100001 implements MigrationInterface {
  name = 'RevenueNetOfRefunds1795760100001';

  async up(q: QueryRunner): Promise<void> {
    await this.replace(q, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.replace(q, false);
  }

  private async replace(q: QueryRunner, kept: boolean): Promise<void> {
    await q.query(`DROP MATERIALIZED VIEW analytics_events_daily`);
    await q.query(eventsView(kept));
    await q.query(
      `CREATE UNIQUE INDEX analytics_events_daily_key ON analytics_events_daily (day, kind)`,
    );
  }
}
