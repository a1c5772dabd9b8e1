import { randomUUID } from 'node:crypto';
import {
  giftCardProviderContract,
  rewardRepositoryContract,
} from '../contracts/rewards-ports.contract.js';
import { InMemoryRewards, StubGiftCards } from './rewards.fakes.js';

// The fakes RewardsService's specs run on, through the contracts the adapters pass.
describe('in-memory rewards fakes', () => {
  rewardRepositoryContract('in memory', async () => ({
    rewards: new InMemoryRewards(),
    newUser: async () => randomUUID(),
  }));

  giftCardProviderContract('stub', async () => ({
    cards: new StubGiftCards(),
    newUser: async () => randomUUID(),
  }));
});
