import {
  assertDisputable,
  assertHireable,
  assertRevisable,
  assertStartNotPast,
  assertUndecided,
  canDispute,
  type Lead,
  feedCategories,
  matchRefusal,
  needsRefund,
  purchaseKey,
  type Quote,
  refundKey,
  saleRefusal,
} from './lead.js';

const day = 24 * 60 * 60 * 1000;
const boughtAt = new Date('2026-06-01T00:00:00Z');
const lead: Lead = {
  id: 'l1',
  jobId: 'j1',
  tradieId: 't1',
  priceCredits: 5,
  status: 'active',
  refundReason: null,
  refundedAt: null,
  boughtAt,
};

describe('lead rules', () => {
  it('refuses a sale for every reason, in order', () => {
    const job = { status: 'open', leadCount: 0, leadCap: 3, leadsExpiredAt: null };
    expect(saleRefusal(job)).toBeNull();
    expect(saleRefusal({ ...job, status: 'assigned' })?.code).toBe('LEADS.JOB_NOT_OPEN');
    expect(saleRefusal({ ...job, status: 'pending_payment' })?.code).toBe('LEADS.JOB_NOT_OPEN');
    expect(saleRefusal({ ...job, leadsExpiredAt: boughtAt })?.code).toBe('LEADS.EXPIRED');
    expect(saleRefusal({ ...job, leadCount: 3 })?.code).toBe('LEADS.SOLD_OUT');
    expect(saleRefusal({ ...job, leadCount: 3 })?.kind).toBe('conflict');
  });

  it('keys purchases by job and tradie, refunds by lead', () => {
    expect(purchaseKey('j1', 't1')).toBe('lead_purchase:j1:t1');
    expect(refundKey('l1')).toBe('lead_refund:l1');
  });

  it('refunds only active leads', () => {
    expect(needsRefund(lead)).toBe(true);
    expect(needsRefund({ status: 'refunded' })).toBe(false);
  });

  it('lets the buyer dispute an active lead within 7 days', () => {
    expect(() =>
      assertDisputable(lead, 't1', new Date(boughtAt.getTime() + 7 * day)),
    ).not.toThrow();
    expect(() => assertDisputable(lead, 't1', new Date(boughtAt.getTime() + 7 * day + 1))).toThrow(
      expect.objectContaining({ code: 'DISPUTES.WINDOW_CLOSED' }),
    );
    expect(() => assertDisputable(lead, 't2', boughtAt)).toThrow(
      expect.objectContaining({ code: 'LEADS.NOT_YOURS', kind: 'forbidden' }),
    );
    expect(() => assertDisputable({ ...lead, status: 'refunded' }, 't1', boughtAt)).toThrow(
      expect.objectContaining({ code: 'DISPUTES.ALREADY_REFUNDED' }),
    );
    expect(canDispute(lead, false, boughtAt)).toBe(true);
    expect(canDispute(lead, true, boughtAt)).toBe(false);
    expect(canDispute(lead, false, boughtAt, true)).toBe(false);
    expect(canDispute(lead, false, new Date(boughtAt.getTime() + 8 * day))).toBe(false);
  });

  it('decides a dispute once', () => {
    expect(() => assertUndecided({ status: 'open' })).not.toThrow();
    expect(() => assertUndecided({ status: 'approved' })).toThrow(
      expect.objectContaining({ code: 'DISPUTES.ALREADY_DECIDED' }),
    );
  });
});

describe('quote rules', () => {
  const quote: Quote = {
    id: 'q1',
    jobId: 'j1',
    tradieId: 't1',
    leadId: 'l1',
    amountCents: 10_000,
    message: 'Can do Tuesday',
    estimatedStart: null,
    status: 'sent',
    createdAt: boughtAt,
    revisedAt: null,
    revision: 0,
  };

  it('lets only its tradie revise a quote, and only while it is on the table', () => {
    expect(() => assertRevisable(quote, 't1')).not.toThrow();
    expect(() => assertRevisable(quote, 't2')).toThrow(
      expect.objectContaining({ code: 'QUOTES.NOT_YOURS' }),
    );
    for (const status of ['accepted', 'not_selected'] as const) {
      expect(() => assertRevisable({ ...quote, status }, 't1')).toThrow(
        expect.objectContaining({ code: 'QUOTES.NOT_AVAILABLE' }),
      );
    }
  });

  it('hires through a sent quote of the same job', () => {
    expect(() => assertHireable(quote, 'j1')).not.toThrow();
    expect(() => assertHireable(quote, 'j2')).toThrow(
      expect.objectContaining({ code: 'QUOTES.NOT_FOUND' }),
    );
    expect(() => assertHireable({ ...quote, status: 'not_selected' }, 'j1')).toThrow(
      expect.objectContaining({ code: 'QUOTES.NOT_AVAILABLE' }),
    );
  });

  it('hires only the revision the homeowner saw, and names the new amount otherwise', () => {
    const revised = { ...quote, revision: 2, amountCents: 12_500 };
    expect(() => assertHireable(revised, 'j1', 2)).not.toThrow();
    for (const seen of [undefined, 0, 1, 3]) {
      expect(() => assertHireable(revised, 'j1', seen)).toThrow(
        expect.objectContaining({
          code: 'QUOTES.CHANGED',
          kind: 'conflict',
          message: expect.stringContaining('A$125.00') as string,
        }),
      );
    }
  });

  it('refuses an estimated start before today in Sydney', () => {
    // 23:30 UTC on 1 June is already 2 June in Sydney.
    const now = new Date('2026-06-01T23:30:00Z');
    expect(() => assertStartNotPast('2026-06-02', now)).not.toThrow();
    expect(() => assertStartNotPast(null, now)).not.toThrow();
    expect(() => assertStartNotPast('2026-06-01', now)).toThrow(
      expect.objectContaining({ code: 'QUOTES.START_IN_PAST', field: 'estimatedStart' }),
    );
  });
});

describe('the matching rule (feed, alerts and purchase)', () => {
  // Sydney CBD (2000) and Newtown (2042, ~4 km), Parramatta (2150, ~20 km), Newcastle (~120 km).
  const sydney = { lat: -33.8688, lng: 151.2093 };
  const newtown = { lat: -33.8981, lng: 151.1748 };
  const parramatta = { lat: -33.815, lng: 151.0011 };
  const newcastle = { lat: -32.9283, lng: 151.7817 };
  const plumber = {
    categories: ['plumbing', 'gas'],
    listed: ['plumbing', 'gas'],
    serviceRadiusKm: 25,
    origin: sydney,
  };
  const code = (refusal: { code: string } | null) => refusal?.code ?? null;

  it('matches a job in one of the trades within the service radius', () => {
    expect(matchRefusal(plumber, { category: 'plumbing', location: newtown })).toBeNull();
    expect(matchRefusal(plumber, { category: 'gas', location: parramatta })).toBeNull();
  });

  it('refuses another trade, even next door', () => {
    expect(code(matchRefusal(plumber, { category: 'electrical', location: newtown }))).toBe(
      'LEADS.OUTSIDE_TRADES',
    );
  });

  it('refuses a trade of theirs their licence does not cover, and leaves it out of the feed', () => {
    const unchecked = { ...plumber, listed: ['gas'] };
    expect(code(matchRefusal(unchecked, { category: 'plumbing', location: newtown }))).toBe(
      'LEADS.LICENCE_NOT_COVERING',
    );
    expect(feedCategories(unchecked)).toEqual(['gas']);
    expect(feedCategories(unchecked, 'plumbing')).toEqual([]);
  });

  it('refuses a job beyond the radius, or with no known place', () => {
    expect(code(matchRefusal(plumber, { category: 'plumbing', location: newcastle }))).toBe(
      'LEADS.OUTSIDE_SERVICE_AREA',
    );
    expect(
      code(
        matchRefusal(
          { ...plumber, serviceRadiusKm: 10 },
          { category: 'plumbing', location: parramatta },
        ),
      ),
    ).toBe('LEADS.OUTSIDE_SERVICE_AREA');
    expect(code(matchRefusal(plumber, { category: 'plumbing', location: null }))).toBe(
      'LEADS.OUTSIDE_SERVICE_AREA',
    );
  });

  it('matches nothing when the service postcode is unknown, never the whole country', () => {
    expect(
      code(matchRefusal({ ...plumber, origin: null }, { category: 'plumbing', location: sydney })),
    ).toBe('LEADS.SERVICE_AREA_UNKNOWN');
  });
});
