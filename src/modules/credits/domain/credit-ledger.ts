import type { CreditType, LedgerEntry, LedgerReceipt } from './credits.js';

export interface HistoryPage {
  items: LedgerEntry[];
  nextCursor: string | null;
}

/**
 * The only way credits move. Each movement is one append-only row with a unique idempotency
 * key; repeating a key returns the existing row and moves nothing. Calls join the caller's
 * `UnitOfWork` transaction when there is one (so a lead purchase and its debit commit
 * together); a refused debit (CREDITS.INSUFFICIENT, 402) writes nothing.
 */
export abstract class CreditLedger {
  abstract credit(
    userId: string,
    amount: number,
    type: CreditType,
    reference: string | null,
    idempotencyKey: string,
  ): Promise<LedgerReceipt>;

  abstract debit(
    userId: string,
    amount: number,
    type: CreditType,
    reference: string | null,
    idempotencyKey: string,
  ): Promise<LedgerReceipt>;

  abstract balance(userId: string): Promise<number>;

  /** The row recorded under a key, if any. */
  abstract findByKey(idempotencyKey: string): Promise<LedgerEntry | null>;

  /** Newest first, keyset-paginated by an opaque cursor. */
  abstract history(userId: string, limit: number, cursor?: string): Promise<HistoryPage>;
}

/** The first-100 offer. `claim` is atomic: under any burst at most `total` claims succeed. */
export abstract class SignupBonusPool {
  /** The slot number (1..total) taken, or null when none is left. */
  abstract claim(): Promise<number | null>;
  abstract status(): Promise<{ total: number; granted: number }>;
}
