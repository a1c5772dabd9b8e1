import type { SignupBonusPool } from '#modules/credits/domain/credit-ledger.js';

/**
 * What SignupBonusService relies on from the pool of sign-up bonus spots: each claim takes the
 * next spot, none once all are taken, and the status counts them. The pool may be shared (one
 * counter on PostgreSQL), so the cases count from its status, not from an empty pool. Claims
 * that queue on the row lock and roll back with their transaction are the adapter's alone
 * (test/medium/credits-ledger.test.ts).
 */
export function signupBonusPoolContract(name: string, make: () => Promise<SignupBonusPool>) {
  describe(`SignupBonusPool contract: ${name}`, () => {
    let pool: SignupBonusPool;
    beforeEach(async () => {
      pool = await make();
    });

    it('has spots, never counting more taken than it has', async () => {
      const { total, granted } = await pool.status();
      expect(Number.isInteger(total) && total > 0).toBe(true);
      expect(granted).toBeGreaterThanOrEqual(0);
      expect(granted).toBeLessThanOrEqual(total);
    });

    it('numbers each claim after the last and counts it in its status', async () => {
      const before = await pool.status();
      if (before.granted + 2 > before.total) throw new Error('the pool needs two spots left');
      expect(await pool.claim()).toBe(before.granted + 1);
      expect(await pool.claim()).toBe(before.granted + 2);
      expect(await pool.status()).toEqual({ total: before.total, granted: before.granted + 2 });
    });

    it('answers null once every spot is taken, and stays full', async () => {
      const { total, granted } = await pool.status();
      let last: number | null = null;
      for (let i = granted; i < total; i++) last = await pool.claim();
      expect(last).toBe(total);
      expect(await pool.claim()).toBeNull();
      expect(await pool.claim()).toBeNull();
      expect(await pool.status()).toEqual({ total, granted: total });
    });
  });
}
