import { randomUUID } from 'node:crypto';
import {
  CreditLedger,
  type HistoryPage,
  SignupBonusPool,
} from '#modules/credits/domain/credit-ledger.js';
import type { CreditType, LedgerEntry, LedgerReceipt } from '#modules/credits/domain/credits.js';
import { CreditsErrors } from '#modules/credits/domain/credits-errors.js';
import { type Direction, sameMovement, signedAmount } from '#modules/credits/domain/movement.js';

/** The ledger in memory, with the same rules as the PostgreSQL adapter (its medium test). */
export class InMemoryCreditLedger extends CreditLedger {
  readonly entries: LedgerEntry[] = [];

  credit(userId: string, amount: number, type: CreditType, reference: string | null, key: string) {
    return this.move(userId, amount, type, reference, key, 'credit');
  }

  debit(userId: string, amount: number, type: CreditType, reference: string | null, key: string) {
    return this.move(userId, amount, type, reference, key, 'debit');
  }

  async balance(userId: string): Promise<number> {
    return this.entries.filter((e) => e.userId === userId).reduce((sum, e) => sum + e.amount, 0);
  }

  async findByKey(key: string): Promise<LedgerEntry | null> {
    return this.entries.find((e) => e.idempotencyKey === key) ?? null;
  }

  async history(userId: string, limit: number, cursor?: string): Promise<HistoryPage> {
    const mine = this.entries.filter((e) => e.userId === userId).reverse();
    // The cursor is the last id handed out; anything else is refused, as the adapter does.
    const at = cursor === undefined ? -1 : mine.findIndex((e) => e.id === cursor);
    if (cursor !== undefined && at < 0) throw CreditsErrors.invalidCursor();
    const start = at + 1;
    const items = mine.slice(start, start + limit);
    return {
      items,
      nextCursor: start + limit < mine.length ? (items.at(-1)?.id ?? null) : null,
    };
  }

  private async move(
    userId: string,
    amount: number,
    type: CreditType,
    reference: string | null,
    idempotencyKey: string,
    direction: Direction,
  ): Promise<LedgerReceipt> {
    const movement = { userId, amount, type, reference, idempotencyKey };
    const signed = signedAmount(movement, direction);
    const existing = await this.findByKey(idempotencyKey);
    if (existing) {
      if (!sameMovement(existing, movement, signed)) throw CreditsErrors.keyReused();
      return { ...existing, replayed: true };
    }
    const balance = await this.balance(userId);
    if (balance + signed < 0) throw CreditsErrors.insufficient(amount, balance);
    const entry: LedgerEntry = {
      id: randomUUID(),
      userId,
      type,
      amount: signed,
      balanceAfter: balance + signed,
      reference,
      idempotencyKey,
      createdAt: new Date(),
    };
    this.entries.push(entry);
    return { ...entry, replayed: false };
  }
}

export class InMemorySignupBonusPool extends SignupBonusPool {
  granted = 0;
  constructor(readonly total = 100) {
    super();
  }
  async claim(): Promise<number | null> {
    if (this.granted >= this.total) return null;
    return ++this.granted;
  }
  async status() {
    return { total: this.total, granted: this.granted };
  }
}
