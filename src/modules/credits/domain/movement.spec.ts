import { CREDIT_BUNDLES, findBundle, signupBonusRemaining } from './credits.js';
import { type Movement, sameMovement, signedAmount } from './movement.js';

const movement = (overrides: Partial<Movement> = {}): Movement => ({
  userId: 'u1',
  amount: 5,
  type: 'lead_purchase',
  reference: 'job-1',
  idempotencyKey: 'lead:job-1:u1',
  ...overrides,
});

describe('credit movements', () => {
  it('signs debits negative and credits positive', () => {
    expect(signedAmount(movement(), 'debit')).toBe(-5);
    expect(signedAmount(movement({ type: 'refund' }), 'credit')).toBe(5);
    expect(signedAmount(movement({ type: 'admin_adjustment' }), 'debit')).toBe(-5);
    expect(signedAmount(movement({ type: 'admin_adjustment' }), 'credit')).toBe(5);
  });

  it.each([0, -3, 2.5, Number.NaN, 1_000_001])('refuses the amount %p', (amount) => {
    expect(() => signedAmount(movement({ amount }), 'debit')).toThrow(
      expect.objectContaining({ code: 'CREDITS.INVALID_AMOUNT', kind: 'invalid' }),
    );
  });

  it.each([
    ['lead_purchase', 'credit'],
    ['redemption', 'credit'],
    ['signup_bonus', 'debit'],
    ['purchase', 'debit'],
    ['refund', 'debit'],
    ['reward', 'debit'],
    ['leaderboard_reward', 'debit'],
  ] as const)('refuses %s as a %s', (type, direction) => {
    expect(() => signedAmount(movement({ type }), direction)).toThrow(
      expect.objectContaining({ code: 'CREDITS.WRONG_DIRECTION' }),
    );
  });

  it('refuses an empty or overlong idempotency key', () => {
    for (const idempotencyKey of ['', 'k'.repeat(201)]) {
      expect(() => signedAmount(movement({ idempotencyKey }), 'debit')).toThrow(
        expect.objectContaining({ code: 'CREDITS.INVALID_KEY' }),
      );
    }
  });

  it('treats a replay as the same movement only with the same user, type and amount', () => {
    const m = movement();
    expect(sameMovement({ userId: 'u1', type: 'lead_purchase', amount: -5 }, m, -5)).toBe(true);
    expect(sameMovement({ userId: 'u2', type: 'lead_purchase', amount: -5 }, m, -5)).toBe(false);
    expect(sameMovement({ userId: 'u1', type: 'redemption', amount: -5 }, m, -5)).toBe(false);
    expect(sameMovement({ userId: 'u1', type: 'lead_purchase', amount: -10 }, m, -5)).toBe(false);
  });
});

describe('credit constants', () => {
  it('sells the four bundles of the spec', () => {
    expect(CREDIT_BUNDLES.map((b) => [b.id, b.credits, b.priceCents])).toEqual([
      ['starter', 5, 999],
      ['standard', 15, 2499],
      ['pro', 30, 3999],
      ['elite', 50, 5999],
    ]);
    expect(findBundle('pro')?.credits).toBe(30);
    expect(findBundle('platinum')).toBeUndefined();
  });

  it('floors the spots left of the sign-up offer at zero', () => {
    expect(signupBonusRemaining(0)).toBe(100);
    expect(signupBonusRemaining(99)).toBe(1);
    expect(signupBonusRemaining(100)).toBe(0);
    expect(signupBonusRemaining(130)).toBe(0);
  });
});
