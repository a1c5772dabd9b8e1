import { type CreditType, EARNING_TYPES, MAX_MOVEMENT, SPENDING_TYPES } from './credits.js';
import { CreditsErrors } from './credits-errors.js';

export type Direction = 'credit' | 'debit';

export interface Movement {
  userId: string;
  /** Always positive here; the direction gives the sign. */
  amount: number;
  type: CreditType;
  reference: string | null;
  idempotencyKey: string;
}

/** The rules every movement obeys before it reaches the ledger. Returns the signed amount. */
export function signedAmount(movement: Movement, direction: Direction): number {
  const { amount, type } = movement;
  checkAmountAndKey(movement);
  const allowed = direction === 'credit' ? EARNING_TYPES : SPENDING_TYPES;
  if (!allowed.includes(type)) throw CreditsErrors.wrongDirection(type, direction);
  return direction === 'credit' ? amount : -amount;
}

/** A whole, positive, bounded amount and a key of 1 to 200 characters. */
export function checkAmountAndKey({
  amount,
  idempotencyKey,
}: Pick<Movement, 'amount' | 'idempotencyKey'>): void {
  if (!Number.isInteger(amount)) throw CreditsErrors.invalidAmount('must be a whole number');
  if (amount <= 0) throw CreditsErrors.invalidAmount('must be positive');
  if (amount > MAX_MOVEMENT) throw CreditsErrors.invalidAmount(`must be at most ${MAX_MOVEMENT}`);
  if (idempotencyKey.length === 0 || idempotencyKey.length > 200) throw CreditsErrors.invalidKey();
}

/**
 * A replayed key must describe the same movement; otherwise two different operations share a
 * key by mistake, and silently answering with the old row would hide it.
 */
export function sameMovement(
  existing: { userId: string; type: CreditType; amount: number },
  movement: Movement,
  signed: number,
): boolean {
  return (
    existing.userId === movement.userId &&
    existing.type === movement.type &&
    existing.amount === signed
  );
}
