import {
  accountRepositoryContract,
  newAccount,
  resetTokenStoreContract,
} from '../contracts/identity-ports.contract.js';
import { InMemoryAccountRepository, InMemoryResetTokenStore } from './identity.fakes.js';

describe('in-memory identity fakes', () => {
  accountRepositoryContract(() => new InMemoryAccountRepository());
  resetTokenStoreContract(async () => {
    const accounts = new InMemoryAccountRepository();
    return {
      store: new InMemoryResetTokenStore(),
      userId: async () => (await accounts.create(newAccount())).id,
    };
  });
});
