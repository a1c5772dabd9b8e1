import { imageSanitiserContract } from '../contracts/image-sanitiser.contract.js';
import {
  jobRepositoryContract,
  leadAccessContract,
  peopleDirectoryContract,
  publicJobListingsContract,
} from '../contracts/jobs-ports.contract.js';
import {
  InMemoryJobs,
  InMemoryLeadAccess,
  InMemoryPeople,
  InMemoryPublicJobListings,
  PngOnlyImages,
} from './jobs.fakes.js';

describe('in-memory jobs fakes', () => {
  jobRepositoryContract('in memory', async () => {
    let n = 0;
    return {
      jobs: new InMemoryJobs(),
      newHomeowner: async () => `home-${++n}`,
      transaction: (work) => work(),
    };
  });

  leadAccessContract('in memory', async () => {
    const access = new InMemoryLeadAccess();
    const leads = new Map<string, string>();
    let n = 0;
    return {
      access,
      newJob: async () => `job-${++n}`,
      newTradie: async () => `tradie-${++n}`,
      buy: async (jobId, tradieId) => {
        const id = `lead-${++n}`;
        leads.set(id, `${jobId}:${tradieId}`);
        access.bought.add(`${jobId}:${tradieId}`);
        return id;
      },
      refund: async (leadId) => {
        access.bought.delete(leads.get(leadId)!);
      },
    };
  });

  peopleDirectoryContract('in memory', async () => {
    const people = new InMemoryPeople();
    let n = 0;
    return {
      people,
      newPerson: async (firstName) => people.add(`person-${++n}`, firstName),
      ban: async (id) => {
        people.banned.add(id);
      },
    };
  });

  imageSanitiserContract('PNG only, in memory', () => new PngOnlyImages());

  publicJobListingsContract('in memory', async () => {
    const listings = new InMemoryPublicJobListings();
    return {
      listings,
      post: async (over = {}) => listings.post(over).id,
      change: async (id, changes) => listings.change(id, changes),
    };
  });
});
