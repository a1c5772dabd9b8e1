import { randomUUID } from 'node:crypto';
import {
  CreditLedger,
  type HistoryPage,
  SignupBonusPool,
} from '#modules/credits/domain/credit-ledger.js';
import type { CreditType, LedgerEntry, LedgerReceipt } from '#modules/credits/domain/credits.js';
import { CreditsErrors } from '#modules/credits/domain/credits-errors.js';
import {
  checkAmountAndKey,
  type Direction,
  sameMovement,
  signedAmount,
} from '#modules/credits/domain/movement.js';

/** The ledger in memory, with the same rules as the PostgreSQL adapter (its medium test). */
export class InMemoryCreditLedger extends CreditLedger {
  readonly entries: LedgerEntry[] = [];
  private readonly owedBy = new Map<string, number>();

  credit(userId: string, amount: number, type: CreditType, reference: string | null, key: string) {
    return this.move(userId, amount, type, reference, key, 'credit');
  }

  debit(userId: string, amount: number, type: CreditType, reference: string | null, key: string) {
    return this.move(userId, amount, type, reference, key, 'debit');
  }

  async balance(userId: string): Promise<number> {
    return this.entries.filter((e) => e.userId === userId).reduce((sum, e) => sum + e.amount, 0);
  }

  async owed(userId: string): Promise<number> {
    return this.owedBy.get(userId) ?? 0;
  }

  async reverse(userId: string, credits: number, reference: string | null, key: string) {
    checkAmountAndKey({ amount: credits, idempotencyKey: key });
    if (await this.findByKey(key)) throw CreditsErrors.keyReused();
    const balance = await this.balance(userId);
    const taken = Math.min(balance, credits);
    const owed = (await this.owed(userId)) + credits - taken;
    this.owedBy.set(userId, owed);
    if (taken > 0) this.push(userId, 'payment_reversal', -taken, balance - taken, reference, key);
    return { taken, owed };
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
    const owed = await this.owed(userId);
    if (signed < 0 && owed > 0) throw CreditsErrors.onHold(owed);
    const balance = await this.balance(userId);
    if (balance + signed < 0) throw CreditsErrors.insufficient(amount, balance);
    const entry = this.push(userId, type, signed, balance + signed, reference, idempotencyKey);
    // Credits arriving while something is owed pay it first.
    const settled = Math.min(owed, balance + signed);
    if (settled > 0) {
      this.owedBy.set(userId, owed - settled);
      this.push(
        userId,
        'payment_reversal',
        -settled,
        balance + signed - settled,
        'owed',
        `owed:${entry.id}`,
      );
    }
    return { ...entry, replayed: false };
  }

  private push(
    userId: string,
    type: CreditType,
    amount: number,
    balanceAfter: number,
    reference: string | null,
    idempotencyKey: string,
  ): LedgerEntry {
    const entry: LedgerEntry = {
      id: randomUUID(),
      userId,
      type,
      amount,
      balanceAfter,
      reference,
      idempotencyKey,
      createdAt: new Date(),
    };
    this.entries.push(entry);
    return entry;
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
