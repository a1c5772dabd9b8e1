import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the rewards module, by code. */
export const RewardsErrors = {
  unknownGiftCard: () =>
    new DomainError(
      'REWARDS.UNKNOWN_GIFT_CARD',
      'invalid',
      'retailer: not a gift card in the catalogue',
      'retailer',
    ),
  unknownValue: (values: readonly number[]) =>
    new DomainError(
      'REWARDS.UNKNOWN_VALUE',
      'invalid',
      `valueCents: must be one of ${values.join(', ')}`,
      'valueCents',
    ),
  insufficientCredits: (needed: number, balance: number) =>
    new DomainError(
      'REWARDS.INSUFFICIENT_CREDITS',
      'payment_required',
      `Not enough credits: this gift card needs ${needed} and you have ${balance}`,
    ),
  redemptionNotFound: () =>
    new DomainError('REWARDS.REDEMPTION_NOT_FOUND', 'not_found', 'No such redemption'),
  unknownLevel: () =>
    new DomainError('REWARDS.UNKNOWN_LEVEL', 'invalid', 'level: not a level name', 'level'),
  providerFailed: (message: string) =>
    new DomainError(
      'REWARDS.PROVIDER_FAILED',
      'unavailable',
      `The gift card provider failed: ${message}. No credits were taken.`,
    ),
} as const;

/** Every code the rewards module refuses with. */
export type RewardsErrorCode = ErrorCodeOf<typeof RewardsErrors>;

export const REWARDS_ERROR_CODES = errorCodeList<RewardsErrorCode>({
  'REWARDS.UNKNOWN_GIFT_CARD': true,
  'REWARDS.UNKNOWN_VALUE': true,
  'REWARDS.INSUFFICIENT_CREDITS': true,
  'REWARDS.REDEMPTION_NOT_FOUND': true,
  'REWARDS.UNKNOWN_LEVEL': true,
  'REWARDS.PROVIDER_FAILED': true,
});
