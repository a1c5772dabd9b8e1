import { DashboardVisits, RevenueFacts, SignupFacts } from '#modules/dashboard/domain/ports.js';
import { AccountProfileFields } from '#modules/identity/domain/profile-fields.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { PaymentRepository } from '#modules/payments/domain/ports.js';
import {
  dashboardVisitsContract,
  revenueFactsContract,
  signupFactsContract,
} from '#test/contracts/dashboard-ports.contract.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/**
 * The dashboard's ports on PostgreSQL: its own visits table, and the figures identity
 * (SqlSignupFacts) and payments (SqlRevenueFacts) answer from theirs.
 */
export function dashboardPortsOnPostgres(app: () => TestApp) {
  describe('dashboard', () => {
    const get = <T>(token: abstract new (...args: never[]) => T): T => app().app.get(token);

    dashboardVisitsContract('PostgreSQL', async () => ({
      visits: get(DashboardVisits),
      newUser: () => marketplace(app().app).tradie(),
    }));

    signupFactsContract('identity on PostgreSQL', async () => {
      const accounts = get(AccountRepository);
      return {
        facts: get(SignupFacts),
        account: async (role, at) => {
          const { id } = await accounts.create(
            newAccount({
              isAdmin: role === 'admin',
              tradie: role === 'tradie' ? TRADIE_PROFILE : null,
            }),
          );
          // No use case makes an account in the past: the row's own time is moved back.
          if (at) await app().query('UPDATE users SET created_at = $2 WHERE id = $1', [id, at]);
          return id;
        },
        decide: async (id, decision) => {
          await accounts.decideVerification(id, decision, id, null, new Date());
        },
        // As the profiles module asks for it when an approved tradie edits their licence.
        changeLicence: (id) =>
          get(AccountProfileFields).writeLicence(id, {
            kind: 'review',
            licenceNumber: 'TL654321',
            licenceState: 'SA',
            at: new Date(),
          }),
      };
    });

    revenueFactsContract('payments on PostgreSQL', async () => {
      const payments = get(PaymentRepository);
      const payerId = await marketplace(app().app).tradie();
      const amounts = new Map<string, number>();
      return {
        revenue: get(RevenueFacts),
        paid: async (amountCents, paidAt) => {
          const { id } = await payments.create({
            payerId,
            purpose: 'bundle',
            bundleId: 'starter',
            credits: 5,
            jobId: null,
            amountCents,
            method: 'card',
            gateway: 'sandbox',
            description: 'Starter credit bundle: 5 credits',
          });
          await payments.markSucceeded(id, paidAt);
          amounts.set(id, amountCents);
          return id;
        },
        refund: (id, cents) =>
          payments.recordReversal(
            id,
            { refunded: cents >= amounts.get(id)!, refundedCents: cents, dispute: null },
            0,
            1,
          ),
        loseDispute: (id) =>
          payments.recordReversal(id, { refunded: false, refundedCents: 0, dispute: 'lost' }, 0, 1),
      };
    });
  });
}
