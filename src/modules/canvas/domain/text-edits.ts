import { formatPatch, structuredPatch } from 'diff';

/** A replacement of the characters [start, end) of a text by `text`. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * Applies non-overlapping edits (any order). Insertions at the same offset keep their given
 * order. Every character outside the edited ranges is kept as it was, which is what makes a
 * change touch only its own lines.
 */
export function applyEdits(source: string, edits: readonly TextEdit[]): string {
  const sorted = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order);
  let out = '';
  let cursor = 0;
  for (const { edit } of sorted) {
    if (edit.start < cursor || edit.end < edit.start || edit.end > source.length) {
      throw new Error(`overlapping or invalid edit [${edit.start}, ${edit.end})`);
    }
    out += source.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + source.slice(cursor);
}

/** The lines that differ between two texts, as one hunk (lines are 1-based, in `before`). */
export interface LineHunk {
  /** First differing line (1-based). */
  readonly line: number;
  readonly removed: string[];
  readonly added: string[];
}

/** The smallest single hunk that turns `before` into `after`: common prefix and suffix lines kept. */
export function lineHunk(before: string, after: string): LineHunk | null {
  if (before === after) return null;
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }
  return {
    line: head + 1,
    removed: a.slice(head, a.length - tail),
    added: b.slice(head, b.length - tail),
  };
}

/** One changed run of lines: `oldLines` lines from `oldStart` became `newLines` from `newStart`. */
export interface Hunk {
  readonly oldStart: number;
  readonly oldLines: number;
  readonly newStart: number;
  readonly newLines: number;
  readonly removed: string[];
  readonly added: string[];
}

const CONTEXT = 3;

/**
 * The changed runs of lines between two texts (no context lines), and a unified diff with
 * three context lines. Only the region between the common first and last lines is diffed, so
 * a one-line change in a long file costs little.
 */
export function diffLines(
  file: string,
  before: string,
  after: string,
): { hunks: Hunk[]; patch: string } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }
  const from = Math.max(0, head - CONTEXT);
  const slice = (lines: string[]) =>
    lines.slice(from, Math.min(lines.length, lines.length - tail + CONTEXT)).join('\n');
  const run = (context: number) => {
    const patch = structuredPatch(file, file, slice(a), slice(b), '', '', { context });
    for (const h of patch.hunks) {
      h.oldStart += from;
      h.newStart += from;
    }
    return patch;
  };
  const hunks = run(0).hunks.map((h) => ({
    oldStart: h.oldStart,
    oldLines: h.oldLines,
    newStart: h.newStart,
    newLines: h.newLines,
    removed: h.lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1)),
    added: h.lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1)),
  }));
  return { hunks, patch: formatPatch(run(CONTEXT)) };
}
