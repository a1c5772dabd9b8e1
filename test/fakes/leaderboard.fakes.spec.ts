import { randomUUID } from 'node:crypto';
import {
  leaderboardRepositoryContract,
  tradieViewsContract,
} from '../contracts/leaderboard-ports.contract.js';
import {
  MemoryLeaderboard,
  MemoryTradieNames,
  MemoryTradieStandings,
} from './leaderboard.fakes.js';

// The fakes LeaderboardService's spec runs on, through the contracts the adapters pass.
describe('in-memory leaderboard fakes', () => {
  leaderboardRepositoryContract('in memory', async () => ({
    board: new MemoryLeaderboard(),
    tradie: async () => randomUUID(),
  }));

  tradieViewsContract('in memory', async () => {
    const standings = new MemoryTradieStandings();
    const names = new MemoryTradieNames();
    return {
      standings,
      names,
      // What identity answers for such a person (userType and userStatus).
      person: async ({ role, firstName, businessName, verification = 'pending', banned }) => {
        const id = randomUUID();
        const status = banned
          ? 'banned'
          : role !== 'tradie' || verification === 'approved'
            ? 'active'
            : verification;
        standings.who.set(id, { type: role, status });
        names.named.set(id, { firstName, businessName: businessName ?? null });
        return id;
      },
    };
  });
});
