import { randomUUID } from 'node:crypto';
import { at, leadHelpers, type LeadsSubject } from './leads-ports.contract.js';

/** What LeadsService relies on from the disputes table (the admin's queue). */
export function disputeRepositoryContract(name: string, make: () => Promise<LeadsSubject>) {
  describe(`DisputeRepository contract: ${name}`, () => {
    let s: LeadsSubject;
    let h: ReturnType<typeof leadHelpers>;
    beforeEach(async () => {
      s = await make();
      h = leadHelpers(s);
    });

    const disputed = async (title = 'Fix a leaking tap', businessName = 'Tess Plumbing') => {
      const job = await s.newJob({ title });
      const lead = await h.buy(job, await s.newTradie({ businessName }));
      const dispute = await s.disputes.insert({
        leadId: lead.id,
        reason: 'homeowner_unreachable',
        details: 'No answer to three calls',
      });
      return { job, lead, dispute };
    };

    it('opens a dispute, found under lock and with its lead, job and tradie', async () => {
      const { job, lead, dispute } = await disputed('Unblock the drain', 'Raj Pipes');
      expect(dispute).toEqual({
        id: expect.any(String),
        leadId: lead.id,
        reason: 'homeowner_unreachable',
        details: 'No answer to three calls',
        status: 'open',
        decidedBy: null,
        decisionReason: null,
        decidedAt: null,
        createdAt: expect.any(Date),
      });
      expect(await s.disputes.lock(dispute.id)).toEqual(dispute);
      expect(await s.disputes.findWithLead(dispute.id)).toEqual({
        ...dispute,
        lead,
        job: { id: job.id, title: 'Unblock the drain' },
        tradie: { id: lead.tradieId, businessName: 'Raj Pipes' },
      });
      expect(await s.disputes.lock(randomUUID())).toBeNull();
      expect(await s.disputes.findWithLead(randomUUID())).toBeNull();
    });

    it('refuses a second dispute of the same lead (DISPUTES.ALREADY_OPENED)', async () => {
      const { lead, dispute } = await disputed();
      await expect(
        s.disputes.insert({
          leadId: lead.id,
          reason: 'duplicate',
          details: 'Same job posted twice',
        }),
      ).rejects.toMatchObject({ code: 'DISPUTES.ALREADY_OPENED', kind: 'conflict' });
      expect(await s.disputes.lock(dispute.id)).toEqual(dispute);
    });

    it('decides a dispute once: what, who, why and when', async () => {
      const { dispute } = await disputed();
      const [admin, other] = [await s.newAdmin(), await s.newAdmin()];
      await s.disputes.decide(dispute.id, 'approved', admin, 'No answer, fair enough', at(60));
      await s.disputes.decide(dispute.id, 'rejected', other, 'Changed my mind', at(90));
      expect(await s.disputes.lock(dispute.id)).toEqual({
        ...dispute,
        status: 'approved',
        decidedBy: admin,
        decisionReason: 'No answer, fair enough',
        decidedAt: at(60),
      });
    });

    it('lists the disputes of a status oldest first, at most the limit', async () => {
      const made = [await disputed(), await disputed(), await disputed()];
      const admin = await s.newAdmin();
      await s.disputes.decide(made[1].dispute.id, 'rejected', admin, 'Looks fine', at(60));
      const mine = new Set(made.map((m) => m.dispute.id));
      const open = (await s.disputes.list('open', 1000)).filter((d) => mine.has(d.id));
      expect(open.map((d) => d.id)).toEqual([made[0].dispute.id, made[2].dispute.id]);
      expect(open[0]).toEqual(await s.disputes.findWithLead(made[0].dispute.id));
      const rejected = (await s.disputes.list('rejected', 1000)).filter((d) => mine.has(d.id));
      expect(rejected).toEqual([
        expect.objectContaining({ id: made[1].dispute.id, status: 'rejected' }),
      ]);
      expect(await s.disputes.list('open', 1)).toHaveLength(1);
    });
  });
}
