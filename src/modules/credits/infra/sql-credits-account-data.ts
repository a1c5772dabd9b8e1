import { Injectable } from '@nestjs/common';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** The ledger in a data export; on erasure it stays untouched (it names nobody). */
@Injectable()
export class SqlCreditsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [transactions, balance] = await this.each(userId, [
      `SELECT id, type, amount, balance_after, reference, created_at FROM credit_transactions
         WHERE user_id = $1 ORDER BY created_at, id`,
      `SELECT balance FROM credit_balances WHERE user_id = $1`,
    ]);
    return { ledger: { balance: balance[0]?.balance ?? 0, transactions } };
  }

  erase(): Promise<{ fileKeys: string[] }> {
    return Promise.resolve({ fileKeys: [] });
  }
}
