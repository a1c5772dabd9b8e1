import { randomUUID } from 'node:crypto';
import {
  buyerDirectoryContract,
  creditsForSaleContract,
  emergencyJobsContract,
} from '../contracts/payments-collaborators.contract.js';
import { paymentStoreContract } from '../contracts/payments-ports.contract.js';
import {
  InMemoryBuyers,
  InMemoryEmergencyJobs,
  InMemoryInvoiceRepository,
  InMemoryPaymentRepository,
  InMemoryWebhookEventLog,
  RecordingCredits,
} from './payments.fakes.js';
import { DirectUnitOfWork } from './unit-of-work.fakes.js';

// The fakes PaymentService's specs run on, through the contracts the adapters pass.
describe('in-memory payments fakes', () => {
  paymentStoreContract('in memory', async () => {
    const payments = new InMemoryPaymentRepository();
    return {
      payments,
      invoices: new InMemoryInvoiceRepository(payments),
      events: new InMemoryWebhookEventLog(),
      uow: new DirectUnitOfWork(),
      newUser: async () => randomUUID(),
      newJob: async () => randomUUID(),
    };
  });

  creditsForSaleContract('recorded in memory', async () => {
    const credits = new RecordingCredits();
    return {
      credits,
      newUser: async () => randomUUID(),
      balance: async (userId) => credits.balance(userId),
      spend: async (userId, n) => credits.spend(userId, n),
    };
  });

  emergencyJobsContract('in memory', async () => {
    const jobs = new InMemoryEmergencyJobs();
    return {
      jobs,
      post: async ({ title, isEmergency }) => {
        const job = { id: randomUUID(), ownerId: randomUUID(), title, isEmergency };
        // As the jobs module posts them: an emergency job waits for its fee.
        jobs.add({ ...job, status: isEmergency ? 'pending_payment' : 'open' });
        return job;
      },
      withdraw: async ({ id }) => {
        jobs.add({ ...(await jobs.find(id))!, status: 'withdrawn' });
      },
    };
  });

  buyerDirectoryContract('in memory', async () => {
    const buyers = new InMemoryBuyers();
    return {
      buyers,
      seed: async ({ firstName, lastName, email, business }) => {
        const id = randomUUID();
        buyers.add(id, {
          name: `${firstName} ${lastName}`,
          email,
          businessName: business?.name ?? null,
          abn: business?.abn ?? null,
        });
        return id;
      },
    };
  });
});
