import { isCalendarDate } from '#shared/domain/strict-values.js';
import { AdminErrors } from './admin-errors.js';

/** A date range of whole days (YYYY-MM-DD, Australia/Sydney), both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The raw aggregates the SQL answers for a range. */
export interface RawAnalytics {
  signups: { day: string; homeowners: number; tradies: number }[];
  pendingVerifications: number;
  jobsByCategory: { category: string; jobs: number }[];
  jobsByState: { state: string; jobs: number }[];
  /** Of the jobs published in the range: lead slots bought and offered. */
  leadSlots: { bought: number; cap: number };
  leadsSold: number;
  /** Jobs posted in the range that got a lead, and the hours from posting to their first. */
  firstLead: { jobs: number; totalHours: number };
  /** Jobs whose tradie was hired in the range, and how many of those are completed. */
  hires: { hired: number; completed: number };
  payments: { creditsSold: number; bundleCents: number; emergencyCents: number };
  refunds: { leads: number; credits: number };
  disputes: { opened: number; approved: number; rejected: number };
  reviews: { count: number; ratingSum: number };
  /** When the daily roll-ups were last rebuilt (figures are as of then). */
  refreshedAt: Date;
}

export interface AnalyticsReport {
  range: DateRange;
  signups: RawAnalytics['signups'];
  totals: { homeowners: number; tradies: number };
  pendingVerifications: number;
  jobsPosted: number;
  jobsByCategory: RawAnalytics['jobsByCategory'];
  jobsByState: RawAnalytics['jobsByState'];
  leads: { sold: number; slotsBought: number; slotsOffered: number; fillRate: number | null };
  timeToFirstLead: { jobs: number; averageHours: number | null };
  hires: { hired: number; completed: number; completionRate: number | null };
  revenue: {
    creditsSold: number;
    /** A$ cents, GST inclusive (prices are GST inclusive), and the GST in it (1/11). */
    totalCents: number;
    gstCents: number;
    exGstCents: number;
    bundleCents: number;
    emergencyCents: number;
  };
  refunds: RawAnalytics['refunds'];
  disputes: RawAnalytics['disputes'];
  reviews: { count: number; averageRating: number | null };
  refreshedAt: Date;
}

const DAY_MS = 86_400_000;
/** Longest range one request may ask for. */
const MAX_RANGE_DAYS = 366;

/** Checks a range; refusals name `from` (or `to`). */
export function parseRange(from: string, to: string): DateRange {
  if (!isCalendarDate(from)) {
    throw AdminErrors.invalidRange('from must be a date (YYYY-MM-DD)');
  }
  if (!isCalendarDate(to)) {
    throw AdminErrors.invalidRange('to must be a date (YYYY-MM-DD)');
  }
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw AdminErrors.invalidRange('from must not be after to');
  if (days > MAX_RANGE_DAYS) {
    throw AdminErrors.invalidRange(`from: the range is at most ${MAX_RANGE_DAYS} days`);
  }
  return { from, to };
}

/** The last `days` days up to `today` (YYYY-MM-DD). */
export function defaultRange(today: string, days = 30): DateRange {
  const from = new Date(Date.parse(today) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/** A share rounded to four places; null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** GST in a GST-inclusive amount of cents (10 %: one eleventh), rounded to the cent. */
export function gstIncluded(cents: number): number {
  return Math.round(cents / 11);
}

/** Turns the raw aggregates into the report the screen, the table and the CSV show. */
export function buildReport(range: DateRange, raw: RawAnalytics): AnalyticsReport {
  const totalCents = raw.payments.bundleCents + raw.payments.emergencyCents;
  const gstCents = gstIncluded(totalCents);
  return {
    range,
    signups: raw.signups,
    totals: {
      homeowners: raw.signups.reduce((n, d) => n + d.homeowners, 0),
      tradies: raw.signups.reduce((n, d) => n + d.tradies, 0),
    },
    pendingVerifications: raw.pendingVerifications,
    jobsPosted: raw.jobsByCategory.reduce((n, c) => n + c.jobs, 0),
    jobsByCategory: raw.jobsByCategory,
    jobsByState: raw.jobsByState,
    leads: {
      sold: raw.leadsSold,
      slotsBought: raw.leadSlots.bought,
      slotsOffered: raw.leadSlots.cap,
      fillRate: ratio(raw.leadSlots.bought, raw.leadSlots.cap),
    },
    timeToFirstLead: {
      jobs: raw.firstLead.jobs,
      averageHours:
        raw.firstLead.jobs > 0
          ? Math.round((raw.firstLead.totalHours / raw.firstLead.jobs) * 10) / 10
          : null,
    },
    hires: { ...raw.hires, completionRate: ratio(raw.hires.completed, raw.hires.hired) },
    revenue: {
      creditsSold: raw.payments.creditsSold,
      totalCents,
      gstCents,
      exGstCents: totalCents - gstCents,
      bundleCents: raw.payments.bundleCents,
      emergencyCents: raw.payments.emergencyCents,
    },
    refunds: raw.refunds,
    disputes: raw.disputes,
    reviews: {
      count: raw.reviews.count,
      averageRating:
        raw.reviews.count > 0
          ? Math.round((raw.reviews.ratingSum / raw.reviews.count) * 100) / 100
          : null,
    },
    refreshedAt: raw.refreshedAt,
  };
}

/** When the daily roll-ups are rebuilt (cron): every five minutes, so figures may be that old. */
export const ANALYTICS_REFRESH_CRON = '*/5 * * * *';

/** The aggregate queries behind the report, over daily roll-ups rebuilt on a schedule. */
export abstract class AnalyticsQueries {
  abstract figures(range: DateRange): Promise<RawAnalytics>;
  /** Rebuilds the roll-ups now; returns when they were rebuilt. */
  abstract refresh(): Promise<Date>;
}
