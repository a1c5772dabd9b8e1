import { randomUUID } from 'node:crypto';
import {
  emailVerificationTokenStoreContract,
  passwordHasherContract,
  secretTokenGeneratorContract,
  sessionTokensContract,
  verifiedTradieBonusContract,
} from '../contracts/identity-secrets.contract.js';
import {
  MemoryEmailLinks,
  PlainSessionTokens,
  PlainTextHasher,
  RecordingBonus,
  SequentialSecretTokens,
} from './identity-secrets.fakes.js';

describe('in-memory identity secrets', () => {
  emailVerificationTokenStoreContract('in memory', async () => ({
    store: new MemoryEmailLinks(),
    userId: async () => randomUUID(),
  }));
  verifiedTradieBonusContract('recording', async () => {
    const bonus = new RecordingBonus();
    return {
      bonus,
      tradieId: async () => randomUUID(),
      grants: async (id) => bonus.granted.filter((granted) => granted === id).length,
    };
  });
  passwordHasherContract('plain text', () => new PlainTextHasher());
  sessionTokensContract('plain JSON', () => new PlainSessionTokens());
  secretTokenGeneratorContract('sequential', () => new SequentialSecretTokens());
});
