import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { CreditLedger, SignupBonusPool } from './credit-ledger.js';
import {
  type LedgerEntry,
  SIGNUP_BONUS_CREDITS,
  signupBonusKey,
  signupBonusRemaining,
} from './credits.js';

/**
 * The free-credit offer: 5 credits for each of the first 100 tradies to verify their email,
 * granted once, when they verify.
 */
export class SignupBonusService {
  constructor(
    private readonly ledger: CreditLedger,
    private readonly pool: SignupBonusPool,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Grants the bonus if a spot is left; the tradie's existing bonus when they already have
   * one; null when the offer is exhausted. Runs in the caller's transaction (the email
   * verification), so a failed verification gives its spot back.
   */
  grant(userId: string): Promise<LedgerEntry | null> {
    return this.unitOfWork.run(async () => {
      const existing = await this.ledger.findByKey(signupBonusKey(userId));
      if (existing) return existing;
      const slot = await this.pool.claim();
      if (slot === null) return null;
      return this.ledger.credit(
        userId,
        SIGNUP_BONUS_CREDITS,
        'signup_bonus',
        `spot ${slot}`,
        signupBonusKey(userId),
      );
    });
  }

  async status(): Promise<{ total: number; remaining: number }> {
    const { total, granted } = await this.pool.status();
    return { total, remaining: signupBonusRemaining(granted, total) };
  }
}
