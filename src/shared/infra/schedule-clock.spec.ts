import { describe, expect, it } from '@jest/globals';
import parser from 'cron-parser';
import fc from 'fast-check';
import { lastFireInMinuteTo, SCHEDULE_ZONE } from './schedule-clock.js';

/** The rule as first written: the last fire at or before `now`, if less than a minute ago. */
function readBack(cron: string, now: Date): Date | null {
  const prev = parser
    .parseExpression(cron, { tz: SCHEDULE_ZONE, currentDate: new Date(now.getTime() + 1) })
    .prev()
    .toDate();
  return now.getTime() - prev.getTime() < 60_000 ? prev : null;
}

const CRONS = ['0 0 * * 0', '7 * * * *', '* * * * *', '*/10 * * * *', '0 * * * *', '30 2 * * *'];

describe('lastFireInMinuteTo', () => {
  it('finds the fire of the minute up to now, now included, a minute ago not', () => {
    const sunday = new Date('2026-11-28T13:00:00.000Z'); // Sunday 00:00 in Sydney (AEDT)
    expect(lastFireInMinuteTo('0 0 * * 0', sunday)).toEqual(sunday);
    expect(lastFireInMinuteTo('0 0 * * 0', new Date(sunday.getTime() + 59_999))).toEqual(sunday);
    expect(lastFireInMinuteTo('0 0 * * 0', new Date(sunday.getTime() + 60_000))).toBeNull();
    expect(lastFireInMinuteTo('0 0 * * 0', new Date(sunday.getTime() - 1))).toBeNull();
  });

  it('agrees with reading back from now, across the year and its daylight-saving changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CRONS),
        // 2026 and 2027: both changes of Sydney's clocks each year.
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
        // Near a minute's start half the time, where the edges are.
        fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 59_999 })),
        (cron, minute, offset) => {
          const now = new Date(Math.floor(minute / 60_000) * 60_000 + offset);
          expect(lastFireInMinuteTo(cron, now)).toEqual(readBack(cron, now));
        },
      ),
      { numRuns: 60 },
    );
  });
});
