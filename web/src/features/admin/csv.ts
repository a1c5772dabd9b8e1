import type { AnalyticsReport } from '@/shared/api/types';

const money = (cents: number) => (cents / 100).toFixed(2);
const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));

/**
 * Every figure of the report as [section, metric, value] rows: the table and the CSV. Categories
 * read as their labels ("Air conditioning"), not their ids.
 */
export function reportRows(
  r: AnalyticsReport,
  categoryLabel: (id: string) => string = (id) => id,
): [string, string, string][] {
  return [
    ['Sign-ups', 'Homeowners', String(r.totals.homeowners)],
    ['Sign-ups', 'Tradies', String(r.totals.tradies)],
    ...r.signups.flatMap((d): [string, string, string][] => [
      ['Sign-ups by day', `${d.day} homeowners`, String(d.homeowners)],
      ['Sign-ups by day', `${d.day} tradies`, String(d.tradies)],
    ]),
    ['Verification', 'Pending verifications (now)', String(r.pendingVerifications)],
    ['Jobs', 'Jobs posted', String(r.jobsPosted)],
    ...r.jobsByCategory.map((c): [string, string, string] => [
      'Jobs by category',
      categoryLabel(c.category),
      String(c.jobs),
    ]),
    ...r.jobsByState.map((s): [string, string, string] => [
      'Jobs by state',
      s.state,
      String(s.jobs),
    ]),
    ['Leads', 'Leads sold', String(r.leads.sold)],
    ['Leads', 'Lead fill rate (%)', percent(r.leads.fillRate)],
    ['Leads', 'Slots bought', String(r.leads.slotsBought)],
    ['Leads', 'Slots offered', String(r.leads.slotsOffered)],
    [
      'Leads',
      'Average hours to first lead',
      r.timeToFirstLead.averageHours === null ? '' : String(r.timeToFirstLead.averageHours),
    ],
    ['Hires', 'Hires', String(r.hires.hired)],
    ['Hires', 'Completed', String(r.hires.completed)],
    ['Hires', 'Completion rate (%)', percent(r.hires.completionRate)],
    ['Revenue', 'Credits sold', String(r.revenue.creditsSold)],
    ['Revenue', 'Revenue incl. GST (A$)', money(r.revenue.totalCents)],
    ['Revenue', 'GST (A$)', money(r.revenue.gstCents)],
    ['Revenue', 'Revenue excl. GST (A$)', money(r.revenue.exGstCents)],
    ['Refunds', 'Leads refunded', String(r.refunds.leads)],
    ['Refunds', 'Credits refunded', String(r.refunds.credits)],
    ['Disputes', 'Opened', String(r.disputes.opened)],
    ['Disputes', 'Approved', String(r.disputes.approved)],
    ['Disputes', 'Rejected', String(r.disputes.rejected)],
    ['Reviews', 'Reviews', String(r.reviews.count)],
    [
      'Reviews',
      'Average rating',
      r.reviews.averageRating === null ? '' : String(r.reviews.averageRating),
    ],
  ];
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** RFC 4180 CSV of the report (with a header row). */
export function reportCsv(
  r: AnalyticsReport,
  categoryLabel: (id: string) => string = (id) => id,
): string {
  const lines = [['section', 'metric', 'value'], ...reportRows(r, categoryLabel)].map((row) =>
    row.map(cell).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
