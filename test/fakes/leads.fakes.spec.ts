import { disputeRepositoryContract } from '../contracts/leads-disputes.contract.js';
import {
  leadRepositoryContract,
  type LeadsSubject,
  quoteRepositoryContract,
} from '../contracts/leads-ports.contract.js';
import {
  endingJobsContract,
  leadConversationsContract,
  leadFeedContract,
  tradieDirectoryContract,
} from '../contracts/leads-reads.contract.js';
import { jobPostingFeesContract } from '../contracts/leads-fees.contract.js';
import { postcodeDirectoryContract } from '../contracts/postcode-directory.contract.js';
import { InMemoryDisputes, InMemoryLeads, InMemoryQuotes } from './leads.fakes.js';
import {
  InMemoryEndingJobs,
  InMemoryLeadConversations,
  InMemoryLeadFeed,
  InMemoryTradies,
  MemoryJobPostingFees,
} from './leads-reads.fakes.js';
import { InMemoryPostcodeDirectory } from './postcodes.fake.js';

/** The leads, quotes and disputes fakes over one store, as the services' specs build them. */
async function inMemoryLeads(): Promise<LeadsSubject> {
  const leads = new InMemoryLeads();
  let n = 0;
  return {
    leads,
    quotes: new InMemoryQuotes(leads),
    disputes: new InMemoryDisputes(leads),
    newJob: async (over = {}) => {
      n += 1;
      return leads.addJob({ id: `job-${n}`, homeownerId: `home-${n}`, ...over });
    },
    newTradie: async ({ firstName = 'Tess', businessName = 'Tess Plumbing' } = {}) => {
      const id = `tradie-${++n}`;
      leads.names.set(id, { firstName, businessName });
      return id;
    },
    newAdmin: async () => `admin-${++n}`,
    assign: async (jobId, tradieId) => {
      leads.jobs.get(jobId)!.status = 'assigned';
      leads.assignedTo.set(jobId, tradieId);
    },
  };
}

describe('in-memory leads fakes', () => {
  leadRepositoryContract('in memory', inMemoryLeads);
  quoteRepositoryContract('in memory', inMemoryLeads);
  disputeRepositoryContract('in memory', inMemoryLeads);

  leadFeedContract('in memory', async () => {
    const feed = new InMemoryLeadFeed();
    let n = 0;
    return {
      feed,
      post: async ({ off, title, ...job }) =>
        feed.post({
          ...job,
          ...(title === undefined ? {} : { title }),
          status: off === 'cancelled' ? 'cancelled' : 'open',
          leadCount: off === 'sold_out' ? 3 : 0,
          leadsExpiredAt: off === 'expired' ? new Date() : null,
        }).id,
      newTradie: async () => `tradie-${++n}`,
      buy: async (jobId, tradieId) => feed.buy(jobId, tradieId),
    };
  });

  tradieDirectoryContract('in memory', async () => {
    const directory = new InMemoryTradies();
    let n = 0;
    return {
      directory,
      newTradie: async (profile) =>
        directory.add(`tradie-${++n}`, { ...profile, listedCategories: profile.categories }).id,
      newHomeowner: async () => `home-${++n}`,
    };
  });

  leadConversationsContract('in memory', async () => {
    const conversations = new InMemoryLeadConversations();
    const owners = new Map<string, string>();
    let n = 0;
    return {
      conversations,
      newLead: async (jobId = `job-${++n}`) => {
        if (!owners.has(jobId)) owners.set(jobId, `home-${++n}`);
        return { jobId, tradieId: `tradie-${++n}`, homeownerId: owners.get(jobId)! };
      },
      conversation: async (jobId, tradieId) => {
        const thread = conversations.threads.get(`${jobId}:${tradieId}`);
        return thread ? { ...thread } : null;
      },
    };
  });

  endingJobsContract('in memory', async () => {
    const now = new Date('2026-07-01T00:00:00Z');
    const jobs = new InMemoryEndingJobs(() => now);
    let n = 0;
    return {
      jobs,
      post: async ({ daysAgo = 0, status = 'open' }) => {
        const [id, homeownerId] = [`job-${++n}`, `home-${n}`];
        const publishedAt = new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000);
        jobs.add(id, { homeownerId, status, publishedAt: status === 'open' ? publishedAt : null });
        return { id, homeownerId };
      },
      status: async (id) => jobs.jobs.get(id)!.status,
    };
  });

  jobPostingFeesContract('in memory', async () => {
    const fees = new MemoryJobPostingFees();
    let n = 0;
    return {
      fees,
      job: async () => `job-${++n}`,
      checkout: async (jobId) => fees.checkout(jobId),
      payAtProvider: async (jobId) => fees.payAtProvider(jobId),
      confirm: async (jobId) => fees.confirm(jobId),
      fee: async (jobId) => fees.fee(jobId),
    };
  });

  postcodeDirectoryContract('in memory', () => new InMemoryPostcodeDirectory());
});
