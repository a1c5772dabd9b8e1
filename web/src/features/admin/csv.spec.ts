import { describe, expect, it } from '@jest/globals';
import type { AnalyticsReport } from '@/shared/api/types';
import { reportCsv, reportRows } from './csv';

const REPORT: AnalyticsReport = {
  range: { from: '2026-10-01', to: '2026-10-02' },
  signups: [{ day: '2026-10-01', homeowners: 2, tradies: 1 }],
  totals: { homeowners: 2, tradies: 1 },
  pendingVerifications: 1,
  jobsPosted: 3,
  jobsByCategory: [{ category: 'plumbing, gas', jobs: 3 }],
  jobsByState: [{ state: 'NSW', jobs: 3 }],
  leads: { sold: 4, slotsBought: 4, slotsOffered: 10, fillRate: 0.4 },
  timeToFirstLead: { jobs: 2, averageHours: 3.5 },
  hires: { hired: 2, completed: 1, completionRate: 0.5 },
  revenue: {
    creditsSold: 50,
    totalCents: 6600,
    gstCents: 600,
    exGstCents: 6000,
    bundleCents: 4950,
    emergencyCents: 1650,
  },
  refunds: { leads: 1, credits: 7 },
  disputes: { opened: 2, approved: 1, rejected: 0 },
  reviews: { count: 2, averageRating: null },
  refreshedAt: '2026-10-03T00:00:00.000Z',
};

describe('analytics table and CSV', () => {
  it('lists every figure, GST apart, rates as percentages', () => {
    const rows = reportRows(REPORT);
    expect(rows).toContainEqual(['Revenue', 'Revenue incl. GST (A$)', '66.00']);
    expect(rows).toContainEqual(['Revenue', 'GST (A$)', '6.00']);
    expect(rows).toContainEqual(['Leads', 'Lead fill rate (%)', '40.0']);
    expect(rows).toContainEqual(['Reviews', 'Average rating', '']);
  });

  it('names categories by their labels, not their ids', () => {
    const rows = reportRows(
      { ...REPORT, jobsByCategory: [{ category: 'air_conditioning', jobs: 2 }] },
      (id) => (id === 'air_conditioning' ? 'Air conditioning' : id),
    );
    expect(rows).toContainEqual(['Jobs by category', 'Air conditioning', '2']);
  });

  it('writes RFC 4180 CSV with a header and quoted cells', () => {
    const csv = reportCsv(REPORT);
    expect(csv.startsWith('section,metric,value\r\n')).toBe(true);
    expect(csv).toContain('Jobs by category,"plumbing, gas",3\r\n');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
