import { SignupBonusPool } from '#modules/credits/domain/credit-ledger.js';
import { signupBonusPoolContract } from '#test/contracts/credits-ports.contract.js';
import type { TestApp } from '#test/support/test-app.js';

/** credits' adapters on PostgreSQL through the contracts their fakes pass. */
export function creditsPortsOnPostgres(app: () => TestApp) {
  describe('credits', () => {
    // The pool is one counter for the whole database: each case starts from the count found
    // before them and the count is put back after, so the spots the contract takes (all of
    // them, in one case) are not missing from the modules tested after it.
    let granted: number;
    const restore = () =>
      app().query('UPDATE signup_bonus_counter SET granted = $1 WHERE id = 1', [granted]);
    beforeAll(async () => {
      [{ granted }] = await app().query<{ granted: number }>(
        'SELECT granted FROM signup_bonus_counter WHERE id = 1',
      );
    });
    afterAll(restore);

    signupBonusPoolContract('PostgreSQL', async () => {
      await restore();
      return app().app.get(SignupBonusPool);
    });
  });
}
