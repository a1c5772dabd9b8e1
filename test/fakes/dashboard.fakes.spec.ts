import { randomUUID } from 'node:crypto';
import {
  dashboardVisitsContract,
  revenueFactsContract,
  signupFactsContract,
} from '../contracts/dashboard-ports.contract.js';
import { MemoryDashboardVisits, MemoryRevenueFacts, MemorySignupFacts } from './dashboard.fakes.js';

// The fakes DashboardService's spec runs on, through the contracts the adapters pass.
describe('in-memory dashboard fakes', () => {
  dashboardVisitsContract('in memory', async () => ({
    visits: new MemoryDashboardVisits(),
    newUser: async () => randomUUID(),
  }));

  signupFactsContract('in memory', async () => {
    const facts = new MemorySignupFacts();
    const tradie = (id: string) => facts.accounts.get(id)!.tradie!;
    return {
      facts,
      account: async (role, at = new Date()) => {
        const id = randomUUID();
        facts.accounts.set(id, {
          createdAt: at,
          isAdmin: role === 'admin',
          tradie: role === 'tradie' ? { verification: 'pending', licenceUnderReview: false } : null,
        });
        return id;
      },
      // As identity decides: a waiting tradie is approved or rejected; an approved tradie's
      // licence change is settled either way, the tradie staying approved.
      decide: async (id, decision) => {
        if (tradie(id).verification === 'pending') tradie(id).verification = decision;
        else tradie(id).licenceUnderReview = false;
      },
      changeLicence: async (id) => {
        tradie(id).licenceUnderReview = true;
      },
    };
  });

  revenueFactsContract('in memory', async () => {
    const revenue = new MemoryRevenueFacts();
    return {
      revenue,
      paid: async (amountCents, paidAt) => {
        const id = randomUUID();
        revenue.payments.set(id, { amountCents, paidAt, refundedCents: 0, disputeLost: false });
        return id;
      },
      refund: async (id, cents) => {
        revenue.payments.get(id)!.refundedCents = cents;
      },
      loseDispute: async (id) => {
        revenue.payments.get(id)!.disputeLost = true;
      },
    };
  });
});
