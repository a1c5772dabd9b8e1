import {
  accountRepositoryContract,
  newAccount,
  resetTokenStoreContract,
  sessionStoreContract,
} from '../contracts/identity-ports.contract.js';
import { randomUUID } from 'node:crypto';
import { mailerContract } from '../contracts/mailer.contract.js';
import { realtimeContract } from '../contracts/realtime.contract.js';
import {
  InMemoryAccountRepository,
  InMemoryResetTokenStore,
  InMemorySessionStore,
  RecordingMailer,
  RecordingRealtime,
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
  mailerContract('recording', async () => {
    const mailer = new RecordingMailer();
    return {
      mailer,
      delivered: async () => mailer.sent.map((m) => `${m.to}\n${m.subject}\n${m.text}`),
    };
  });
  realtimeContract('recording', async () => {
    const realtime = new RecordingRealtime();
    return {
      realtime,
      userId: async () => randomUUID(),
      connect: async (userId) => {
        const device = realtime.connect(userId, randomUUID());
        return {
          sessionId: device.sessionId,
          received: (event) =>
            device.received.filter((r) => r.event === event).map((r) => r.payload),
          closed: () => device.closed,
        };
      },
      settle: async () => undefined,
    };
  });
});
