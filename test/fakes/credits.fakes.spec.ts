import { randomUUID } from 'node:crypto';
import { creditLedgerContract } from '../contracts/credit-ledger.contract.js';
import { signupBonusPoolContract } from '../contracts/credits-ports.contract.js';
import { InMemoryCreditLedger, InMemorySignupBonusPool } from './credits.fakes.js';

creditLedgerContract('in memory (the fake other modules test with)', async () => ({
  ledger: new InMemoryCreditLedger(),
  newUser: async () => randomUUID(),
}));

signupBonusPoolContract('in memory', async () => new InMemorySignupBonusPool());
