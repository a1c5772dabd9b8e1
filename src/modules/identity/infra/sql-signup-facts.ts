import { Injectable } from '@nestjs/common';
import { SignupFacts } from '#modules/dashboard/domain/ports.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { HAS_UNAPPROVED_LICENCE } from './typeorm-account.repository.js';

/** The admin dashboard's account figures, counted where identity keeps them. */
@Injectable()
export class SqlSignupFacts extends SignupFacts {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async signupsOn(day: string): Promise<number> {
    const [row] = await this.uow.manager().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM users
        WHERE NOT is_admin AND (created_at AT TIME ZONE 'Australia/Sydney')::date = $1::date`,
      [day],
    );
    return row.n;
  }

  async pendingTradies(): Promise<number> {
    // The same queue as listTradies('pending'): new tradies and licence changes to review.
    const [row] = await this.uow.manager().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM tradie_profiles t JOIN users u ON u.id = t.id
        WHERE NOT u.is_admin
          AND (t.verification_status = 'pending' OR t.pending_licence_number IS NOT NULL
               OR (t.verification_status = 'approved' AND ${HAS_UNAPPROVED_LICENCE('t.')}))`,
    );
    return row.n;
  }
}
