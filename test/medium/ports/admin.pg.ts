import { SchedulerRegistry } from '@nestjs/schedule';
import { UserDirectory } from '#modules/admin/domain/admin-users.service.js';
import { AuditLog } from '#modules/admin/domain/audit.js';
import {
  DepartingOwnerJobs,
  WithdrawnJobConversations,
  WithdrawnJobFees,
  WithdrawnJobRefunds,
} from '#modules/admin/domain/departures.js';
import { MaintenanceStore } from '#modules/admin/domain/maintenance.service.js';
import { BulkEmailStore, NewsPreferences } from '#modules/admin/domain/ports.js';
import { PgBossBulkEmailQueue } from '#modules/admin/infra/pg-boss-bulk-email.queue.js';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import {
  bulkEmailQueueContract,
  bulkEmailStoreContract,
  type PersonFacts,
} from '#test/contracts/admin-bulk-email.contract.js';
import { departuresContract } from '#test/contracts/admin-departures.contract.js';
import {
  auditLogContract,
  maintenanceContract,
  newsPreferencesContract,
  type SeedUser,
  userDirectoryContract,
  uniqueAbn,
} from '#test/contracts/admin-ports.contract.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/** admin's adapters on PostgreSQL through the contracts their fakes pass. */
export function adminPortsOnPostgres(app: () => TestApp) {
  describe('admin', () => {
    const get = <T>(token: abstract new (...args: never[]) => T): T => app().app.get(token);
    const accounts = () => get(AccountRepository);
    const newUser = async (over: Parameters<typeof newAccount>[0] = {}) =>
      (await accounts().create(newAccount({ emailVerifiedAt: new Date(), ...over }))).id;

    /** An open plumbing job in Newtown (2042), within reach of a Sydney plumber. */
    const postJob = (homeownerId: string, title?: string) =>
      marketplace(app().app).job(homeownerId, title ? { title } : {});
    const buyLead = async (tradieId: string, jobId: string) => {
      await get(CreditLedger).credit(
        tradieId,
        50,
        'purchase',
        'test funds',
        `f:${tradieId}:${jobId}`,
      );
      return (await get(LeadsService).buy(jobId, tradieId)).lead.id;
    };
    /** An approved plumber serving 25 km around Sydney (2000). */
    const plumber = async () => {
      const id = await newUser({
        tradie: {
          ...TRADIE_PROFILE,
          abn: uniqueAbn(),
          categories: ['plumbing'],
          servicePostcode: '2000',
          serviceRadiusKm: 25,
          licenceState: 'NSW',
        },
      });
      await accounts().decideVerification(id, 'approved', id, null, new Date());
      return id;
    };

    beforeAll(() => {
      // The app resumes unfinished campaigns every half minute and would mail (claim) the
      // recipients these cases leave pending; nothing else here needs that timer.
      get(SchedulerRegistry).deleteInterval('bulk-email-resume');
    });

    auditLogContract('PostgreSQL', async () => ({
      log: get(AuditLog),
      newUser: (person) => newUser(person),
    }));

    newsPreferencesContract('PostgreSQL', async () => ({
      news: get(NewsPreferences),
      newUser: () => newUser(),
    }));

    userDirectoryContract('PostgreSQL', async () => ({
      directory: get(UserDirectory),
      user: async (user: SeedUser) => {
        const id = await newUser({
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          isAdmin: user.isAdmin ?? false,
          // A plumber around Sydney, so that `buyLead` finds the job in their area.
          tradie: user.tradie
            ? {
                ...TRADIE_PROFILE,
                businessName: user.tradie.businessName,
                abn: user.tradie.abn,
                categories: ['plumbing'],
                servicePostcode: '2000',
                serviceRadiusKm: 25,
                licenceState: 'NSW',
              }
            : null,
        });
        const verification = user.tradie?.verification ?? 'pending';
        if (verification !== 'pending') {
          const reason = verification === 'rejected' ? 'No licence on file' : null;
          await accounts().decideVerification(id, verification, id, reason, new Date());
        }
        if (user.banned) await accounts().setBanned(id, new Date(), 'Spam');
        return id;
      },
      job: postJob,
      buyLead,
    }));

    maintenanceContract('PostgreSQL', async () => ({
      store: get(MaintenanceStore),
      mode: get(MaintenanceMode),
      adminId: () => newUser({ isAdmin: true }),
    }));

    bulkEmailStoreContract('PostgreSQL', async () => {
      // The audience is the whole database: nobody from an earlier case still consents.
      await app().query('UPDATE news_subscriptions SET subscribed = false WHERE subscribed');
      const news = get(NewsPreferences);
      return {
        store: get(BulkEmailStore),
        person: async (facts: Partial<PersonFacts> = {}) => {
          const type = facts.type ?? 'homeowner';
          const state = facts.state ?? 'NSW';
          const account = await accounts().create(
            newAccount({
              firstName: 'Ada',
              state,
              isAdmin: type === 'admin',
              tradie:
                type === 'tradie'
                  ? {
                      ...TRADIE_PROFILE,
                      abn: uniqueAbn(),
                      categories: facts.trades ?? ['plumbing'],
                      licenceState: state,
                    }
                  : null,
            }),
          );
          const verification = facts.verification ?? 'approved';
          if (type === 'tradie' && verification !== 'pending') {
            await accounts().decideVerification(
              account.id,
              verification,
              account.id,
              null,
              new Date(),
            );
          }
          await news.set(account.id, facts.consent ?? true, new Date());
          if (facts.banned) await accounts().setBanned(account.id, new Date(), 'Spam');
          return { userId: account.id, email: account.email, firstName: account.firstName };
        },
        setConsent: async (userId, consent) => {
          await news.set(userId, consent, new Date());
        },
        ban: (userId) => accounts().setBanned(userId, new Date(), 'Spam'),
      };
    });

    departuresContract('jobs, leads, messaging and payments', async () => ({
      jobs: get(DepartingOwnerJobs),
      refunds: get(WithdrawnJobRefunds),
      conversations: get(WithdrawnJobConversations),
      fees: get(WithdrawnJobFees),
      homeowner: () => newUser(),
      job: (homeownerId) => postJob(homeownerId),
      buy: async (jobId) => {
        await buyLead(await plumber(), jobId);
      },
    }));

    // Its own pg-boss on the test database, quick to poll and to retry.
    bulkEmailQueueContract('pg-boss', async () => ({
      queue: new PgBossBulkEmailQueue({
        connectionString: app().db.url,
        expireInSeconds: 60,
        retryLimit: 3,
        retryDelay: 1,
        pollingIntervalSeconds: 0.2,
        maintenanceIntervalSeconds: 60,
        concurrency: 1,
        applicationName: 'contract-bulk-email',
        onError: () => undefined,
      }),
      until: async (done) => {
        for (let waited = 0; waited < 20_000 && !done(); waited += 100) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
    }));
  });
}
