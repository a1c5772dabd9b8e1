import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import { InMemoryLeads, InMemoryQuotes } from '#test/fakes/leads.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { assign, type Job } from '#modules/jobs/domain/job.js';
import type { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { JobsErrors } from '#modules/jobs/domain/jobs-errors.js';
import { type QuoteInput, QuotesService } from './quotes.service.js';

/** 06:00 on 1 June in Sydney, still 31 May in UTC. */
const NOW = new Date('2026-05-31T20:00:00Z');

/** The two things quoting asks of the jobs module, over the leads fake's jobs. */
class JobsStandIn {
  constructor(private readonly leads: InMemoryLeads) {}
  async getOrThrow(jobId: string): Promise<Job> {
    const job = this.leads.jobs.get(jobId);
    if (!job) throw JobsErrors.notFound();
    return job as unknown as Job;
  }
  async assign(jobId: string, actorId: string, tradieId: string): Promise<Job> {
    const job = this.leads.jobs.get(jobId)!;
    if (job.homeownerId !== actorId) throw JobsErrors.notYours();
    Object.assign(job, {
      status: assign(job as unknown as Job, NOW).status,
      assignedTradieId: tradieId,
    });
    return job as unknown as Job;
  }
}

function setup() {
  const leads = new InMemoryLeads();
  const quotes = new InMemoryQuotes();
  const events = new RecordingDomainEvents();
  const clock = new FixedClock(NOW);
  const jobs = new JobsStandIn(leads) as unknown as JobsService;
  const service = new QuotesService(quotes, leads, jobs, events, new DirectUnitOfWork(), clock);
  leads.addJob({ id: 'job-1', homeownerId: 'home-1' });
  return { service, leads, quotes, events, clock };
}

type Setup = ReturnType<typeof setup>;

const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  amountCents: 45_000,
  message: '  Can start Monday  ',
  estimatedStart: '2026-06-01',
  ...over,
});

async function buyLead(s: Setup, tradieId: string, jobId = 'job-1') {
  return s.leads.insert({ jobId, tradieId, priceCredits: 5, boughtAt: NOW });
}

async function quoted(s: Setup, tradieId = 'tradie-1') {
  await buyLead(s, tradieId);
  return s.service.send('job-1', tradieId, input());
}

describe('QuotesService.send', () => {
  it('sends the bought lead’s quote, trimmed, and tells the homeowner', async () => {
    const s = setup();
    const lead = await buyLead(s, 'tradie-1');
    const quote = await s.service.send('job-1', 'tradie-1', input());
    expect(quote).toMatchObject({
      jobId: 'job-1',
      tradieId: 'tradie-1',
      leadId: lead.id,
      amountCents: 45_000,
      message: 'Can start Monday',
      estimatedStart: '2026-06-01',
      status: 'sent',
      revision: 0,
    });
    expect(s.events.published).toEqual([
      expect.objectContaining({
        type: 'leads.quote_sent',
        aggregateId: quote.id,
        payload: {
          jobId: 'job-1',
          tradieId: 'tradie-1',
          homeownerId: 'home-1',
          amountCents: 45_000,
        },
      }),
    ]);
  });

  it('takes today in Sydney as the earliest start, and no start at all', async () => {
    const s = setup();
    await buyLead(s, 'tradie-1');
    await expect(
      s.service.send('job-1', 'tradie-1', input({ estimatedStart: '2026-05-31' })),
    ).rejects.toMatchObject({ code: 'QUOTES.START_IN_PAST', field: 'estimatedStart' });
    await expect(
      s.service.send('job-1', 'tradie-1', input({ estimatedStart: null })),
    ).resolves.toMatchObject({ estimatedStart: null });
  });

  it('refuses an unknown job, an unbought lead, a closed job and a second quote', async () => {
    const s = setup();
    await expect(s.service.send('job-x', 'tradie-1', input())).rejects.toMatchObject({
      code: 'JOBS.NOT_FOUND',
    });
    await expect(s.service.send('job-1', 'tradie-1', input())).rejects.toMatchObject({
      code: 'LEADS.NOT_BOUGHT',
    });
    await quoted(s);
    await expect(s.service.send('job-1', 'tradie-1', input())).rejects.toMatchObject({
      code: 'QUOTES.ALREADY_SENT',
    });
    await buyLead(s, 'tradie-2');
    s.leads.jobs.get('job-1')!.status = 'cancelled';
    await expect(s.service.send('job-1', 'tradie-2', input())).rejects.toMatchObject({
      code: 'QUOTES.NOT_OPEN',
    });
    expect(s.events.types()).toEqual(['leads.quote_sent']);
  });
});

describe('QuotesService.revise', () => {
  it('revises the tradie’s quote, counting the revision, and tells the homeowner the change', async () => {
    const s = setup();
    const quote = await quoted(s);
    s.clock.advance(60_000);
    const revised = await s.service.revise(quote.id, 'tradie-1', input({ amountCents: 40_000 }));
    expect(revised).toMatchObject({ amountCents: 40_000, revision: 1, revisedAt: s.clock.now() });
    expect(s.events.published.at(-1)).toMatchObject({
      type: 'leads.quote_revised',
      aggregateId: quote.id,
      payload: {
        jobId: 'job-1',
        tradieId: 'tradie-1',
        homeownerId: 'home-1',
        amountCents: 40_000,
        previousAmountCents: 45_000,
      },
    });
  });

  it('refuses an unknown quote, another’s quote, a past start and a closed job', async () => {
    const s = setup();
    const quote = await quoted(s);
    await expect(s.service.revise('quote-x', 'tradie-1', input())).rejects.toMatchObject({
      code: 'QUOTES.NOT_FOUND',
    });
    await expect(s.service.revise(quote.id, 'tradie-2', input())).rejects.toMatchObject({
      code: 'QUOTES.NOT_YOURS',
    });
    await expect(
      s.service.revise(quote.id, 'tradie-1', input({ estimatedStart: '2020-01-01' })),
    ).rejects.toMatchObject({ code: 'QUOTES.START_IN_PAST' });
    s.leads.jobs.get('job-1')!.status = 'cancelled';
    await expect(s.service.revise(quote.id, 'tradie-1', input())).rejects.toMatchObject({
      code: 'QUOTES.NOT_OPEN',
    });
    s.leads.jobs.delete('job-1');
    await expect(s.service.revise(quote.id, 'tradie-1', input())).rejects.toMatchObject({
      code: 'JOBS.NOT_FOUND',
    });
    expect(s.quotes.quotes[0]).toMatchObject({ amountCents: 45_000, revision: 0 });
  });

  it('refuses to revise a quote once the homeowner hired', async () => {
    const s = setup();
    const mine = await quoted(s, 'tradie-1');
    const theirs = await quoted(s, 'tradie-2');
    await s.service.hire('job-1', 'home-1', mine.id);
    for (const [quote, tradieId] of [
      [mine, 'tradie-1'],
      [theirs, 'tradie-2'],
    ] as const) {
      await expect(s.service.revise(quote.id, tradieId, input())).rejects.toMatchObject({
        code: 'QUOTES.NOT_AVAILABLE',
      });
    }
  });
});

describe('QuotesService.listForJob', () => {
  it('shows the job’s quotes to its owner and admins only', async () => {
    const s = setup();
    await quoted(s);
    expect(await s.service.listForJob('job-1', { id: 'home-1', type: 'homeowner' })).toHaveLength(
      1,
    );
    expect(await s.service.listForJob('job-1', { id: 'admin-1', type: 'admin' })).toHaveLength(1);
    await expect(
      s.service.listForJob('job-1', { id: 'tradie-1', type: 'tradie' }),
    ).rejects.toMatchObject({ code: 'JOBS.NOT_YOURS' });
    await expect(
      s.service.listForJob('job-x', { id: 'home-1', type: 'homeowner' }),
    ).rejects.toMatchObject({ code: 'JOBS.NOT_FOUND' });
  });
});

describe('QuotesService.hire', () => {
  it('assigns the job, accepts the quote, declines the others and announces the hire', async () => {
    const s = setup();
    const mine = await quoted(s, 'tradie-1');
    await quoted(s, 'tradie-2');
    await quoted(s, 'tradie-3');
    const { quote } = await s.service.hire('job-1', 'home-1', mine.id);
    expect(quote).toMatchObject({ id: mine.id, status: 'accepted' });
    expect(s.leads.jobs.get('job-1')).toMatchObject({ status: 'assigned' });
    expect(s.quotes.quotes.map((q) => q.status)).toEqual([
      'accepted',
      'not_selected',
      'not_selected',
    ]);
    expect(s.events.published.at(-1)).toMatchObject({
      type: 'jobs.tradie_hired',
      aggregateId: 'job-1',
      payload: {
        homeownerId: 'home-1',
        tradieId: 'tradie-1',
        quoteId: mine.id,
        notSelectedTradieIds: ['tradie-2', 'tradie-3'],
      },
    });
  });

  it('hires at the revision the homeowner saw, and refuses an older one with the new amount', async () => {
    const s = setup();
    const quote = await quoted(s);
    await s.service.revise(quote.id, 'tradie-1', input({ amountCents: 50_000 }));
    await expect(s.service.hire('job-1', 'home-1', quote.id)).rejects.toMatchObject({
      code: 'QUOTES.CHANGED',
      message: expect.stringContaining('500'),
    });
    s.leads.jobs.get('job-1')!.status = 'open'; // the refused hire's unit of work rolls back
    await expect(s.service.hire('job-1', 'home-1', quote.id, 1)).resolves.toMatchObject({
      quote: { status: 'accepted', amountCents: 50_000 },
    });
  });

  it('refuses an unknown job, another’s job, an unknown or foreign quote, and a second hire', async () => {
    const s = setup();
    const quote = await quoted(s);
    s.leads.addJob({ id: 'job-2', homeownerId: 'home-1' });
    await buyLead(s, 'tradie-2', 'job-2');
    const other = await s.service.send('job-2', 'tradie-2', input());
    const hire = (jobId: string, ownerId: string, quoteId: string) =>
      s.service.hire(jobId, ownerId, quoteId);
    await expect(hire('job-x', 'home-1', quote.id)).rejects.toMatchObject({
      code: 'JOBS.NOT_FOUND',
    });
    await expect(hire('job-1', 'home-2', quote.id)).rejects.toMatchObject({
      code: 'JOBS.NOT_YOURS',
    });
    await expect(hire('job-1', 'home-1', 'quote-x')).rejects.toMatchObject({
      code: 'QUOTES.NOT_FOUND',
    });
    await expect(hire('job-1', 'home-1', other.id)).rejects.toMatchObject({
      code: 'QUOTES.NOT_FOUND',
    });
    expect(s.leads.jobs.get('job-1')!.status).toBe('open');
    await hire('job-1', 'home-1', quote.id);
    await expect(hire('job-1', 'home-1', quote.id)).rejects.toMatchObject({
      code: 'JOBS.NOT_OPEN',
    });
  });

  it('refuses a quote no longer on the table while the job is still open', async () => {
    const s = setup();
    const quote = await quoted(s);
    s.quotes.quotes[0].status = 'not_selected';
    await expect(s.service.hire('job-1', 'home-1', quote.id)).rejects.toMatchObject({
      code: 'QUOTES.NOT_AVAILABLE',
    });
  });
});
