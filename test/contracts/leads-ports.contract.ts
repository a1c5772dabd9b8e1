import { randomUUID } from 'node:crypto';
import type { Lead } from '#modules/leads/domain/lead.js';
import type {
  DisputeRepository,
  JobForSale,
  LeadRepository,
  QuoteRepository,
} from '#modules/leads/domain/ports.js';

/** A job on sale as the purchase reads it, with the title the lists show. */
export type SaleJob = JobForSale & { title: string };

export interface LeadsSubject {
  leads: LeadRepository;
  quotes: QuoteRepository;
  disputes: DisputeRepository;
  /** A new homeowner's open job, nothing sold yet (plumbing, cap 3 unless said otherwise). */
  newJob: (over?: {
    title?: string;
    isEmergency?: boolean;
    leadCap?: 3 | 5 | 10;
  }) => Promise<SaleJob>;
  /** A new tradie (the real one needs an account and a profile). */
  newTradie: (names?: { firstName?: string; businessName?: string }) => Promise<string>;
  /** A new admin, who decides disputes. */
  newAdmin: () => Promise<string>;
  /** The jobs module's side of a hire: the job is assigned to the tradie. */
  assign: (jobId: string, tradieId: string) => Promise<void>;
}

const T0 = Date.parse('2026-06-01T00:00:00Z');
export const at = (minutes: number) => new Date(T0 + minutes * 60_000);

/** Buying a lead and quoting on it, as the services do. */
export function leadHelpers(s: LeadsSubject) {
  return {
    buy: (job: { id: string }, tradieId: string, boughtAt = at(0)) =>
      s.leads.insert({ jobId: job.id, tradieId, priceCredits: 5, boughtAt }),
    quote: (lead: Lead, amountCents = 45_000) =>
      s.quotes.insert({
        jobId: lead.jobId,
        tradieId: lead.tradieId,
        leadId: lead.id,
        amountCents,
        message: 'Can start on Monday morning',
        estimatedStart: '2026-06-08',
      }),
  };
}

/** What LeadsService and QuotesService rely on from the leads table (and the job's slots). */
export function leadRepositoryContract(name: string, make: () => Promise<LeadsSubject>) {
  describe(`LeadRepository contract: ${name}`, () => {
    let s: LeadsSubject;
    let h: ReturnType<typeof leadHelpers>;
    beforeEach(async () => {
      s = await make();
      h = leadHelpers(s);
    });

    it('reads the job on sale and counts each slot taken', async () => {
      const { title: _title, ...job } = await s.newJob({ isEmergency: true, leadCap: 5 });
      expect(await s.leads.lockJob(job.id)).toEqual(job);
      await s.leads.takeSlot(job.id);
      await s.leads.takeSlot(job.id);
      expect(await s.leads.lockJob(job.id)).toEqual({ ...job, leadCount: 2 });
      expect(await s.leads.lockJob(randomUUID())).toBeNull();
    });

    it('records an active lead, found by job and tradie, by id and under lock', async () => {
      const job = await s.newJob();
      const [tradie, other] = [await s.newTradie(), await s.newTradie()];
      const lead = await h.buy(job, tradie, at(5));
      expect(lead).toEqual({
        id: expect.any(String),
        jobId: job.id,
        tradieId: tradie,
        priceCredits: 5,
        boughtAt: at(5),
        status: 'active',
        refundReason: null,
        refundedAt: null,
      });
      expect(await s.leads.find(job.id, tradie)).toEqual(lead);
      expect(await s.leads.findById(lead.id)).toEqual(lead);
      expect(await s.leads.lockById(lead.id)).toEqual(lead);
      expect(await s.leads.find(job.id, other)).toBeNull();
      expect(await s.leads.findById(randomUUID())).toBeNull();
      expect(await s.leads.lockById(randomUUID())).toBeNull();
    });

    it('refuses a second lead of the same tradie for the job (LEADS.ALREADY_BOUGHT)', async () => {
      const [job, other] = [await s.newJob(), await s.newJob()];
      const tradie = await s.newTradie();
      const first = await h.buy(job, tradie);
      await expect(h.buy(job, tradie, at(1))).rejects.toMatchObject({
        code: 'LEADS.ALREADY_BOUGHT',
        kind: 'conflict',
      });
      expect(await s.leads.find(job.id, tradie)).toEqual(first);
      await expect(h.buy(other, tradie)).resolves.toMatchObject({ jobId: other.id });
    });

    it('locks the job’s active leads in tradie order, and credits a lead back once', async () => {
      const [job, other] = [await s.newJob(), await s.newJob()];
      const tradies = [await s.newTradie(), await s.newTradie(), await s.newTradie()];
      const leads = [];
      for (const tradie of tradies) leads.push(await h.buy(job, tradie));
      await h.buy(other, tradies[0]);
      await s.leads.markRefunded(leads[1].id, 'dispute_approved', at(60));
      // A second credit-back (a retry, an overlap) leaves the first one's record.
      await s.leads.markRefunded(leads[1].id, 'job_cancelled', at(90));
      expect(await s.leads.findById(leads[1].id)).toEqual({
        ...leads[1],
        status: 'refunded',
        refundReason: 'dispute_approved',
        refundedAt: at(60),
      });
      const active = await s.leads.lockActiveForJob(job.id);
      const expected = [leads[0], leads[2]].sort((a, b) => (a.tradieId < b.tradieId ? -1 : 1));
      expect(active).toEqual(expected);
    });

    it('tells a hired lead by its accepted quote', async () => {
      const job = await s.newJob();
      const [hired, passed] = [await s.newTradie(), await s.newTradie()];
      const [won, lost] = [await h.buy(job, hired), await h.buy(job, passed)];
      const quote = await h.quote(won);
      await h.quote(lost);
      expect(await s.leads.isHired(won.id)).toBe(false);
      await s.quotes.settleHire(job.id, quote.id);
      expect(await s.leads.isHired(won.id)).toBe(true);
      expect(await s.leads.isHired(lost.id)).toBe(false);
    });

    /** Tradie `me` holds three leads: one to quote, one quoted, one won; `other` holds one. */
    async function threeStages() {
      const [me, other] = [await s.newTradie(), await s.newTradie()];
      const jobs = [
        await s.newJob({ title: 'Fix a leaking tap' }),
        await s.newJob({ title: 'Unblock the drain' }),
        await s.newJob({ title: 'Replace the hot water system' }),
      ];
      const toQuote = await h.buy(jobs[0], me, at(1));
      const quoted = await h.buy(jobs[1], me, at(2));
      const won = await h.buy(jobs[2], me, at(3));
      await h.buy(jobs[0], other, at(4));
      const quote = await h.quote(quoted);
      const hire = await h.quote(won);
      await s.quotes.settleHire(jobs[2].id, hire.id);
      await s.assign(jobs[2].id, me);
      return { me, other, jobs, toQuote, quoted, won, quote };
    }

    it('pages a tradie’s leads newest purchase first, with the job, quote and dispute', async () => {
      const { me, jobs, toQuote, quoted, won, quote } = await threeStages();
      const dispute = await s.disputes.insert({
        leadId: toQuote.id,
        reason: 'duplicate',
        details: 'Same job posted twice',
      });
      const first = await s.leads.listByTradie({ tradieId: me, limit: 2 });
      expect(first.items.map((i) => i.lead)).toEqual([won, quoted]);
      expect(first.items[1]).toMatchObject({
        job: { id: jobs[1].id, title: 'Unblock the drain', assignedTradieId: null },
        quote,
        dispute: null,
      });
      expect(first.items[0].job).toMatchObject({ id: jobs[2].id, assignedTradieId: me });
      const second = await s.leads.listByTradie({
        tradieId: me,
        limit: 2,
        cursor: first.nextCursor!,
      });
      expect(second).toEqual({
        items: [
          {
            lead: toQuote,
            job: expect.objectContaining({ id: jobs[0].id, title: 'Fix a leaking tap' }),
            quote: null,
            dispute: { id: dispute.id, status: 'open', reason: 'duplicate', decisionReason: null },
          },
        ],
        nextCursor: null,
      });
      await expect(
        s.leads.listByTradie({ tradieId: me, limit: 2, cursor: 'not-a-cursor' }),
      ).rejects.toMatchObject({ code: 'LEADS.INVALID_CURSOR', kind: 'invalid' });
    });

    it('sorts a tradie’s leads into stages: to quote, quoted, won', async () => {
      const { me, other, toQuote, quoted, won } = await threeStages();
      const stage = async (tradieId: string, which: 'to_quote' | 'quoted' | 'won') =>
        (await s.leads.listByTradie({ tradieId, stage: which, limit: 10 })).items.map(
          (i) => i.lead.id,
        );
      expect(await stage(me, 'to_quote')).toEqual([toQuote.id]);
      expect(await stage(me, 'quoted')).toEqual([quoted.id]);
      expect(await stage(me, 'won')).toEqual([won.id]);
      expect(await s.leads.countByStage(me)).toEqual({ to_quote: 1, quoted: 1, won: 1 });
      expect(await s.leads.countByStage(other)).toEqual({ to_quote: 1, quoted: 0, won: 0 });
      expect(await s.leads.countByStage(await s.newTradie())).toEqual({
        to_quote: 0,
        quoted: 0,
        won: 0,
      });
    });
  });
}

/** What QuotesService relies on from the quotes table. */
export function quoteRepositoryContract(name: string, make: () => Promise<LeadsSubject>) {
  describe(`QuoteRepository contract: ${name}`, () => {
    let s: LeadsSubject;
    let h: ReturnType<typeof leadHelpers>;
    beforeEach(async () => {
      s = await make();
      h = leadHelpers(s);
    });

    const leadOf = async (job?: SaleJob, names?: { firstName?: string; businessName?: string }) =>
      h.buy(job ?? (await s.newJob()), await s.newTradie(names));

    it('records a sent quote, found by id and under lock', async () => {
      const lead = await leadOf();
      const quote = await h.quote(lead, 52_000);
      expect(quote).toEqual({
        id: expect.any(String),
        jobId: lead.jobId,
        tradieId: lead.tradieId,
        leadId: lead.id,
        amountCents: 52_000,
        message: 'Can start on Monday morning',
        estimatedStart: '2026-06-08',
        status: 'sent',
        createdAt: expect.any(Date),
        revisedAt: null,
        revision: 0,
      });
      expect(await s.quotes.findById(quote.id)).toEqual(quote);
      expect(await s.quotes.lock(quote.id)).toEqual(quote);
      expect(await s.quotes.findById(randomUUID())).toBeNull();
      expect(await s.quotes.lock(randomUUID())).toBeNull();
    });

    it('refuses a second quote of the same tradie for the job (QUOTES.ALREADY_SENT)', async () => {
      const lead = await leadOf();
      const first = await h.quote(lead);
      await expect(h.quote(lead, 30_000)).rejects.toMatchObject({
        code: 'QUOTES.ALREADY_SENT',
        kind: 'conflict',
      });
      expect(await s.quotes.findById(first.id)).toEqual(first);
    });

    it('revises a quote: the new terms, one more revision, and when', async () => {
      const quote = await h.quote(await leadOf());
      const changes = {
        amountCents: 48_000,
        message: 'Can start on Tuesday instead',
        estimatedStart: null,
      };
      const revised = await s.quotes.revise(quote.id, changes, at(30));
      expect(revised).toEqual({ ...quote, ...changes, revisedAt: at(30), revision: 1 });
      expect(await s.quotes.findById(quote.id)).toEqual(revised);
      const again = await s.quotes.revise(
        quote.id,
        { ...changes, estimatedStart: '2026-06-09' },
        at(40),
      );
      expect(again).toMatchObject({ estimatedStart: '2026-06-09', revisedAt: at(40), revision: 2 });
    });

    it('lists a job’s quotes in the order sent, each with who sent it', async () => {
      const [job, other] = [await s.newJob(), await s.newJob()];
      const a = await h.quote(
        await leadOf(job, { firstName: 'Tess', businessName: 'Tess Plumbing' }),
      );
      const b = await h.quote(await leadOf(job, { firstName: 'Raj', businessName: 'Raj Pipes' }));
      await h.quote(await leadOf(other));
      expect(await s.quotes.listForJob(job.id)).toEqual([
        {
          ...a,
          tradie: {
            id: a.tradieId,
            firstName: 'Tess',
            businessName: 'Tess Plumbing',
            rating: null,
            reviewCount: 0,
          },
        },
        {
          ...b,
          tradie: {
            id: b.tradieId,
            firstName: 'Raj',
            businessName: 'Raj Pipes',
            rating: null,
            reviewCount: 0,
          },
        },
      ]);
      expect(await s.quotes.listForJob((await s.newJob()).id)).toEqual([]);
    });

    it('settles a hire: the chosen quote accepted, the job’s other sent quotes not selected', async () => {
      const [job, other] = [await s.newJob({ leadCap: 5 }), await s.newJob()];
      const quotes = [];
      for (let i = 0; i < 3; i++) quotes.push(await h.quote(await leadOf(job)));
      const elsewhere = await h.quote(await leadOf(other));
      const { notSelected } = await s.quotes.settleHire(job.id, quotes[1].id);
      const passed = [quotes[0], quotes[2]].map((q) => ({ ...q, status: 'not_selected' }));
      expect([...notSelected].sort((x, y) => (x.id < y.id ? -1 : 1))).toEqual(
        passed.sort((x, y) => (x.id < y.id ? -1 : 1)),
      );
      expect(await s.quotes.findById(quotes[1].id)).toMatchObject({ status: 'accepted' });
      expect(await s.quotes.findById(quotes[0].id)).toMatchObject({ status: 'not_selected' });
      expect(await s.quotes.findById(elsewhere.id)).toEqual(elsewhere);
    });
  });
}
