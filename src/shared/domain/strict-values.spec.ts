import fc from 'fast-check';
import { isCalendarDate, isIsoInstant, parseDecimalInteger } from './strict-values.js';

describe('parseDecimalInteger', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['-1', -1],
    ['007', 7],
    ['9007199254740991', 9007199254740991],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimalInteger(text)).toBe(value);
  });

  it.each([
    ['hex', '0x10'],
    ['a leading space', ' 5'],
    ['a trailing space', '5 '],
    ['a plus sign', '+5'],
    ['an exponent', '1e3'],
    ['1e308', '1e308'],
    ['a fraction', '5.0'],
    ['bigint max', '9223372036854775807'],
    ['one past a safe integer', '9007199254740992'],
    ['empty', ''],
    ['Infinity', 'Infinity'],
    ['binary', '0b11'],
    ['underscores', '1_000'],
  ])('refuses %s', (_label, text) => {
    expect(parseDecimalInteger(text)).toBeNull();
  });

  it('reads back every safe integer it is given in decimal', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseDecimalInteger(String(n))).toBe(n);
      }),
    );
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-12-31'])(
    'accepts %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
    },
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '',
  ])('refuses %j', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });

  it('agrees with a Date built from its parts for every day of a span of years', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31') }), (d) => {
        fc.pre(!Number.isNaN(d.getTime()));
        expect(isCalendarDate(d.toISOString().slice(0, 10))).toBe(true);
      }),
    );
  });
});

describe('isIsoInstant', () => {
  it.each([
    '2026-12-01T09:00:00Z',
    '2026-12-01T09:00:00.123Z',
    '2026-12-01T09:00:00.123456Z',
    '2026-12-01T09:00Z',
    '2026-12-01T09:00:00+10:00',
    '2026-12-01T23:59:59-09:30',
  ])('accepts %s', (text) => {
    expect(isIsoInstant(text)).toBe(true);
  });

  it.each([
    ['a day that does not exist', '2026-02-30T10:00:00Z'],
    ['no zone', '2026-12-01T09:00:00'],
    ['hour 24', '2026-12-01T24:00:00Z'],
    ['minute 60', '2026-12-01T09:60:00Z'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['seven fraction digits', '2026-12-01T09:00:00.1234567Z'],
    ['a zone past 14 hours', '2026-12-01T09:00:00+15:00'],
    ['a date alone', '2026-12-01'],
    ['words', 'soon'],
  ])('refuses %s', (_label, text) => {
    expect(isIsoInstant(text)).toBe(false);
  });
});
