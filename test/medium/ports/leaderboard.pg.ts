import { AccountRepository } from '#modules/identity/domain/ports.js';
import {
  LeaderboardRepository,
  TradieNames,
  TradieStandings,
} from '#modules/leaderboard/domain/ports.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import {
  leaderboardRepositoryContract,
  tradieViewsContract,
} from '#test/contracts/leaderboard-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/** leaderboard's adapters on PostgreSQL: its tables, and identity's accounts for the names. */
export function leaderboardPortsOnPostgres(app: () => TestApp) {
  describe('leaderboard', () => {
    leaderboardRepositoryContract('PostgreSQL', async () => ({
      board: app().app.get(LeaderboardRepository),
      tradie: () => marketplace(app().app).tradie(),
    }));

    tradieViewsContract('identity accounts', async () => {
      const accounts = app().app.get(AccountRepository);
      return {
        standings: app().app.get(TradieStandings),
        names: app().app.get(TradieNames),
        person: async ({ role, firstName, businessName, verification = 'pending', banned }) => {
          const tradie =
            role === 'tradie'
              ? { ...TRADIE_PROFILE, businessName: businessName ?? TRADIE_PROFILE.businessName }
              : null;
          const { id } = await accounts.create(
            newAccount({ firstName, isAdmin: role === 'admin', tradie }),
          );
          if (tradie && verification !== 'pending') {
            await accounts.decideVerification(id, verification, id, null, new Date());
          }
          if (banned) await accounts.setBanned(id, new Date(), 'Spam');
          return id;
        },
      };
    });
  });
}
