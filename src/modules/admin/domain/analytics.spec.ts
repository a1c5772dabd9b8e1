import {
  buildReport,
  defaultRange,
  gstIncluded,
  parseRange,
  type RawAnalytics,
  ratio,
} from './analytics.js';

const RAW: RawAnalytics = {
  signups: [
    { day: '2026-10-01', homeowners: 3, tradies: 1 },
    { day: '2026-10-02', homeowners: 2, tradies: 4 },
  ],
  pendingVerifications: 2,
  jobsByCategory: [
    { category: 'plumbing', jobs: 6 },
    { category: 'electrical', jobs: 4 },
  ],
  jobsByState: [{ state: 'NSW', jobs: 10 }],
  leadSlots: { bought: 12, cap: 50 },
  leadsSold: 14,
  firstLead: { jobs: 4, totalHours: 10 },
  hires: { hired: 4, completed: 3 },
  payments: { creditsSold: 120, bundleCents: 9_900, emergencyCents: 1_100 },
  refunds: { leads: 2, credits: 10 },
  disputes: { opened: 3, approved: 1, rejected: 1 },
  reviews: { count: 3, ratingSum: 13 },
  refreshedAt: new Date('2026-10-31T00:00:00Z'),
};

describe('analytics calculations', () => {
  it('computes totals, rates, GST and the average rating from the raw figures', () => {
    const report = buildReport({ from: '2026-10-01', to: '2026-10-31' }, RAW);
    expect(report.totals).toEqual({ homeowners: 5, tradies: 5 });
    expect(report.jobsPosted).toBe(10);
    expect(report.leads).toEqual({ sold: 14, slotsBought: 12, slotsOffered: 50, fillRate: 0.24 });
    expect(report.hires.completionRate).toBe(0.75);
    expect(report.revenue).toEqual({
      creditsSold: 120,
      totalCents: 11_000,
      gstCents: 1_000,
      exGstCents: 10_000,
      bundleCents: 9_900,
      emergencyCents: 1_100,
    });
    expect(report.reviews).toEqual({ count: 3, averageRating: 4.33 });
    expect(report.timeToFirstLead).toEqual({ jobs: 4, averageHours: 2.5 });
  });

  it('has no rate when there is nothing to divide by', () => {
    const empty = buildReport(
      { from: '2026-10-01', to: '2026-10-01' },
      {
        ...RAW,
        leadSlots: { bought: 0, cap: 0 },
        hires: { hired: 0, completed: 0 },
        firstLead: { jobs: 0, totalHours: 0 },
        reviews: { count: 0, ratingSum: 0 },
      },
    );
    expect(empty.leads.fillRate).toBeNull();
    expect(empty.hires.completionRate).toBeNull();
    expect(empty.reviews.averageRating).toBeNull();
    expect(empty.timeToFirstLead.averageHours).toBeNull();
    expect(ratio(1, 3)).toBe(0.3333);
    expect(gstIncluded(4_999)).toBe(454);
  });

  it('checks ranges and defaults to the last 30 days', () => {
    expect(defaultRange('2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(parseRange('2026-01-01', '2026-01-01')).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(() => parseRange('2026-13-01', '2026-01-01')).toThrow(
      expect.objectContaining({ field: 'from' }),
    );
    expect(() => parseRange('2026-02-01', '2026-01-01')).toThrow(/after/);
    expect(() => parseRange('2024-01-01', '2026-01-01')).toThrow(/366/);
  });
});
