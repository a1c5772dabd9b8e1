import {
  assertCapChange,
  assertEditable,
  assign,
  cancel,
  complete,
  descriptionTeaser,
  initialStatus,
  isLeadCap,
  type JobStatus,
  leadOnSale,
  leadPriceCredits,
  leadsExpire,
  publish,
  withdraw,
} from './job.js';

const at = new Date('2026-06-01T00:00:00Z');
const STATUSES: JobStatus[] = [
  'pending_payment',
  'open',
  'assigned',
  'completed',
  'cancelled',
  'withdrawn',
];

describe('job lifecycle', () => {
  it('starts emergencies as pending_payment and others open', () => {
    expect(initialStatus(true)).toBe('pending_payment');
    expect(initialStatus(false)).toBe('open');
  });

  it.each([
    ['publish', publish, ['pending_payment'], 'open', 'JOBS.NOT_PENDING_PAYMENT'],
    ['assign', assign, ['open'], 'assigned', 'JOBS.NOT_OPEN'],
    ['complete', complete, ['assigned'], 'completed', 'JOBS.NOT_ASSIGNED'],
    ['cancel', cancel, ['pending_payment', 'open'], 'cancelled', 'JOBS.NOT_EDITABLE'],
  ] as const)('%s moves only from %j', (_name, transition, from, to, refusal) => {
    for (const status of STATUSES) {
      if ((from as readonly string[]).includes(status)) {
        expect(transition({ status }, at)).toEqual({ status: to, at });
      } else {
        expect(() => transition({ status }, at)).toThrow(
          expect.objectContaining({ code: refusal, kind: 'conflict' }),
        );
      }
    }
  });

  it('withdraws only unassigned jobs, and a withdrawn job is never on sale', () => {
    for (const status of STATUSES) {
      const next = withdraw({ status }, 'owner_banned', at);
      if (status === 'pending_payment' || status === 'open') {
        expect(next).toEqual({ status: 'withdrawn', at, reason: 'owner_banned' });
      } else {
        expect(next).toBeNull();
      }
    }
    expect(
      leadOnSale({ status: 'withdrawn', leadCount: 0, leadCap: 3, leadsExpiredAt: null }),
    ).toBe(false);
  });

  it('lets only the owner edit, and only while unassigned', () => {
    expect(() => assertEditable({ homeownerId: 'h', status: 'open' }, 'h')).not.toThrow();
    expect(() =>
      assertEditable({ homeownerId: 'h', status: 'pending_payment' }, 'h'),
    ).not.toThrow();
    expect(() => assertEditable({ homeownerId: 'h', status: 'open' }, 'x')).toThrow(
      expect.objectContaining({ code: 'JOBS.NOT_YOURS', kind: 'forbidden' }),
    );
    for (const status of ['assigned', 'completed', 'cancelled', 'withdrawn'] as const) {
      expect(() => assertEditable({ homeownerId: 'h', status }, 'h')).toThrow(
        expect.objectContaining({ code: 'JOBS.NOT_EDITABLE' }),
      );
    }
  });

  it('lowers a lead cap to 3 or 5, never raises it or goes below the leads sold', () => {
    expect(() => assertCapChange({ leadCap: 10, leadCount: 2 }, 5)).not.toThrow();
    expect(() => assertCapChange({ leadCap: 5, leadCount: 0 }, 10)).toThrow(
      expect.objectContaining({ code: 'JOBS.CAP_RAISED' }),
    );
    expect(() => assertCapChange({ leadCap: 10, leadCount: 4 }, 3)).toThrow(
      expect.objectContaining({ code: 'JOBS.CAP_BELOW_LEADS' }),
    );
    expect([3, 5, 10].every(isLeadCap)).toBe(true);
    expect([0, 4, 11].some(isLeadCap)).toBe(false);
  });

  it('prices leads at 5 credits, 10 for an emergency', () => {
    expect(leadPriceCredits(false)).toBe(5);
    expect(leadPriceCredits(true)).toBe(10);
  });

  it('sells a lead only while open, under the cap and not expired', () => {
    const job = {
      status: 'open' as JobStatus,
      leadCount: 2,
      leadCap: 3 as const,
      leadsExpiredAt: null,
    };
    expect(leadOnSale(job)).toBe(true);
    expect(leadOnSale({ ...job, leadCount: 3 })).toBe(false);
    expect(leadOnSale({ ...job, status: 'assigned' })).toBe(false);
    expect(leadOnSale({ ...job, leadsExpiredAt: at })).toBe(false);
  });

  it('expires the leads of open jobs 30 days after publishing, once', () => {
    const day = 24 * 60 * 60 * 1000;
    const job = { status: 'open' as JobStatus, publishedAt: at, leadsExpiredAt: null };
    expect(leadsExpire(job, new Date(at.getTime() + 30 * day - 1))).toBe(false);
    expect(leadsExpire(job, new Date(at.getTime() + 30 * day))).toBe(true);
    expect(leadsExpire({ ...job, leadsExpiredAt: at }, new Date(at.getTime() + 40 * day))).toBe(
      false,
    );
    expect(leadsExpire({ ...job, status: 'assigned' }, new Date(at.getTime() + 40 * day))).toBe(
      false,
    );
    expect(leadsExpire({ ...job, publishedAt: null }, new Date(at.getTime() + 40 * day))).toBe(
      false,
    );
  });
});

describe('what tradies read before buying', () => {
  it('hides phone numbers, emails and links in the teaser', () => {
    expect(
      descriptionTeaser('Call 0412 345 678 or (02) 9876-5432, mail me@x.com, see www.x.com'),
    ).toBe('Call [hidden] or [hidden], mail [hidden], see [hidden]');
    expect(descriptionTeaser('3 bedrooms, 2 taps, 1200 mm vanity')).toBe(
      '3 bedrooms, 2 taps, 1200 mm vanity',
    );
  });

  it('shortens long descriptions at a word', () => {
    const long = 'word '.repeat(60).trim();
    const teaser = descriptionTeaser(long);
    expect(teaser.length).toBeLessThanOrEqual(161);
    expect(teaser.endsWith('word…')).toBe(true);
    expect(descriptionTeaser('Short and sweet')).toBe('Short and sweet');
  });
});
