import { messagingPortsContract, type Person } from '../contracts/messaging-ports.contract.js';
import { InMemoryConversations, InMemoryMessages } from './messaging.fakes.js';

describe('in-memory messaging fakes', () => {
  messagingPortsContract('in memory (the fakes the service spec uses)', async () => {
    const messages = new InMemoryMessages();
    const conversations = new InMemoryConversations(messages);
    let n = 0;
    // Other modules' data the lists show, written to the fake's maps as the real views show it.
    const newTradie = async (): Promise<Person> => {
      n += 1;
      const tradie = { id: `tradie-${n}`, name: `Patel Tiling ${n}` };
      conversations.names.set(tradie.id, tradie.name);
      return tradie;
    };
    return {
      conversations,
      messages,
      newTradie,
      newLead: async () => {
        n += 1;
        const lead = {
          jobId: `job-${n}`,
          jobTitle: `Fix the tap ${n}`,
          homeowner: { id: `home-${n}`, name: 'Olivia' },
          tradie: await newTradie(),
        };
        conversations.jobTitles.set(lead.jobId, lead.jobTitle);
        conversations.names.set(lead.homeowner.id, lead.homeowner.name);
        return lead;
      },
    };
  });
});
