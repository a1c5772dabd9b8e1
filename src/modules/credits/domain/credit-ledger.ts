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

  /**
   * Takes back up to `credits` of a refunded or disputed purchase without ever going below
   * zero: what the balance holds is debited as one `payment_reversal` row under the key, the
   * rest becomes owed. While anything is owed, spending is refused (CREDITS.ON_HOLD) and every
   * credit that arrives pays what is owed first. The caller makes sure it runs once per
   * reversal (it holds the payment's lock); the key names the row.
   */
  abstract reverse(
    userId: string,
    credits: number,
    reference: string | null,
    idempotencyKey: string,
  ): Promise<{ taken: number; owed: number }>;

  /** Credits of refunded purchases that were spent before the refund and are still owed. */
  abstract owed(userId: string): Promise<number>;

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
