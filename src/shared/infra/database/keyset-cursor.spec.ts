import fc from 'fast-check';
import { decodeCursor, encodeCursor } from './keyset-cursor.js';

const SHAPE = ['flag', 'instant', 'uuid'] as const;
const ID = '0b7c4a52-3f0e-4d55-9a51-1f2e3d4c5b6a';

describe('keyset cursors', () => {
  it('round-trip flags, microsecond instants and ids', () => {
    const cursor = encodeCursor([true, '2026-11-23T10:11:12.123456Z', ID]);
    expect(decodeCursor(cursor, SHAPE)).toEqual([true, '2026-11-23T10:11:12.123456Z', ID]);
    expect(
      decodeCursor(encodeCursor(['2026-01-01T00:00:00.000001Z', ID]), ['instant', 'uuid']),
    ).toEqual(['2026-01-01T00:00:00.000001Z', ID]);
  });

  it.each([
    ['too few parts', encodeCursor([true, '2026-11-23T10:11:12.123456Z'])],
    ['too many parts', encodeCursor([true, '2026-11-23T10:11:12.123456Z', ID, ID])],
    [
      'a flag that is not 0 or 1',
      Buffer.from(`2|2026-11-23T10:11:12.123456Z|${ID}`).toString('base64url'),
    ],
    ['milliseconds only', encodeCursor([true, '2026-11-23T10:11:12.123Z', ID])],
    ['a date that does not exist', encodeCursor([true, '2026-02-30T10:11:12.123456Z', ID])],
    ['an hour that does not exist', encodeCursor([true, '2026-02-03T25:11:12.123456Z', ID])],
    // JavaScript reads the year 0000; PostgreSQL refuses it, which was a 500.
    ['the year 0000', encodeCursor([true, '0000-01-01T00:00:00.000000Z', ID])],
    [
      'an id that is not a uuid',
      encodeCursor([true, '2026-11-23T10:11:12.123456Z', 'x'.repeat(36)]),
    ],
    ['garbage', 'not a cursor at all'],
  ])('refuse %s', (_label, cursor) => {
    expect(decodeCursor(cursor, SHAPE)).toBeNull();
  });

  it('never throw on any input, and accept only what they encoded', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeCursor(text, SHAPE);
        if (decoded) expect(decodeCursor(encodeCursor(decoded), SHAPE)).toEqual(decoded);
      }),
    );
  });
});
