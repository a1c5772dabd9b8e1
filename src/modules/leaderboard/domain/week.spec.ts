import {
  closeOf,
  lastCloseAtOrBefore,
  nextCloseAfter,
  previousClose,
  weekKey,
  windowStart,
} from './week.js';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('leaderboard weeks: Sunday 00:00 Australia/Sydney', () => {
  it('closes at Sunday midnight Sydney time (AEDT, UTC+11, in summer)', () => {
    // Sunday 29 November 2026 00:00 AEDT = Saturday 28 November 13:00 UTC.
    expect(iso(lastCloseAtOrBefore(at('2026-11-28T13:00:00Z')))).toBe('2026-11-28T13:00:00.000Z');
    expect(weekKey(at('2026-11-28T13:00:00Z'))).toBe('2026-11-29');
    // One millisecond before the close still belongs to the week before.
    expect(iso(lastCloseAtOrBefore(at('2026-11-28T12:59:59.999Z')))).toBe(
      '2026-11-21T13:00:00.000Z',
    );
    expect(iso(nextCloseAfter(at('2026-11-28T12:59:59.999Z')))).toBe('2026-11-28T13:00:00.000Z');
    // At the close exactly, the next one is a week later.
    expect(iso(nextCloseAfter(at('2026-11-28T13:00:00Z')))).toBe('2026-12-05T13:00:00.000Z');
  });

  it('closes at Sunday midnight in winter too (AEST, UTC+10)', () => {
    // Sunday 21 June 2026 00:00 AEST = Saturday 20 June 14:00 UTC.
    expect(iso(lastCloseAtOrBefore(at('2026-06-24T02:00:00Z')))).toBe('2026-06-20T14:00:00.000Z');
    expect(iso(lastCloseAtOrBefore(at('2026-06-20T13:59:59Z')))).toBe('2026-06-13T14:00:00.000Z');
  });

  it('is a Sunday in Sydney while it is still Saturday in UTC', () => {
    // Saturday 23:30 UTC is Sunday 10:30 in Sydney: the close already happened.
    expect(weekKey(lastCloseAtOrBefore(at('2026-11-28T23:30:00Z')))).toBe('2026-11-29');
  });

  it('spans 169 hours across the end of daylight saving (first Sunday in April)', () => {
    // DST ends Sunday 5 April 2026 at 03:00 AEDT; its 00:00 is still AEDT (UTC+11).
    const close = closeOf('2026-04-05');
    expect(iso(close)).toBe('2026-04-04T13:00:00.000Z');
    const next = nextCloseAfter(close);
    expect(iso(next)).toBe('2026-04-11T14:00:00.000Z');
    expect((next.getTime() - close.getTime()) / 3_600_000).toBe(169);
    expect(iso(previousClose(next))).toBe(iso(close));
    // The night of the change: 02:30 happens twice, both after the close.
    expect(weekKey(lastCloseAtOrBefore(at('2026-04-04T15:30:00Z')))).toBe('2026-04-05');
    expect(weekKey(lastCloseAtOrBefore(at('2026-04-04T16:30:00Z')))).toBe('2026-04-05');
  });

  it('spans 167 hours across the start of daylight saving (first Sunday in October)', () => {
    // DST starts Sunday 4 October 2026 at 02:00 AEST; its 00:00 is still AEST (UTC+10).
    const close = closeOf('2026-10-04');
    expect(iso(close)).toBe('2026-10-03T14:00:00.000Z');
    const next = nextCloseAfter(close);
    expect(iso(next)).toBe('2026-10-10T13:00:00.000Z');
    expect((next.getTime() - close.getTime()) / 3_600_000).toBe(167);
    expect(iso(lastCloseAtOrBefore(at('2026-10-10T12:59:59Z')))).toBe(iso(close));
    expect(iso(lastCloseAtOrBefore(at('2026-10-10T13:00:00Z')))).toBe(iso(next));
  });

  it('refuses a week key that is not a Sunday', () => {
    expect(() => closeOf('2026-11-28')).toThrow(RangeError);
    expect(() => closeOf('not a date')).toThrow(RangeError);
  });

  it('looks back 90 Sydney days for the rolling window', () => {
    const close = closeOf('2026-11-29');
    // 90 days back crosses the October DST start: 90 × 24 hours + 1.
    expect(iso(windowStart(close, 90))).toBe('2026-08-30T14:00:00.000Z');
  });
});
