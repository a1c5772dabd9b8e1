import { randomUUID } from 'node:crypto';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import type { AbnCheckJob } from '#modules/identity/domain/verification/ports.js';
import { checkQueueContract } from '../contracts/check-queue.contract.js';
import {
  abnCheckStoreContract,
  licenceCheckStoreContract,
} from '../contracts/verification-checks.contract.js';
import { verificationStoreContract } from '../contracts/verification-ports.contract.js';
import { InMemoryAccountRepository } from './identity.fakes.js';
import {
  MemoryAbnChecks,
  MemoryLicenceChecks,
  MemoryVerificationStore,
  RecordingQueue,
} from './verification.fakes.js';

describe('in-memory verification fakes', () => {
  abnCheckStoreContract('in memory', async () => ({
    store: new MemoryAbnChecks(),
    tradieId: async () => randomUUID(),
  }));
  licenceCheckStoreContract('in memory', async () => {
    const accounts = new InMemoryAccountRepository();
    return { store: new MemoryLicenceChecks(accounts), accounts };
  });
  verificationStoreContract('in memory', async () => {
    const accounts = new InMemoryAccountRepository();
    return { store: new MemoryVerificationStore(accounts), accounts };
  });
  checkQueueContract<AbnCheckJob>('recording (delivered by the test)', async () => {
    const queue = new RecordingQueue<AbnCheckJob>();
    return {
      queue,
      job: () => ({ tradieId: randomUUID(), abn: abnFromNineDigits('824753556') }),
      settle: () => queue.deliver(),
    };
  });
});
