import { randomUUID } from 'node:crypto';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { JobsService } from '#modules/jobs/domain/jobs.service.js';
import {
  BuyerDirectory,
  CreditsForSale,
  EmergencyJobs,
  InvoiceRepository,
  PaymentRepository,
  WebhookEventLog,
} from '#modules/payments/domain/ports.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import {
  buyerDirectoryContract,
  creditsForSaleContract,
  emergencyJobsContract,
} from '#test/contracts/payments-collaborators.contract.js';
import { paymentStoreContract } from '#test/contracts/payments-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/** payments' adapters on PostgreSQL through the contracts their fakes pass. */
export function paymentsPortsOnPostgres(app: () => TestApp) {
  describe('payments', () => {
    const get = <T>(token: abstract new (...args: never[]) => T) => app().app.get<T>(token);
    const people = () => marketplace(app().app);

    paymentStoreContract('PostgreSQL', async () => ({
      payments: get(PaymentRepository),
      invoices: get(InvoiceRepository),
      events: get(WebhookEventLog),
      uow: get(UnitOfWork),
      newUser: () => people().homeowner(),
      newJob: async () =>
        people().job(await people().homeowner(), {
          title: 'Burst pipe under the house',
          isEmergency: true,
        }),
    }));

    creditsForSaleContract('the credit ledger on PostgreSQL', async () => {
      const ledger = get(CreditLedger);
      return {
        credits: get(CreditsForSale),
        newUser: () => people().tradie(),
        balance: (userId) => ledger.balance(userId),
        spend: async (userId, n) => {
          await ledger.debit(userId, n, 'lead_purchase', null, `spend:${randomUUID()}`);
        },
      };
    });

    emergencyJobsContract('the jobs module on PostgreSQL', async () => ({
      jobs: get(EmergencyJobs),
      post: async ({ title, isEmergency }) => {
        const ownerId = await people().homeowner();
        return { id: await people().job(ownerId, { title, isEmergency }), ownerId };
      },
      withdraw: async ({ ownerId }) => {
        await get(JobsService).withdrawAllOf(ownerId, 'owner_banned');
      },
    }));

    buyerDirectoryContract('identity’s accounts on PostgreSQL', async () => ({
      buyers: get(BuyerDirectory),
      seed: async ({ firstName, lastName, email, business }) => {
        const tradie = business
          ? { ...TRADIE_PROFILE, businessName: business.name, abn: business.abn }
          : null;
        const account = await get(AccountRepository).create(
          newAccount({ firstName, lastName, email, tradie }),
        );
        return account.id;
      },
    }));
  });
}
