import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { SignupBonusPool } from '../domain/credit-ledger.js';

/**
 * One counter row: the conditional UPDATE takes the row lock, so concurrent claims queue and
 * each sees the previous one's count; the CHECK (granted <= total) is the last line of defence.
 * The claim commits or rolls back with the registration that made it.
 */
@Injectable()
export class TypeOrmSignupBonusPool extends SignupBonusPool {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async claim(): Promise<number | null> {
    const [rows] = await this.uow
      .manager()
      .query<[{ granted: number }[], number]>(
        `UPDATE signup_bonus_counter SET granted = granted + 1 WHERE id = 1 AND granted < total RETURNING granted`,
      );
    return rows[0]?.granted ?? null;
  }

  async status(): Promise<{ total: number; granted: number }> {
    const rows = await this.uow.manager().query<
      {
        total: number;
        granted: number;
      }[]
    >(`SELECT total, granted FROM signup_bonus_counter WHERE id = 1`);
    return rows[0] ?? { total: 100, granted: 0 };
  }
}
