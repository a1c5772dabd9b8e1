import type {
  DepartingOwnerJobs,
  WithdrawnJobConversations,
  WithdrawnJobFees,
  WithdrawnJobRefunds,
} from '#modules/admin/domain/departures.js';

export interface DeparturesSubject {
  jobs: DepartingOwnerJobs;
  refunds: WithdrawnJobRefunds;
  conversations: WithdrawnJobConversations;
  fees: WithdrawnJobFees;
  homeowner: () => Promise<string>;
  /** An open job of the homeowner (no emergency fee). */
  job: (homeownerId: string) => Promise<string>;
  /** A new tradie buys the job's lead. */
  buy: (jobId: string) => Promise<void>;
}

/**
 * What a ban or an erasure relies on in the other modules: a departing homeowner's open jobs
 * withdrawn once, each buyer credited back once, and closing or cancelling what is not there
 * is no error. Row locks against a purchase at the same moment are the real adapters' alone
 * (test/medium/ban-race.test.ts).
 */
export function departuresContract(name: string, make: () => Promise<DeparturesSubject>) {
  describe(`Departure ports contract: ${name}`, () => {
    let s: DeparturesSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('withdraws a departing homeowner’s open jobs once, answering their ids; nobody else’s', async () => {
      const [leaving, staying] = [await s.homeowner(), await s.homeowner()];
      const mine = [await s.job(leaving), await s.job(leaving)];
      const theirs = await s.job(staying);
      expect((await s.jobs.withdrawAll(leaving, 'owner_banned')).sort()).toEqual(mine.sort());
      expect(await s.jobs.withdrawAll(leaving, 'owner_erased')).toEqual([]);
      expect(await s.jobs.withdrawAll(staying, 'owner_erased')).toEqual([theirs]);
    });

    it('credits each buyer of a withdrawn job back once, answering how many', async () => {
      const homeowner = await s.homeowner();
      const [bought, unsold] = [await s.job(homeowner), await s.job(homeowner)];
      await s.buy(bought);
      await s.buy(bought);
      await s.jobs.withdrawAll(homeowner, 'owner_banned');
      expect(await s.refunds.refundBuyers(bought)).toBe(2);
      expect(await s.refunds.refundBuyers(bought)).toBe(0);
      expect(await s.refunds.refundBuyers(unsold)).toBe(0);
    });

    it('closes conversations and cancels fees that are not there without complaint, twice', async () => {
      const homeowner = await s.homeowner();
      const [bought, unsold] = [await s.job(homeowner), await s.job(homeowner)];
      await s.buy(bought);
      await s.jobs.withdrawAll(homeowner, 'owner_banned');
      for (const jobId of [bought, unsold, bought]) {
        await expect(s.conversations.closeAll(jobId)).resolves.toBeUndefined();
        await expect(s.fees.cancelFor(jobId)).resolves.toBeUndefined();
      }
    });
  });
}
