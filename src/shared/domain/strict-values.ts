/**
 * Strict readings of the text values clients send: numbers, calendar dates and instants.
 * JavaScript's own parsers are lenient in ways that reach the database as something else
 * (`Number('0x10')` is 16, `Number(' 5 ')` is 5, `new Date('2026-02-30')` is 2 March), or
 * that PostgreSQL refuses (a bigint past 2^63, the year 0000): these say no instead.
 */

/** Decimal digits, an optional leading minus; never hex, exponents, `+`, spaces or fractions. */
const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/** The integer `text` spells in decimal, or null (also when it is past a safe integer). */
export function parseDecimalInteger(text: string): number | null {
  if (!DECIMAL_INTEGER.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real day as YYYY-MM-DD, years 0001 to 9999 (PostgreSQL has no year 0000). The round trip
 * through a Date catches the 30th of February, which the Date itself rolls into March.
 */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 instant: a calendar date, a time of day and a zone (`Z` or `±hh:mm`), seconds
 * and up to six fraction digits optional. A time without a zone is refused: the server's own
 * zone would decide what it means.
 */
export function isIsoInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match) return false;
  const [, date = '', hour, minute, second = '0', zoneHours = '0', zoneMinutes = '0'] = match;
  return (
    isCalendarDate(date) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(zoneHours) <= 14 &&
    Number(zoneMinutes) <= 59
  );
}
