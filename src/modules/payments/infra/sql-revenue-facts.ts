import { Injectable } from '@nestjs/common';
import { RevenueFacts } from '#modules/dashboard/domain/ports.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';

/**
 * The admin dashboard's takings, summed where payments keeps them: net of what went back (the
 * refunded part of a payment; all of one charged back), counting payments that kept any money.
 */
@Injectable()
export class SqlRevenueFacts extends RevenueFacts {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async paidOn(day: string): Promise<{ cents: number; payments: number }> {
    const [row] = await this.uow.manager().query<{ cents: number; payments: number }[]>(
      `SELECT coalesce(sum(kept), 0)::int AS cents, count(*) FILTER (WHERE kept > 0)::int AS payments
         FROM (SELECT CASE WHEN dispute_status = 'lost' THEN 0
                           ELSE amount_cents - refunded_cents END AS kept
                 FROM payments
                WHERE status = 'succeeded'
                  AND (paid_at AT TIME ZONE 'Australia/Sydney')::date = $1::date) p`,
      [day],
    );
    return row;
  }
}
