import { randomUUID } from 'node:crypto';
import {
  notificationChannelsContract,
  notificationFactsContract,
  notificationStoreContract,
  pushDevicesContract,
} from '../contracts/notifications-ports.contract.js';
import {
  InMemoryNotificationFacts,
  InMemoryNotificationStore,
  InMemoryPushDevices,
  RecordingNotificationChannels,
} from './notifications.fakes.js';

describe('in-memory notifications fakes', () => {
  notificationStoreContract('in memory', async () => ({
    store: new InMemoryNotificationStore(),
    newUser: async () => randomUUID(),
  }));

  pushDevicesContract('in memory', async () => {
    const devices = new InMemoryPushDevices();
    return {
      devices,
      newUser: async () => randomUUID(),
      deviceOf: async (userId) => devices.ids.get(userId) ?? null,
    };
  });

  notificationFactsContract('seeded maps', async () => {
    const facts = new InMemoryNotificationFacts();
    return {
      facts,
      homeowner: async (firstName) => {
        const id = randomUUID();
        facts.homeowners.set(id, firstName);
        return id;
      },
      tradie: async ({ businessName, trade, near, approved = true }) => {
        const id = randomUUID();
        facts.tradies.set(id, { name: businessName, trades: [trade], near, approved });
        return id;
      },
      job: async (homeownerId, { title, trade }) => {
        const id = randomUUID();
        facts.jobs.set(id, { title, trade, homeownerId });
        return id;
      },
    };
  });

  notificationChannelsContract('recording', async () => {
    const channels = new RecordingNotificationChannels();
    return {
      channels,
      newUser: async () => randomUUID(),
      pushedTo: async (userId) => channels.sentTo(userId, 'push'),
      mailedTo: async (userId) => channels.sentTo(userId, 'email'),
    };
  });
});
