import { DateTime } from 'luxon';

/** The leaderboard's clock: weeks close every Sunday at 00:00 in Sydney (DST-aware). */
export const LEADERBOARD_ZONE = 'Australia/Sydney';

/** The close at or before `instant`: the latest Sunday 00:00 Sydney time not after it. */
export function lastCloseAtOrBefore(instant: Date): Date {
  const local = DateTime.fromJSDate(instant, { zone: LEADERBOARD_ZONE }).startOf('day');
  // Luxon weekdays: Monday 1 … Sunday 7.
  return local.minus({ days: local.weekday % 7 }).toJSDate();
}

/** The first close strictly after `instant`. */
export function nextCloseAfter(instant: Date): Date {
  const last = DateTime.fromJSDate(lastCloseAtOrBefore(instant), { zone: LEADERBOARD_ZONE });
  // Calendar arithmetic in the zone: 167 or 169 hours across a daylight-saving change.
  return last.plus({ weeks: 1 }).toJSDate();
}

/** The close one week before `close` (also across a daylight-saving change). */
export function previousClose(close: Date): Date {
  return DateTime.fromJSDate(close, { zone: LEADERBOARD_ZONE }).minus({ weeks: 1 }).toJSDate();
}

/** A week is named by the Sydney date of the Sunday its close happens on, e.g. `2026-11-29`. */
export function weekKey(close: Date): string {
  const key = DateTime.fromJSDate(close, { zone: LEADERBOARD_ZONE }).toISODate();
  if (!key) throw new RangeError('Invalid date');
  return key;
}

/** The close instant of a week key. */
export function closeOf(key: string): Date {
  const local = DateTime.fromISO(key, { zone: LEADERBOARD_ZONE });
  if (!local.isValid || local.weekday !== 7) throw new RangeError(`${key} is not a Sunday`);
  return local.startOf('day').toJSDate();
}

/** The start of the rolling window a close ranks over (90 days before it, in Sydney days). */
export function windowStart(close: Date, days: number): Date {
  return DateTime.fromJSDate(close, { zone: LEADERBOARD_ZONE }).minus({ days }).toJSDate();
}
