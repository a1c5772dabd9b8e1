import { AccountRepository } from '#modules/identity/domain/ports.js';
import { PublicJobListings } from '#modules/jobs/domain/job.js';
import { JobRepository, LeadAccess, PeopleDirectory } from '#modules/jobs/domain/ports.js';
import { LeadRepository } from '#modules/leads/domain/ports.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import {
  jobRepositoryContract,
  leadAccessContract,
  newJob,
  peopleDirectoryContract,
  publicJobListingsContract,
} from '#test/contracts/jobs-ports.contract.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { TestApp } from '#test/support/test-app.js';

/** jobs' adapters on PostgreSQL through the contracts their fakes pass. */
export function jobsPortsOnPostgres(app: () => TestApp) {
  describe('jobs', () => {
    const accounts = () => app().app.get(AccountRepository);
    const jobs = () => app().app.get(JobRepository);
    const newHomeowner = async () => (await accounts().create(newAccount())).id;
    const newTradie = async () =>
      (await accounts().create(newAccount({ tradie: TRADIE_PROFILE }))).id;

    jobRepositoryContract('PostgreSQL', async () => ({
      jobs: jobs(),
      newHomeowner,
      transaction: (work) => app().app.get(UnitOfWork).run(work),
    }));

    // The view over the leads table that the leads module publishes for jobs.
    leadAccessContract('PostgreSQL', async () => {
      const leads = app().app.get(LeadRepository);
      return {
        access: app().app.get(LeadAccess),
        newJob: async () => (await jobs().create(newJob(await newHomeowner()))).id,
        newTradie,
        buy: async (jobId, tradieId) =>
          (await leads.insert({ jobId, tradieId, priceCredits: 5, boughtAt: new Date() })).id,
        refund: (leadId) => leads.markRefunded(leadId, 'job_cancelled', new Date()),
      };
    });

    peopleDirectoryContract('identity accounts', async () => ({
      people: app().app.get(PeopleDirectory),
      newPerson: async (firstName) => (await accounts().create(newAccount({ firstName }))).id,
      ban: (userId) => accounts().setBanned(userId, new Date(), 'Spam'),
    }));

    publicJobListingsContract('PostgreSQL', async () => ({
      listings: app().app.get(PublicJobListings),
      post: async ({ status = 'open', title } = {}) => {
        const input = newJob(await newHomeowner(), {
          status,
          publishedAt: status === 'open' ? new Date() : null,
          ...(title === undefined ? {} : { title }),
        });
        return (await jobs().create(input)).id;
      },
      change: async (jobId, changes) => {
        const at = new Date();
        await jobs().update(
          jobId,
          changes.status === 'cancelled' ? { ...changes, cancelledAt: at } : changes,
          at,
        );
      },
    }));
  });
}
