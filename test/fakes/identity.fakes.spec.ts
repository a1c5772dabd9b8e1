import {
  accountRepositoryContract,
  newAccount,
  resetTokenStoreContract,
  sessionStoreContract,
} from '../contracts/identity-ports.contract.js';
import {
  InMemoryAccountRepository,
  InMemoryResetTokenStore,
  InMemorySessionStore,
} from './identity.fakes.js';

describe('in-memory identity fakes', () => {
  accountRepositoryContract(() => new InMemoryAccountRepository());
  resetTokenStoreContract(async () => {
    const accounts = new InMemoryAccountRepository();
    return {
      store: new InMemoryResetTokenStore(),
      userId: async () => (await accounts.create(newAccount())).id,
    };
  });
  sessionStoreContract(async () => {
    const accounts = new InMemoryAccountRepository();
    return {
      store: new InMemorySessionStore(),
      userId: async () => (await accounts.create(newAccount())).id,
    };
  });
});
