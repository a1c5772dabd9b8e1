import type { DomainEvent, EventPayload } from '#shared/domain/domain-events.js';
import { CREDIT_BUNDLES, type CreditBundle, SIGNUP_BONUS } from '#shared/domain/product.js';

/** Credits: whole numbers; a credit buys one dollar of lead price (decisions.md). */

export const CREDIT_TYPES = [
  'signup_bonus',
  'purchase',
  'lead_purchase',
  'refund',
  'leaderboard_reward',
  'reward',
  'redemption',
  'admin_adjustment',
  // A refunded or charged-back bundle's credits taken back, and given back when a dispute is won.
  'payment_reversal',
  'payment_restored',
] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

/** Types that only add credits, types that only take them; admin adjustments go either way. */
export const EARNING_TYPES: readonly CreditType[] = [
  'signup_bonus',
  'purchase',
  'refund',
  'leaderboard_reward',
  'reward',
  'admin_adjustment',
  'payment_restored',
];
/** `payment_reversal` is not among them: only `CreditLedger.reverse` takes credits back. */
export const SPENDING_TYPES: readonly CreditType[] = [
  'lead_purchase',
  'redemption',
  'admin_adjustment',
];

/** The largest single movement we accept: guards against typos and integer overflow. */
export const MAX_MOVEMENT = 1_000_000;

/** One row of the append-only ledger. `amount` is signed: negative for debits. */
export interface LedgerEntry {
  id: string;
  userId: string;
  type: CreditType;
  amount: number;
  balanceAfter: number;
  reference: string | null;
  idempotencyKey: string;
  createdAt: Date;
}

/** A movement's result: `replayed` when the key had already moved credits (nothing moved now). */
export interface LedgerReceipt extends LedgerEntry {
  replayed: boolean;
}

/** Published by the ledger, in the movement's transaction, when credits arrive that no other event announces. */
export const CREDITS_ADDED = 'credits.credits_added';

/** Refunds and leaderboard prizes are announced by their own events (lead refunded, award). */
type AnnouncedEarning = EventPayload<typeof CREDITS_ADDED>['creditType'] & CreditType;
const ANNOUNCED_EARNINGS: readonly AnnouncedEarning[] = [
  'signup_bonus',
  'purchase',
  'reward',
  'admin_adjustment',
];

/** The `credits.credits_added` event of a new ledger row, or null when it announces nothing. */
export function creditsAddedEvent(entry: LedgerEntry): DomainEvent<typeof CREDITS_ADDED> | null {
  const creditType = ANNOUNCED_EARNINGS.find((type) => type === entry.type);
  if (entry.amount <= 0 || !creditType) return null;
  return {
    type: CREDITS_ADDED,
    aggregateId: entry.userId,
    payload: {
      userId: entry.userId,
      credits: entry.amount,
      creditType,
      balanceAfter: entry.balanceAfter,
      transactionId: entry.id,
    },
    occurredAt: entry.createdAt,
  };
}

export const SIGNUP_BONUS_CREDITS: number = SIGNUP_BONUS.credits;
const SIGNUP_BONUS_TOTAL: number = SIGNUP_BONUS.spots;

/** Spots left of the free-credit offer, as the landing banner shows it (floored at 0). */
export function signupBonusRemaining(granted: number, total: number = SIGNUP_BONUS_TOTAL): number {
  return Math.max(0, total - granted);
}

export const signupBonusKey = (userId: string) => `signup_bonus:${userId}`;

// The credit bundles on sale (Starter, 5 credits for $9.99, up to Elite, 50 for $59.99), defined
// once in the product constants (marketplace spec, § 9).
export { CREDIT_BUNDLES, type CreditBundle };

export function findBundle(id: string): CreditBundle | undefined {
  return CREDIT_BUNDLES.find((bundle) => bundle.id === id);
}
