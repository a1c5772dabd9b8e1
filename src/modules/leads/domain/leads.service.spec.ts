import { jest } from '@jest/globals';
import { RecordingAuditLog } from '#test/fakes/admin.fakes.js';
import { InMemoryCreditLedger } from '#test/fakes/credits.fakes.js';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { InMemoryDisputes, InMemoryLeads } from '#test/fakes/leads.fakes.js';
import {
  InMemoryLeadConversations,
  InMemoryLeadFeed,
  InMemoryTradies,
} from '#test/fakes/leads-reads.fakes.js';
import { InMemoryPostcodeDirectory } from '#test/fakes/postcodes.fake.js';
import { CountingUnitOfWork } from '#test/fakes/unit-of-work.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { LEAD_PRICE_CREDITS } from '#shared/domain/product.js';
import { purchaseKey, refundKey } from './lead.js';
import { LeadsService } from './leads.service.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = new Date('2026-06-01T00:00:00Z');

function setup() {
  const leads = new InMemoryLeads();
  const disputes = new InMemoryDisputes(leads);
  const feed = new InMemoryLeadFeed();
  const tradies = new InMemoryTradies();
  const ledger = new InMemoryCreditLedger();
  const conversations = new InMemoryLeadConversations();
  const events = new RecordingDomainEvents();
  const audit = new RecordingAuditLog();
  const uow = new CountingUnitOfWork();
  const clock = new FixedClock(START);
  const service = new LeadsService(
    leads,
    disputes,
    feed,
    tradies,
    new InMemoryPostcodeDirectory(),
    ledger,
    conversations,
    audit,
    events,
    uow,
    clock,
  );
  leads.addJob({ id: 'job-1', homeownerId: 'home-1' });
  tradies.add('tradie-1');
  return {
    service,
    leads,
    disputes,
    feed,
    tradies,
    ledger,
    conversations,
    audit,
    events,
    uow,
    clock,
  };
}

type Setup = ReturnType<typeof setup>;

async function fund(s: Setup, tradieId: string, credits: number) {
  await s.ledger.credit(tradieId, credits, 'purchase', null, `fund:${tradieId}:${credits}`);
}

/** A bought lead of tradie-1 for job-1. */
async function bought(s: Setup) {
  await fund(s, 'tradie-1', 20);
  return (await s.service.buy('job-1', 'tradie-1')).lead;
}

describe('LeadsService.buy', () => {
  it('records the lead, takes a slot, debits the price once and opens the conversation', async () => {
    const s = setup();
    await fund(s, 'tradie-1', 12);
    const depths: number[] = [];
    const debit = s.ledger.debit.bind(s.ledger);
    jest.spyOn(s.ledger, 'debit').mockImplementation((...args) => {
      depths.push(s.uow.depth);
      return debit(...args);
    });

    const { lead, balance } = await s.service.buy('job-1', 'tradie-1');

    expect(lead).toMatchObject({
      jobId: 'job-1',
      tradieId: 'tradie-1',
      priceCredits: LEAD_PRICE_CREDITS.standard,
      status: 'active',
      boughtAt: START,
    });
    expect(balance).toBe(12 - LEAD_PRICE_CREDITS.standard);
    expect(s.leads.jobs.get('job-1')!.leadCount).toBe(1);
    expect(await s.ledger.findByKey(purchaseKey('job-1', 'tradie-1'))).toMatchObject({
      amount: -LEAD_PRICE_CREDITS.standard,
      type: 'lead_purchase',
      reference: 'job-1',
    });
    expect(depths).toEqual([1]); // the debit joins the purchase's unit of work
    expect(s.events.published).toEqual([
      expect.objectContaining({
        type: 'leads.lead_bought',
        aggregateId: lead.id,
        payload: {
          jobId: 'job-1',
          tradieId: 'tradie-1',
          homeownerId: 'home-1',
          priceCredits: LEAD_PRICE_CREDITS.standard,
        },
      }),
    ]);
    expect(s.conversations.opened).toEqual(['job-1:tradie-1']);
  });

  it('charges the emergency price for an emergency job', async () => {
    const s = setup();
    s.leads.addJob({ id: 'job-e', homeownerId: 'home-1', isEmergency: true });
    await fund(s, 'tradie-1', 10);
    const { lead, balance } = await s.service.buy('job-e', 'tradie-1');
    expect(lead.priceCredits).toBe(LEAD_PRICE_CREDITS.emergency);
    expect(balance).toBe(10 - LEAD_PRICE_CREDITS.emergency);
  });

  it('refuses without a tradie profile, before touching the job', async () => {
    const s = setup();
    const lockJob = jest.spyOn(s.leads, 'lockJob');
    await expect(s.service.buy('job-1', 'nobody')).rejects.toMatchObject({
      code: 'LEADS.NO_TRADIE_PROFILE',
    });
    expect(lockJob).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown job', 'job-x', {}, 'JOBS.NOT_FOUND'],
    ['their own job', 'job-1', { homeownerId: 'tradie-1' }, 'LEADS.OWN_JOB'],
    ['a job not open', 'job-1', { status: 'assigned' }, 'LEADS.JOB_NOT_OPEN'],
    ['an expired lead', 'job-1', { leadsExpiredAt: START }, 'LEADS.EXPIRED'],
    ['a sold-out lead', 'job-1', { leadCount: 3, leadCap: 3 }, 'LEADS.SOLD_OUT'],
    ['a job outside their trades', 'job-1', { category: 'roofing' }, 'LEADS.OUTSIDE_TRADES'],
    [
      'a trade their licence does not cover',
      'job-1',
      { category: 'electrical' },
      'LEADS.LICENCE_NOT_COVERING',
    ],
    [
      'a job beyond their radius',
      'job-1',
      { location: { lat: -37.81, lng: 144.96 } },
      'LEADS.OUTSIDE_SERVICE_AREA',
    ],
    ['a job with no location', 'job-1', { location: null }, 'LEADS.OUTSIDE_SERVICE_AREA'],
  ])('refuses %s and moves nothing', async (_what, jobId, job, code) => {
    const s = setup();
    s.leads.addJob({ id: 'job-1', homeownerId: 'home-1', ...job });
    await fund(s, 'tradie-1', 20);
    await expect(s.service.buy(jobId, 'tradie-1')).rejects.toMatchObject({ code });
    expect(await s.ledger.balance('tradie-1')).toBe(20);
    expect(s.leads.leads).toHaveLength(0);
    expect(s.events.published).toHaveLength(0);
    expect(s.conversations.opened).toHaveLength(0);
  });

  it('refuses a tradie whose service postcode is unknown', async () => {
    const s = setup();
    s.tradies.add('tradie-1', { servicePostcode: '0000' });
    await fund(s, 'tradie-1', 20);
    await expect(s.service.buy('job-1', 'tradie-1')).rejects.toMatchObject({
      code: 'LEADS.SERVICE_AREA_UNKNOWN',
    });
  });

  it('refuses a second purchase of the same lead without a second debit', async () => {
    const s = setup();
    await bought(s);
    await expect(s.service.buy('job-1', 'tradie-1')).rejects.toMatchObject({
      code: 'LEADS.ALREADY_BOUGHT',
    });
    expect(await s.ledger.balance('tradie-1')).toBe(20 - LEAD_PRICE_CREDITS.standard);
  });

  it('refuses a tradie without enough credits before announcing or opening anything', async () => {
    const s = setup();
    await fund(s, 'tradie-1', LEAD_PRICE_CREDITS.standard - 1);
    await expect(s.service.buy('job-1', 'tradie-1')).rejects.toMatchObject({
      code: 'CREDITS.INSUFFICIENT',
      kind: 'payment_required',
    });
    expect(s.events.published).toHaveLength(0);
    expect(s.conversations.opened).toHaveLength(0);
  });
});

describe('LeadsService.feed and mine', () => {
  it('asks for the listed trades within the narrower of the two radii, 20 a page', async () => {
    const s = setup();
    s.feed.post();
    s.feed.post();
    await s.service.feed('tradie-1', { distanceKm: 50, emergency: true, state: 'NSW' });
    const first = await s.service.feed('tradie-1', { limit: 1 });
    expect(first.items).toHaveLength(1);
    const cursor = first.nextCursor!;
    const next = await s.service.feed('tradie-1', { distanceKm: 10, cursor, limit: 5 });
    expect(next).toEqual({ items: [expect.objectContaining({ distanceKm: 0 })], nextCursor: null });
    expect(s.feed.queries).toEqual([
      {
        tradieId: 'tradie-1',
        categories: ['plumbing'],
        origin: { postcode: '2042', state: 'NSW', lat: -33.9, lng: 151.18 },
        radiusKm: 30,
        state: 'NSW',
        emergency: true,
        cursor: undefined,
        limit: 20,
      },
      expect.objectContaining({ radiusKm: 30, limit: 1 }),
      expect.objectContaining({ radiusKm: 10, cursor, limit: 5 }),
    ]);
  });

  it('counts the new leads of the whole unfiltered feed, and none without a service area', async () => {
    const s = setup();
    const since = new Date('2026-06-01T00:00:00Z');
    s.feed.post({ publishedAt: new Date(since.getTime() - HOUR) });
    s.feed.post({ publishedAt: new Date(since.getTime() + HOUR) });
    expect(await s.service.newInFeed('tradie-1', since)).toBe(1);
    expect(s.feed.counted).toEqual([
      {
        scope: {
          tradieId: 'tradie-1',
          categories: ['plumbing'],
          origin: { postcode: '2042', state: 'NSW', lat: -33.9, lng: 151.18 },
          radiusKm: 30,
          state: undefined,
          emergency: undefined,
        },
        since,
      },
    ]);
    s.tradies.add('tradie-2', { servicePostcode: '0000' });
    expect(await s.service.newInFeed('tradie-2', since)).toBe(0);
    expect(s.feed.counted).toHaveLength(1);
  });

  it('offers nothing for an unlisted trade or an unknown service postcode', async () => {
    const s = setup();
    expect(await s.service.feed('tradie-1', { category: 'electrical' })).toEqual({
      items: [],
      nextCursor: null,
    });
    s.tradies.add('tradie-2', { servicePostcode: '0000' });
    expect((await s.service.feed('tradie-2', {})).items).toEqual([]);
    expect(s.feed.queries).toHaveLength(0);
  });

  it('refuses a feed to someone without a tradie profile', async () => {
    const s = setup();
    await expect(s.service.feed('home-1', {})).rejects.toMatchObject({
      code: 'LEADS.NO_TRADIE_PROFILE',
    });
  });

  it('lists the tradie’s leads 20 a page with the count in each stage', async () => {
    const s = setup();
    const lead = await bought(s);
    s.leads.hired.add(lead.id);
    const page = await s.service.mine('tradie-1', { stage: 'won' });
    expect(s.leads.lastTradieQuery).toEqual({
      tradieId: 'tradie-1',
      stage: 'won',
      cursor: undefined,
      limit: 20,
    });
    expect(page.counts).toEqual({ to_quote: 0, quoted: 0, won: 1 });
    expect(await s.service.leadOf('job-1', 'tradie-1')).toMatchObject({ id: lead.id });
  });
});

describe('LeadsService refunds', () => {
  it('credits back every active lead of a job once, and closes each conversation', async () => {
    const s = setup();
    await bought(s);
    s.tradies.add('tradie-2');
    await fund(s, 'tradie-2', 5);
    await s.service.buy('job-1', 'tradie-2');

    expect(await s.service.refundJob('job-1', 'job_cancelled')).toBe(2);
    expect(await s.service.refundJob('job-1', 'job_cancelled')).toBe(0);

    expect(await s.ledger.balance('tradie-1')).toBe(20);
    expect(await s.ledger.balance('tradie-2')).toBe(5);
    expect(s.leads.leads.map((l) => [l.status, l.refundReason, l.refundedAt])).toEqual([
      ['refunded', 'job_cancelled', START],
      ['refunded', 'job_cancelled', START],
    ]);
    expect(s.conversations.closed).toEqual([
      'job-1:tradie-1:job_cancelled',
      'job-1:tradie-2:job_cancelled',
    ]);
    const refunds = s.events.published.filter((e) => e.type === 'leads.lead_refunded');
    expect(refunds.map((e) => e.payload)).toEqual([
      { jobId: 'job-1', tradieId: 'tradie-1', credits: 5, reason: 'job_cancelled' },
      { jobId: 'job-1', tradieId: 'tradie-2', credits: 5, reason: 'job_cancelled' },
    ]);
  });

  const chat = (over: { firstMessageAt?: Date; homeownerReadAt?: Date | null } = {}) => ({
    jobId: 'job-1',
    tradieId: 'tradie-1',
    homeownerId: 'home-1',
    firstMessageAt: new Date(START.getTime() + HOUR),
    homeownerReadAt: null,
    ...over,
  });

  it('credits a dead lead back once, telling the homeowner too', async () => {
    const s = setup();
    const lead = await bought(s);
    s.clock.advance(HOUR + 47 * HOUR);
    expect(await s.service.refundIfDead(chat())).toBe(false); // 48 hours not over yet
    s.clock.advance(HOUR);
    expect(await s.service.refundIfDead(chat())).toBe(true);
    expect(await s.service.refundIfDead(chat())).toBe(false);
    expect(await s.ledger.findByKey(refundKey(lead.id))).toMatchObject({ amount: 5 });
    expect(await s.ledger.balance('tradie-1')).toBe(20);
    expect(s.events.published.at(-1)).toMatchObject({
      type: 'leads.lead_refunded',
      payload: { reason: 'homeowner_silent', homeownerId: 'home-1' },
    });
  });

  it('keeps the credits of a lead that was read in time, was hired, or was never bought', async () => {
    const s = setup();
    const lead = await bought(s);
    s.clock.advance(3 * DAY);
    const readInTime = new Date(START.getTime() + 2 * HOUR);
    expect(await s.service.refundIfDead(chat({ homeownerReadAt: readInTime }))).toBe(false);
    s.leads.hired.add(lead.id);
    expect(await s.service.refundIfDead(chat())).toBe(false);
    expect(await s.service.refundIfDead({ ...chat(), tradieId: 'tradie-9' })).toBe(false);
    expect(await s.ledger.balance('tradie-1')).toBe(15);
  });
});

describe('LeadsService disputes', () => {
  const details = { reason: 'duplicate' as const, details: '  Same job posted twice  ' };

  it('opens a dispute on the tradie’s own recent lead, once', async () => {
    const s = setup();
    const lead = await bought(s);
    const dispute = await s.service.openDispute(lead.id, 'tradie-1', details);
    expect(dispute).toMatchObject({ leadId: lead.id, details: 'Same job posted twice' });
    expect(s.events.published.at(-1)).toMatchObject({
      type: 'leads.dispute_opened',
      aggregateId: dispute.id,
      payload: { leadId: lead.id, tradieId: 'tradie-1', reason: 'duplicate' },
    });
    await expect(s.service.openDispute(lead.id, 'tradie-1', details)).rejects.toMatchObject({
      code: 'DISPUTES.ALREADY_OPENED',
    });
  });

  it('refuses an unknown lead, another’s lead, a refunded one, a late one and a won one', async () => {
    const s = setup();
    const lead = await bought(s);
    const refusal = (leadId: string, tradieId = 'tradie-1') =>
      s.service.openDispute(leadId, tradieId, details);
    await expect(refusal('lead-x')).rejects.toMatchObject({ code: 'LEADS.NOT_FOUND' });
    await expect(refusal(lead.id, 'tradie-2')).rejects.toMatchObject({ code: 'LEADS.NOT_YOURS' });
    s.leads.hired.add(lead.id);
    await expect(refusal(lead.id)).rejects.toMatchObject({ code: 'DISPUTES.LEAD_WON' });
    s.clock.advance(7 * DAY + 1);
    await expect(refusal(lead.id)).rejects.toMatchObject({ code: 'DISPUTES.WINDOW_CLOSED' });
    await s.service.refundJob('job-1', 'job_cancelled');
    await expect(refusal(lead.id)).rejects.toMatchObject({ code: 'DISPUTES.ALREADY_REFUNDED' });
    expect(s.disputes.disputes).toHaveLength(0);
  });

  it('approving credits the lead back once; deciding again is refused', async () => {
    const s = setup();
    const lead = await bought(s);
    const dispute = await s.service.openDispute(lead.id, 'tradie-1', details);
    const decided = await s.service.decideDispute(dispute.id, 'admin-1', 'approved', ' fair ');
    expect(decided).toMatchObject({
      status: 'approved',
      decidedBy: 'admin-1',
      decisionReason: 'fair',
      lead: { status: 'refunded', refundReason: 'dispute_approved' },
    });
    expect(await s.ledger.balance('tradie-1')).toBe(20);
    expect(s.events.types().slice(-2)).toEqual(['leads.lead_refunded', 'leads.dispute_decided']);
    expect(s.audit.entries).toEqual([
      {
        actorId: 'admin-1',
        action: 'dispute.decide',
        targetType: 'dispute',
        targetId: dispute.id,
        reason: 'fair',
        details: { decision: 'approved', leadId: lead.id },
      },
    ]);
    await expect(
      s.service.decideDispute(dispute.id, 'admin-1', 'rejected', 'changed my mind'),
    ).rejects.toMatchObject({ code: 'DISPUTES.ALREADY_DECIDED' });
    expect(await s.service.listDisputes('approved')).toHaveLength(1);
  });

  it('rejecting keeps the credits; approving a lead already credited back pays nothing more', async () => {
    const s = setup();
    const lead = await bought(s);
    const first = await s.service.openDispute(lead.id, 'tradie-1', details);
    await s.service.decideDispute(first.id, 'admin-1', 'rejected', 'looks fine');
    expect(await s.ledger.balance('tradie-1')).toBe(15);

    s.leads.addJob({ id: 'job-2', homeownerId: 'home-1' });
    const second = (await s.service.buy('job-2', 'tradie-1')).lead;
    const dispute = await s.service.openDispute(second.id, 'tradie-1', details);
    await s.service.refundJob('job-2', 'job_cancelled');
    await s.service.decideDispute(dispute.id, 'admin-1', 'approved', 'ok');
    expect(await s.ledger.balance('tradie-1')).toBe(15);
    expect(s.events.types().filter((t) => t === 'leads.lead_refunded')).toHaveLength(1);
    expect(s.conversations.closed).toEqual(['job-2:tradie-1:job_cancelled']);
  });

  it('fails the decision inside its transaction when its audit row cannot be written', async () => {
    const s = setup();
    const lead = await bought(s);
    const dispute = await s.service.openDispute(lead.id, 'tradie-1', details);
    s.audit.failing = true;
    let depth = -1;
    const record = s.audit.record.bind(s.audit);
    s.audit.record = (entry) => ((depth = s.uow.depth), record(entry));
    await expect(
      s.service.decideDispute(dispute.id, 'admin-1', 'rejected', 'looks fine'),
    ).rejects.toThrow('could not be written');
    expect(depth).toBe(1);
    expect(s.events.types()).not.toContain('leads.dispute_decided');
  });

  it('refuses to decide an unknown dispute', async () => {
    const s = setup();
    await expect(
      s.service.decideDispute('dispute-x', 'admin-1', 'approved', 'x'),
    ).rejects.toMatchObject({ code: 'DISPUTES.NOT_FOUND' });
  });
});
