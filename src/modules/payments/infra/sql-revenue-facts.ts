import { Injectable } from '@nestjs/common';
import { RevenueFacts } from '#modules/dashboard/domain/ports.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';

/** The admin dashboard's takings, summed where payments keeps them. */
@Injectable()
export class SqlRevenueFacts extends RevenueFacts {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async paidOn(day: string): Promise<{ cents: number; payments: number }> {
    const [row] = await this.uow.manager().query<{ cents: number; payments: number }[]>(
      `SELECT coalesce(sum(amount_cents), 0)::int AS cents, count(*)::int AS payments
         FROM payments
        WHERE status = 'succeeded' AND (paid_at AT TIME ZONE 'Australia/Sydney')::date = $1::date`,
      [day],
    );
    return row;
  }
}
