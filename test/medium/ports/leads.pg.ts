import { disputeRepositoryContract } from '#test/contracts/leads-disputes.contract.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { JobRepository } from '#modules/jobs/domain/ports.js';
import { EndingJobs, JobPostingFees } from '#modules/leads/domain/job-endings.js';
import {
  DisputeRepository,
  JobSales,
  LeadConversations,
  LeadFeed,
  LeadRepository,
  QuoteRepository,
  TradieDirectory,
} from '#modules/leads/domain/ports.js';
import { MessagingService } from '#modules/messaging/domain/messaging.service.js';
import { PaymentGateway } from '#modules/payments/domain/payment-gateway.js';
import { PaymentService } from '#modules/payments/domain/payment.service.js';
import { PaymentRepository } from '#modules/payments/domain/ports.js';
import { SandboxPaymentGateway } from '#modules/payments/infra/sandbox-payment-gateway.js';
import type { Actor } from '#shared/domain/actor.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import { newJob } from '#test/contracts/jobs-ports.contract.js';
import {
  leadRepositoryContract,
  type LeadsSubject,
  quoteRepositoryContract,
} from '#test/contracts/leads-ports.contract.js';
import {
  endingJobsContract,
  leadConversationsContract,
  leadFeedContract,
  tradieDirectoryContract,
} from '#test/contracts/leads-reads.contract.js';
import { jobPostingFeesContract } from '#test/contracts/leads-fees.contract.js';
import { postcodeDirectoryContract } from '#test/contracts/postcode-directory.contract.js';
import { GOOD } from '#test/support/payments.js';
import type { TestApp } from '#test/support/test-app.js';

/** A job's fee as the contract names it, from the payment's status. */
const FEE_STATES = { pending: 'unpaid', succeeded: 'paid', failed: 'cancelled' } as const;

/** leads' adapters (and the postcode dataset they measure with) on PostgreSQL. */
export function leadsPortsOnPostgres(app: () => TestApp) {
  describe('leads', () => {
    const accounts = () => app().app.get(AccountRepository);
    const jobs = () => app().app.get(JobRepository);
    const leads = () => app().app.get(LeadRepository);
    const newHomeowner = async () => (await accounts().create(newAccount())).id;
    const newTradie = async (tradie: Partial<typeof TRADIE_PROFILE> = {}, firstName = 'Tess') =>
      (await accounts().create(newAccount({ firstName, tradie: { ...TRADIE_PROFILE, ...tradie } })))
        .id;

    const onPostgres = async (): Promise<LeadsSubject> => ({
      leads: leads(),
      quotes: app().app.get(QuoteRepository),
      disputes: app().app.get(DisputeRepository),
      newJob: async ({ title = 'Fix a leaking tap', isEmergency = false, leadCap = 3 } = {}) => {
        const homeownerId = await newHomeowner();
        const job = await jobs().create(newJob(homeownerId, { title, isEmergency, leadCap }));
        return {
          id: job.id,
          homeownerId,
          title,
          status: 'open',
          isEmergency,
          leadCount: 0,
          leadCap,
          leadsExpiredAt: null,
          category: job.category,
          location: { lat: job.lat!, lng: job.lng! },
        };
      },
      newTradie: ({ firstName, businessName = 'Tess Plumbing' } = {}) =>
        newTradie({ businessName }, firstName),
      newAdmin: async () => (await accounts().create(newAccount({ isAdmin: true }))).id,
      assign: async (jobId, tradieId) => {
        const at = new Date();
        await jobs().update(
          jobId,
          { status: 'assigned', assignedTradieId: tradieId, assignedAt: at },
          at,
        );
      },
    });
    leadRepositoryContract('PostgreSQL', onPostgres);
    quoteRepositoryContract('PostgreSQL', onPostgres);
    disputeRepositoryContract('PostgreSQL', onPostgres);

    // Over the jobs module's published view and the leads table.
    leadFeedContract('PostgreSQL', async () => ({
      feed: app().app.get(LeadFeed),
      post: async ({ off, title, isEmergency = false, ...where }) => {
        const input = newJob(await newHomeowner(), {
          ...where,
          isEmergency,
          ...(title === undefined ? {} : { title }),
        });
        const job = await jobs().create(input);
        const at = new Date();
        if (off === 'cancelled')
          await jobs().update(job.id, { status: 'cancelled', cancelledAt: at }, at);
        if (off === 'expired') await jobs().update(job.id, { leadsExpiredAt: at }, at);
        if (off === 'sold_out') {
          for (let i = 0; i < job.leadCap; i++) await app().app.get(JobSales).takeSlot(job.id);
        }
        return job.id;
      },
      newTradie: () => newTradie(),
      buy: async (jobId, tradieId) => {
        await leads().insert({ jobId, tradieId, priceCredits: 5, boughtAt: new Date() });
      },
    }));

    tradieDirectoryContract('identity accounts', async () => ({
      directory: app().app.get(TradieDirectory),
      newTradie: ({ firstName, ...tradie }) => newTradie(tradie, firstName),
      newHomeowner,
    }));

    leadConversationsContract('messaging', async () => {
      const owners = new Map<string, string>();
      return {
        conversations: app().app.get(LeadConversations),
        newLead: async (jobId) => {
          if (!jobId) {
            const owner = await newHomeowner();
            jobId = (await jobs().create(newJob(owner))).id;
            owners.set(jobId, owner);
          }
          return { jobId, tradieId: await newTradie(), homeownerId: owners.get(jobId)! };
        },
        // As the tradie's conversation list shows it.
        conversation: async (jobId, tradieId) => {
          const found = (await app().app.get(MessagingService).list(tradieId)).find(
            (c) => c.jobId === jobId,
          );
          return found
            ? { homeownerId: found.otherParty.id, closedReason: found.closedReason }
            : null;
        },
      };
    });

    // Through the jobs module's rules (JobsService), on the app's clock.
    endingJobsContract('jobs module', async () => ({
      jobs: app().app.get(EndingJobs),
      post: async ({ daysAgo = 0, status = 'open' }) => {
        const homeownerId = await newHomeowner();
        const published = app().clock.now().getTime() - daysAgo * 24 * 60 * 60 * 1000;
        const job = await jobs().create(
          newJob(homeownerId, {
            status,
            isEmergency: status === 'pending_payment',
            publishedAt: status === 'open' ? new Date(published) : null,
          }),
        );
        return { id: job.id, homeownerId };
      },
      status: async (jobId) => (await jobs().findById(jobId))!.status,
    }));

    // Through PaymentService on the sandbox provider, which charges without telling us until
    // asked (payWithCard: the frame's webhook is not sent).
    jobPostingFeesContract('payments on the sandbox', async () => {
      const owners = new Map<string, string>();
      const payments = app().app.get(PaymentService);
      const found = async (jobId: string) =>
        (await app().app.get(PaymentRepository).findOpenForJob(jobId))!;
      const payer = (jobId: string): Actor => ({
        id: owners.get(jobId)!,
        email: 'payer@example.com',
        type: 'homeowner',
        status: 'active',
        emailVerified: true,
      });
      return {
        fees: app().app.get(JobPostingFees),
        job: async () => {
          const homeownerId = await newHomeowner();
          const job = await jobs().create(
            newJob(homeownerId, { status: 'pending_payment', isEmergency: true }),
          );
          owners.set(job.id, homeownerId);
          return job.id;
        },
        checkout: async (jobId) => {
          await payments.checkout(payer(jobId), {
            purpose: 'emergency_job',
            jobId,
            method: 'card',
          });
        },
        payAtProvider: async (jobId) => {
          const gateway = app().app.get(PaymentGateway);
          if (!(gateway instanceof SandboxPaymentGateway)) throw new Error('not the sandbox');
          await gateway.payWithCard((await found(jobId)).clientSecret!, GOOD);
        },
        confirm: async (jobId) => {
          await payments.confirm(payer(jobId), (await found(jobId)).id);
        },
        // The only failure these cases cause is the cancel.
        fee: async (jobId) => {
          const payment = await app().app.get(PaymentRepository).findOpenForJob(jobId);
          return payment ? FEE_STATES[payment.status] : null;
        },
      };
    });

    postcodeDirectoryContract('PostgreSQL', () => app().app.get(PostcodeDirectory));
  });
}
