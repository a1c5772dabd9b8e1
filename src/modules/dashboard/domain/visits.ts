import type { Visit } from './ports.js';

/** Loads closer together than this are one visit (a refetch on focus, a return from a job). */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** A first visit counts the leads of the last week as new. */
export const FIRST_VISIT_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The visit after a dashboard load at `now`: a load within VISIT_GAP_MS of the last one keeps
 * the baseline (so refreshing does not zero "new leads"); a later one moves the baseline to the
 * previous load.
 */
export function nextVisit(previous: Visit | null, now: Date): Visit {
  if (!previous) {
    return { lastSeenAt: now, baselineAt: new Date(now.getTime() - FIRST_VISIT_LOOKBACK_MS) };
  }
  const sameVisit = now.getTime() - previous.lastSeenAt.getTime() <= VISIT_GAP_MS;
  return { lastSeenAt: now, baselineAt: sameVisit ? previous.baselineAt : previous.lastSeenAt };
}

/** The calendar day of an instant in Sydney, as YYYY-MM-DD. */
export function sydneyDay(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
}
