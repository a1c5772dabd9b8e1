import { randomUUID } from 'node:crypto';
import { ConversationRepository, MessageRepository } from '#modules/messaging/domain/ports.js';
import { messagingPortsContract, type Person } from '#test/contracts/messaging-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/** messaging's adapters on PostgreSQL through the contracts their fakes pass. */
export function messagingPortsOnPostgres(app: () => TestApp) {
  describe('messaging', () => {
    messagingPortsContract('PostgreSQL', async () => {
      const m = marketplace(app().app);
      // A tradie is shown by their business name, a homeowner by their first name (Olivia).
      const newTradie = async (): Promise<Person> => {
        const name = `Tiling ${randomUUID().slice(0, 8)}`;
        return { id: await m.tradie(0, { businessName: name }), name };
      };
      return {
        conversations: app().app.get(ConversationRepository),
        messages: app().app.get(MessageRepository),
        newTradie,
        newLead: async () => {
          const homeowner = { id: await m.homeowner(), name: 'Olivia' };
          const jobTitle = `Fix the tap ${randomUUID().slice(0, 8)}`;
          const jobId = await m.job(homeowner.id, { title: jobTitle });
          return { jobId, jobTitle, homeowner, tradie: await newTradie() };
        },
      };
    });
  });
}
