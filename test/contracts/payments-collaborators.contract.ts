import { randomUUID } from 'node:crypto';
import type {
  BuyerDirectory,
  CreditsForSale,
  EmergencyJobs,
  PayableJob,
} from '#modules/payments/domain/ports.js';

export interface CreditsForSaleSubject {
  credits: CreditsForSale;
  /** A tradie who may hold credits (the real ledger needs an account row). */
  newUser(): Promise<string>;
  /** What the user can spend now. */
  balance(userId: string): Promise<number>;
  /** The user spends credits elsewhere (a lead bought), as the ledger allows. */
  spend(userId: string, credits: number): Promise<void>;
}

/**
 * What payments relies on from the credits module: bundles on sale, and credits granted, taken
 * back and given back by payment, each movement once. Transactions are the ledger's (its tests).
 */
export function creditsForSaleContract(name: string, make: () => Promise<CreditsForSaleSubject>) {
  describe(`CreditsForSale contract: ${name}`, () => {
    let s: CreditsForSaleSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('offers a bundle by id, with its credits and price; null for an unknown id', () => {
      const starter = s.credits.bundle('starter');
      expect(starter).toMatchObject({ id: 'starter', name: expect.any(String) });
      expect(Number.isInteger(starter!.credits) && starter!.credits > 0).toBe(true);
      expect(Number.isInteger(starter!.priceCents) && starter!.priceCents > 0).toBe(true);
      expect(s.credits.bundle('no-such-bundle')).toBeNull();
    });

    it('grants a paid bundle once per payment, to that user only', async () => {
      const [user, other] = [await s.newUser(), await s.newUser()];
      const payment = randomUUID();
      await s.credits.grant(user, 5, payment);
      await s.credits.grant(user, 5, payment);
      expect(await s.balance(user)).toBe(5);
      await s.credits.grant(user, 15, randomUUID());
      expect(await s.balance(user)).toBe(20);
      expect(await s.balance(other)).toBe(0);
    });

    it('takes back a refunded payment’s credits and gives them back when a dispute is won', async () => {
      const user = await s.newUser();
      const [payment, kept] = [randomUUID(), randomUUID()];
      await s.credits.grant(user, 5, payment);
      await s.credits.grant(user, 15, kept);
      await s.credits.takeBack(user, 5, payment, 1);
      expect(await s.balance(user)).toBe(15);
      await s.credits.giveBack(user, 5, payment, 2);
      expect(await s.balance(user)).toBe(20);
      // Each round is a movement of its own: the payment can be reversed again.
      await s.credits.takeBack(user, 2, payment, 3);
      expect(await s.balance(user)).toBe(18);
    });

    it('takes back only what the balance holds; credits arriving pay the rest first', async () => {
      const user = await s.newUser();
      const payment = randomUUID();
      await s.credits.grant(user, 5, payment);
      await s.spend(user, 3);
      await s.credits.takeBack(user, 5, payment, 1);
      expect(await s.balance(user)).toBe(0);
      // 3 credits are owed: the next bundle pays them before anything is spendable.
      await s.credits.grant(user, 5, randomUUID());
      expect(await s.balance(user)).toBe(2);
      await s.credits.giveBack(user, 5, payment, 2);
      expect(await s.balance(user)).toBe(7);
    });
  });
}

/** What a job is seeded as: posted by a new homeowner (an emergency one awaits its fee). */
export interface SeedJob {
  title: string;
  isEmergency: boolean;
}

export interface EmergencyJobsSubject {
  jobs: EmergencyJobs;
  /** Posts a job of a new homeowner; the real one goes through the jobs module. */
  post(job: SeedJob): Promise<{ id: string; ownerId: string }>;
  /** Takes the job off the market (its owner banned), as the jobs module does. */
  withdraw(job: { id: string; ownerId: string }): Promise<void>;
}

/** What payments relies on from the jobs module: a job as payable, opened once its fee is paid. */
export function emergencyJobsContract(name: string, make: () => Promise<EmergencyJobsSubject>) {
  describe(`EmergencyJobs contract: ${name}`, () => {
    let s: EmergencyJobsSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('finds an emergency job awaiting its fee, with its owner; null for an unknown id', async () => {
      const posted = await s.post({ title: 'Burst pipe under the house', isEmergency: true });
      expect(await s.jobs.find(posted.id)).toEqual<PayableJob>({
        id: posted.id,
        ownerId: posted.ownerId,
        title: 'Burst pipe under the house',
        status: 'pending_payment',
        isEmergency: true,
      });
      expect(await s.jobs.find(randomUUID())).toBeNull();
    });

    it('finds an ordinary job open from the start (it has no fee to pay)', async () => {
      const posted = await s.post({ title: 'Fix a leaking kitchen tap', isEmergency: false });
      expect(await s.jobs.find(posted.id)).toMatchObject({ status: 'open', isEmergency: false });
    });

    it('opens an emergency job once its fee is paid; opening again leaves it open', async () => {
      const posted = await s.post({ title: 'Burst pipe under the house', isEmergency: true });
      await s.jobs.open(posted.id);
      expect(await s.jobs.find(posted.id)).toMatchObject({
        status: 'open',
        ownerId: posted.ownerId,
      });
      await s.jobs.open(posted.id);
      expect((await s.jobs.find(posted.id))?.status).toBe('open');
    });

    it('keeps a job withdrawn while its fee was in flight off the market', async () => {
      const posted = await s.post({ title: 'Burst pipe under the house', isEmergency: true });
      await s.withdraw(posted);
      await s.jobs.open(posted.id);
      expect((await s.jobs.find(posted.id))?.status).toBe('withdrawn');
    });
  });
}

/** A person the directory is seeded with; the real one registers an account. */
export interface SeedPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** A tradie's business, printed on their invoices. */
  business: { name: string; abn: string } | null;
}

export interface BuyerDirectorySubject {
  buyers: BuyerDirectory;
  /** Adds the person and answers their user id. */
  seed(person: SeedPerson): Promise<string>;
}

/** What a tax invoice needs from identity: who bought, and a tradie's business and ABN. */
export function buyerDirectoryContract(name: string, make: () => Promise<BuyerDirectorySubject>) {
  describe(`BuyerDirectory contract: ${name}`, () => {
    let s: BuyerDirectorySubject;
    beforeEach(async () => {
      s = await make();
    });
    const email = () => `buyer-${randomUUID()}@example.com`;

    it('names a homeowner by full name and email, with no business', async () => {
      const person = { firstName: 'Sarah', lastName: 'Nguyen', email: email(), business: null };
      const id = await s.seed(person);
      expect(await s.buyers.find(id)).toEqual({
        name: 'Sarah Nguyen',
        email: person.email,
        businessName: null,
        abn: null,
      });
    });

    it('names a tradie’s business and ABN', async () => {
      const business = { name: 'Mitchell Plumbing', abn: '51824753556' };
      const person = { firstName: 'Dave', lastName: 'Mitchell', email: email(), business };
      const id = await s.seed(person);
      expect(await s.buyers.find(id)).toEqual({
        name: 'Dave Mitchell',
        email: person.email,
        businessName: 'Mitchell Plumbing',
        abn: '51824753556',
      });
    });

    it('answers null for someone it does not know', async () => {
      expect(await s.buyers.find(randomUUID())).toBeNull();
    });
  });
}
