import type {
  DashboardVisits,
  RevenueFacts,
  SignupFacts,
} from '#modules/dashboard/domain/ports.js';

// Days of their own, far from any other suite's rows, so the figures of a day are exact.
// 2031-02: daylight saving (+11:00); 2031-07: standard time (+10:00).
const summer = (dayTime: string) => new Date(`2031-02-${dayTime}+11:00`);
const winter = (dayTime: string) => new Date(`2031-07-${dayTime}+10:00`);

export interface DashboardVisitsSubject {
  visits: DashboardVisits;
  /** Someone who may open a dashboard (the real table needs an account row). */
  newUser(): Promise<string>;
}

/** What the tradie dashboard relies on to say "new since your last visit". */
export function dashboardVisitsContract(name: string, make: () => Promise<DashboardVisitsSubject>) {
  describe(`DashboardVisits contract: ${name}`, () => {
    let s: DashboardVisitsSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('finds no visit for someone who never opened the dashboard', async () => {
      expect(await s.visits.find(await s.newUser())).toBeNull();
    });

    it('finds the visit saved last, each person their own', async () => {
      const [user, other] = [await s.newUser(), await s.newUser()];
      const first = { lastSeenAt: summer('10T09:00:00.123'), baselineAt: summer('03T09:00:00') };
      const second = { lastSeenAt: summer('10T12:30:00.456'), baselineAt: first.lastSeenAt };
      const theirs = { lastSeenAt: summer('11T08:00:00'), baselineAt: summer('04T08:00:00') };
      await s.visits.save(user, first);
      await s.visits.save(other, theirs);
      expect(await s.visits.find(user)).toEqual(first);
      await s.visits.save(user, second);
      expect(await s.visits.find(user)).toEqual(second);
      expect(await s.visits.find(other)).toEqual(theirs);
    });
  });
}

export type SignupRole = 'homeowner' | 'tradie' | 'admin';

export interface SignupFactsSubject {
  facts: SignupFacts;
  /** An account made at `at` (now when not given); a tradie waits for verification. */
  account(role: SignupRole, at?: Date): Promise<string>;
  /** An admin decides on a waiting tradie, or on an approved tradie's licence change. */
  decide(tradieId: string, decision: 'approved' | 'rejected'): Promise<void>;
  /** An approved tradie changes their licence: it waits for an admin's review. */
  changeLicence(tradieId: string): Promise<void>;
}

/**
 * What the admin dashboard relies on from identity: the sign-ups of a Sydney calendar day and
 * the length of the verification queue. The queue is global on a shared database: its cases
 * count what their own accounts change.
 */
export function signupFactsContract(name: string, make: () => Promise<SignupFactsSubject>) {
  describe(`SignupFacts contract: ${name}`, () => {
    let s: SignupFactsSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('counts the accounts made on a Sydney calendar day, admins aside', async () => {
      await s.account('homeowner', summer('12T00:30:00')); // still the 11th in UTC
      await s.account('tradie', summer('12T23:30:00'));
      await s.account('admin', summer('12T12:00:00'));
      await s.account('homeowner', summer('13T00:10:00')); // the 12th in UTC
      await s.account('tradie', winter('14T00:30:00'));
      expect(await s.facts.signupsOn('2031-02-12')).toBe(2);
      expect(await s.facts.signupsOn('2031-02-13')).toBe(1);
      expect(await s.facts.signupsOn('2031-02-11')).toBe(0);
      expect(await s.facts.signupsOn('2031-07-14')).toBe(1);
    });

    it('counts the tradies waiting for a decision, until it is made', async () => {
      const before = await s.facts.pendingTradies();
      const [approved, rejected] = [await s.account('tradie'), await s.account('tradie')];
      await s.account('homeowner');
      await s.account('admin');
      expect(await s.facts.pendingTradies()).toBe(before + 2);
      await s.decide(approved, 'approved');
      await s.decide(rejected, 'rejected');
      expect(await s.facts.pendingTradies()).toBe(before);
    });

    it('counts an approved tradie again while a licence change waits for review', async () => {
      const tradie = await s.account('tradie');
      await s.decide(tradie, 'approved');
      const before = await s.facts.pendingTradies();
      await s.changeLicence(tradie);
      expect(await s.facts.pendingTradies()).toBe(before + 1);
      await s.decide(tradie, 'approved');
      expect(await s.facts.pendingTradies()).toBe(before);
    });
  });
}

export interface RevenueFactsSubject {
  revenue: RevenueFacts;
  /** A payment of `cents` that succeeded at `paidAt`; answers its id. */
  paid(cents: number, paidAt: Date): Promise<string>;
  /** The provider reports `cents` of the payment refunded so far. */
  refund(paymentId: string, cents: number): Promise<void>;
  /** The payer won a chargeback: the money went back. */
  loseDispute(paymentId: string): Promise<void>;
}

/**
 * What the admin dashboard relies on from payments: the money of a Sydney calendar day that
 * stayed (refunds and lost chargebacks taken off) and how many payments kept any.
 */
export function revenueFactsContract(name: string, make: () => Promise<RevenueFactsSubject>) {
  describe(`RevenueFacts contract: ${name}`, () => {
    let s: RevenueFactsSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('sums the payments of a Sydney calendar day, and nothing for a day without', async () => {
      await s.paid(1000, summer('20T00:30:00')); // still the 19th in UTC
      await s.paid(2500, summer('20T23:30:00'));
      await s.paid(700, summer('21T00:10:00')); // the 20th in UTC
      await s.paid(1650, winter('22T00:30:00'));
      expect(await s.revenue.paidOn('2031-02-20')).toEqual({ cents: 3500, payments: 2 });
      expect(await s.revenue.paidOn('2031-02-21')).toEqual({ cents: 700, payments: 1 });
      expect(await s.revenue.paidOn('2031-02-19')).toEqual({ cents: 0, payments: 0 });
      expect(await s.revenue.paidOn('2031-07-22')).toEqual({ cents: 1650, payments: 1 });
    });

    it('counts what was kept: refunds and lost chargebacks taken off', async () => {
      const at = (time: string) => summer(`24T${time}`);
      await s.paid(4950, at('09:00:00'));
      await s.refund(await s.paid(2000, at('10:00:00')), 500);
      await s.refund(await s.paid(999, at('11:00:00')), 999);
      await s.loseDispute(await s.paid(1650, at('12:00:00')));
      expect(await s.revenue.paidOn('2031-02-24')).toEqual({ cents: 6450, payments: 2 });
    });
  });
}
