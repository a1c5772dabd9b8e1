import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import {
  applyNavTreeDiff,
  buildNavTree,
  diffNavTrees,
  indexNavTree,
  mergeLookups,
  type NavTreeNode,
} from './nav-tree.js';
import { ID_A, ID_B, ID_C, ID_D, snapshotArbitrary } from './nav-tree.arbitraries.js';
import { build, el, key } from './nav-tree.fixtures.js';

const snapshotArb = snapshotArbitrary(4);
const treeArb = fc
  .tuple(fc.array(snapshotArb, { maxLength: 4 }), fc.constantFrom('sb', 'sb_2'))
  .map(([roots, storyboardId]) => buildNavTree({ root: roots, storyboardId }).tree);

describe('diffNavTrees / applyNavTreeDiff', () => {
  it('applying the diff to prev yields next, and prev is untouched', () => {
    fc.assert(
      fc.property(treeArb, treeArb, (prev, next) => {
        const before = JSON.stringify(prev);
        const diff = diffNavTrees(prev, next);
        expect(applyNavTreeDiff(prev, diff)).toEqual(next);
        expect(JSON.stringify(prev)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('is minimal: adds and removes exactly the keys that appear and disappear', () => {
    fc.assert(
      fc.property(treeArb, treeArb, (prev, next) => {
        const a = indexNavTree(prev);
        const b = indexNavTree(next);
        const diff = diffNavTrees(prev, next);
        expect(diff.added.map((n) => n.tempoElement)).toEqual(
          [...b.keys()].filter((k) => !a.has(k)),
        );
        expect(diff.removed).toEqual([...a.keys()].filter((k) => !b.has(k)));
        for (const update of diff.updated) {
          expect(a.has(update.key) && b.has(update.key)).toBe(true);
          expect(update.changed.length).toBeGreaterThan(0);
          expect(Object.keys(update.values).sort()).toEqual([...update.changed].sort());
          for (const field of update.changed) {
            expect(a.get(update.key)?.[field]).not.toEqual(b.get(update.key)?.[field]);
          }
        }
        const unchanged = [...b.keys()].filter(
          (k) => a.has(k) && !diff.updated.some((u) => u.key === k),
        );
        for (const k of unchanged) expect(b.get(k)).toEqual(a.get(k));
      }),
      { numRuns: 300 },
    );
  });

  it('is empty between equal trees', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const copy = JSON.parse(JSON.stringify(tree)) as NavTreeNode;
        expect(diffNavTrees(tree, copy)).toEqual({
          rootKey: tree.tempoElement,
          added: [],
          removed: [],
          updated: [],
        });
      }),
    );
  });

  it('reports a changed field as an update and a moved subtree as remove + add', () => {
    const prev = build(
      el('BODY', [], [el('DIV', [ID_A], [el('P', [ID_C])]), el('DIV', [ID_B])]),
    ).tree;
    const next = build(
      el(
        'BODY',
        [],
        [el('DIV', [ID_A], [], { text: 'now' }), el('DIV', [ID_B], [el('P', [ID_C])])],
      ),
    ).tree;
    const diff = diffNavTrees(prev, next);
    expect(diff.removed).toEqual([key(ID_C, '0-0-0')]);
    expect(diff.added.map((n) => [n.tempoElement, n.parent])).toEqual([
      [key(ID_C, '0-1-0'), key(ID_B, '0-1')],
    ]);
    expect(diff.updated).toEqual([
      {
        key: key(ID_A, '0-0'),
        changed: ['children', 'literalChildren'],
        values: { children: [], literalChildren: ['now'] },
      },
      { key: key(ID_B, '0-1'), changed: ['children'], values: { children: [key(ID_C, '0-1-0')] } },
    ]);
  });

  it('reports a new parent for a key whose parent changed codebase id (a wrap)', () => {
    const prev = build([el('DIV', [ID_A], [el('P', [ID_C])]), el('DIV', [ID_D])]).tree;
    const next = build([el('DIV', [ID_B], [el('P', [ID_C])]), el('DIV', [ID_D])]).tree;
    const diff = diffNavTrees(prev, next);
    expect(diff.updated).toEqual([
      {
        key: key('SKIP-ROOT', '0'),
        changed: ['children'],
        values: { children: [key(ID_B, '0-0'), key(ID_D, '0-1')] },
      },
      { key: key(ID_C, '0-0-0'), changed: ['parent'], values: { parent: key(ID_B, '0-0') } },
    ]);
  });

  it('refuses a diff that does not fit the tree', () => {
    const a = build(el('BODY', [], [el('DIV', [ID_A])])).tree;
    const b = build(el('BODY', [], [el('DIV', [ID_B])])).tree;
    const diff = diffNavTrees(a, b);
    const empty = build([]).tree;
    expect(() => applyNavTreeDiff(empty, diff)).toThrow(`no node ${key('body', '0')}`);
    expect(() => applyNavTreeDiff(a, { ...diff, added: [] })).toThrow('no node');
    expect(() => applyNavTreeDiff(a, { ...diff, rootKey: 'TE_x_sb_9' })).toThrow('no root');
  });
});

describe('mergeLookups', () => {
  it('merges by key; a falsy value deletes', () => {
    const current = { a: { v: 1 }, b: { v: 2 }, c: { v: 3 } };
    const merged = mergeLookups(current, { a: null, b: { v: 20 }, d: { v: 4 }, c: undefined });
    expect(merged).toEqual({ b: { v: 20 }, d: { v: 4 } });
    expect(current).toEqual({ a: { v: 1 }, b: { v: 2 }, c: { v: 3 } });
    expect(
      mergeLookups<string | number | boolean>({ x: 'y', n: 1, t: true }, { x: '', n: 0, t: false }),
    ).toEqual({});
  });

  it('stores __proto__ as an ordinary entry', () => {
    const merged = mergeLookups<{ v: number }>({}, JSON.parse('{"__proto__": {"v": 1}}'));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['__proto__']);
    // …and keeps one already in the map.
    const again = mergeLookups<{ v: number }>(merged, { b: { v: 2 } });
    expect(Object.getPrototypeOf(again)).toBe(Object.prototype);
    expect(Object.keys(again)).toEqual(['__proto__', 'b']);
    expect(Object.getOwnPropertyDescriptor(again, '__proto__')?.value).toEqual({ v: 1 });
  });

  it('equals a plain merge-and-filter (property)', () => {
    const value = fc.option(fc.constantFrom('a', 'b', ''), { nil: undefined });
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.constantFrom('a', 'b')),
        fc.dictionary(fc.string(), value),
        (current, updates) => {
          const merged = mergeLookups(current, updates);
          for (const k of new Set([...Object.keys(current), ...Object.keys(updates)])) {
            const expected = Object.hasOwn(updates, k) ? updates[k] || undefined : current[k];
            expect(Object.hasOwn(merged, k) ? merged[k] : undefined).toBe(expected);
          }
        },
      ),
    );
  });
});
