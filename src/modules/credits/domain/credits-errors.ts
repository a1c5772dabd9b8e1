import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the credits module, by code. */
export const CreditsErrors = {
  insufficient: (needed: number, balance: number) =>
    new DomainError(
      'CREDITS.INSUFFICIENT',
      'payment_required',
      `Not enough credits: this needs ${needed} and the balance is ${balance}`,
    ),
  onHold: (owed: number) =>
    new DomainError(
      'CREDITS.ON_HOLD',
      'payment_required',
      `Purchases are paused: ${owed} credits of a refunded payment were already spent and are owed; buying credits settles them first`,
    ),
  invalidAmount: (reason: string) =>
    new DomainError('CREDITS.INVALID_AMOUNT', 'invalid', `amount: ${reason}`, 'amount'),
  wrongDirection: (type: string, direction: 'credit' | 'debit') =>
    new DomainError(
      'CREDITS.WRONG_DIRECTION',
      'invalid',
      `type: ${type} cannot be a ${direction}`,
      'type',
    ),
  invalidKey: () =>
    new DomainError(
      'CREDITS.INVALID_KEY',
      'invalid',
      'idempotencyKey: must be 1 to 200 characters',
      'idempotencyKey',
    ),
  keyReused: () =>
    new DomainError(
      'CREDITS.KEY_REUSED',
      'conflict',
      'This idempotency key already recorded a different movement',
    ),
  invalidCursor: () =>
    new DomainError('CREDITS.INVALID_CURSOR', 'invalid', 'cursor: is not valid', 'cursor'),
} as const;

/** Every code the credits module refuses with. */
export type CreditsErrorCode = ErrorCodeOf<typeof CreditsErrors>;

export const CREDITS_ERROR_CODES = errorCodeList<CreditsErrorCode>({
  'CREDITS.INSUFFICIENT': true,
  'CREDITS.ON_HOLD': true,
  'CREDITS.INVALID_AMOUNT': true,
  'CREDITS.WRONG_DIRECTION': true,
  'CREDITS.INVALID_KEY': true,
  'CREDITS.KEY_REUSED': true,
  'CREDITS.INVALID_CURSOR': true,
});
