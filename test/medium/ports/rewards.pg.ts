import { GiftCardProvider } from '#modules/rewards/domain/gift-cards.js';
import { RewardRepository } from '#modules/rewards/domain/ports.js';
import {
  giftCardProviderContract,
  rewardRepositoryContract,
} from '#test/contracts/rewards-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/** rewards' adapters on PostgreSQL through the contracts their fakes pass. */
export function rewardsPortsOnPostgres(app: () => TestApp) {
  describe('rewards', () => {
    const newUser = () => marketplace(app().app).homeowner();

    rewardRepositoryContract('PostgreSQL', async () => ({
      rewards: app().app.get(RewardRepository),
      newUser,
    }));

    // The sandbox provider: codes kept in its outbox table (no provider is reachable locally).
    giftCardProviderContract('the sandbox on PostgreSQL', async () => ({
      cards: app().app.get(GiftCardProvider),
      newUser,
    }));
  });
}
