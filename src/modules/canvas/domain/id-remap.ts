import type { CodebaseIdEntry } from '@tradiehub/codebase-ids';
import type { SourceFile } from './source-file.js';

/**
 * Which element of a file's new text each element of its old text became, as previous →
 * new codebase id (only the ids that changed). Ids name positions, so a structural change
 * renumbers untouched elements; the outer editor and the frame re-key through this map.
 *
 * Elements are matched in source order in two passes: first by their whole source (an
 * untouched element, wherever it went), as the longest common subsequence; then the rest by
 * their opening tag (an ancestor whose content the change edited), again in order. Elements
 * the change created or removed stay unmatched.
 */
export function idMapOf(
  before: SourceFile,
  beforeIds: readonly CodebaseIdEntry[],
  after: SourceFile,
  afterIds: readonly CodebaseIdEntry[],
): Record<string, string> {
  const map: Record<string, string> = {};
  if (before.elements.length !== beforeIds.length || after.elements.length !== afterIds.length) {
    return map;
  }
  const pairs = new Map<number, number>();
  const whole = (source: SourceFile) =>
    source.elements.map((el) => normalised(source.text.slice(el.start, el.end)));
  const opening = (source: SourceFile) =>
    source.elements.map((el) =>
      normalised(source.text.slice(el.openingElement.start!, el.openingElement.end!)),
    );
  matchInOrder(whole(before), whole(after), pairs);
  matchInOrder(opening(before), opening(after), pairs);
  for (const [i, j] of pairs) {
    const from = beforeIds[i].codebaseId;
    const to = afterIds[j].codebaseId;
    if (from !== to) map[from] = to;
  }
  return map;
}

const normalised = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Adds to `pairs` (before index → after index) a longest common subsequence of the elements
 * neither side has paired yet; the common head and tail first, which keeps the table small.
 */
function matchInOrder(a: readonly string[], b: readonly string[], pairs: Map<number, number>) {
  const pairedB = new Set(pairs.values());
  const restA = a.map((_, i) => i).filter((i) => !pairs.has(i));
  const restB = b.map((_, j) => j).filter((j) => !pairedB.has(j));
  let head = 0;
  while (head < restA.length && head < restB.length && a[restA[head]] === b[restB[head]]) {
    pairs.set(restA[head], restB[head]);
    head += 1;
  }
  let tail = 0;
  while (
    tail < restA.length - head &&
    tail < restB.length - head &&
    a[restA[restA.length - 1 - tail]] === b[restB[restB.length - 1 - tail]]
  ) {
    pairs.set(restA[restA.length - 1 - tail], restB[restB.length - 1 - tail]);
    tail += 1;
  }
  const midA = restA.slice(head, restA.length - tail);
  const midB = restB.slice(head, restB.length - tail);
  const common = commonSubsequence(
    midA.map((i) => a[i]),
    midB.map((j) => b[j]),
  );
  for (const [i, j] of common) pairs.set(midA[i], midB[j]);
}

/** Index pairs of a longest common subsequence (dynamic programming; the middles are small). */
function commonSubsequence(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return [];
  const table = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[at(i, j)] =
        a[i] === b[j]
          ? table[at(i + 1, j + 1)] + 1
          : Math.max(table[at(i + 1, j)], table[at(i, j + 1)]);
    }
  }
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) out.push([i++, j++]);
    else if (table[at(i + 1, j)] >= table[at(i, j + 1)]) i += 1;
    else j += 1;
  }
  return out;
}
