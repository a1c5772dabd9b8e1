import { isIsoInstant } from '#shared/domain/strict-values.js';

/**
 * Opaque keyset cursors for newest-first lists: the last row's sort key, base64url-encoded.
 *
 * Timestamps travel with their microseconds, as PostgreSQL keeps them. A JS Date keeps only
 * milliseconds, and a cursor rounded to them skips the rows that share the last row's
 * millisecond (rows written in one transaction share even the microsecond).
 */

/** SQL for a timestamptz column as a microsecond ISO key (select it next to the row). */
export const microsecondKey = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What each part of a cursor holds: a true/false flag, a microsecond instant, or a uuid. */
export type CursorPart = 'flag' | 'instant' | 'uuid';

type Decoded<S extends readonly CursorPart[]> = {
  [K in keyof S]: S[K] extends 'flag' ? boolean : string;
};

export function encodeCursor(parts: readonly (string | boolean)[]): string {
  const text = parts.map((p) => (typeof p === 'boolean' ? (p ? '1' : '0') : p)).join('|');
  return Buffer.from(text).toString('base64url');
}

/** The cursor's parts in `shape`, or null when it is not a cursor of that shape. */
export function decodeCursor<const S extends readonly CursorPart[]>(
  cursor: string,
  shape: S,
): Decoded<S> | null {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== shape.length) return null;
  const values: (string | boolean)[] = [];
  for (const [i, kind] of shape.entries()) {
    const part = parts[i] ?? '';
    if (kind === 'flag') {
      if (part !== '0' && part !== '1') return null;
      values.push(part === '1');
    } else if (kind === 'instant' ? isMicrosecondInstant(part) : UUID.test(part)) {
      values.push(part);
    } else {
      return null;
    }
  }
  return values as Decoded<S>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The shared strict instant check: no 30 February (JavaScript rolls it), no year 0000. */
function isMicrosecondInstant(text: string): boolean {
  return INSTANT.test(text) && isIsoInstant(text);
}
