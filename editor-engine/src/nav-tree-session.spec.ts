import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { ElementKey } from './element-key.js';
import { ID_B, ID_C, ID_D, snapshotArbitrary } from './nav-tree.arbitraries.js';
import { el, key } from './nav-tree.fixtures.js';
import { applyNavTreeDiff, buildNavTree, indexNavTree } from './nav-tree.js';
import { isEmptyNavTreeDiff, navTreeMessage, pageHtmlMessage } from './nav-tree-session-diff.js';
import { NavTreeSession } from './nav-tree-session.js';
import type { NavTreeNode, SnapshotNode } from './nav-tree-types.js';

const ID_S = 'tempo-4b6c6f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'; // not in the arbitraries' pool
const session = (liftContainers = false) =>
  new NavTreeSession<unknown>({ storyboardId: 'sb', liftContainers });

function keysOf(tree: NavTreeNode): string[] {
  return [...indexNavTree(tree).keys()];
}

/** The tree with keys replaced by codebase ids: its shape and content, whatever the paths. */
function shape(tree: NavTreeNode): unknown {
  const id = (k: string | null) => (k === null ? null : ElementKey.parse(k).codebaseId);
  const walk = (node: NavTreeNode): unknown => ({
    ...node,
    tempoElement: id(node.tempoElement),
    parent: id(node.parent),
    children: node.children.map(walk),
  });
  return walk(tree);
}

const snapshotsArb = fc.array(snapshotArbitrary(3), { maxLength: 4 });

describe('NavTreeSession.rebuildSteps', () => {
  it('pauses every n nodes on the first build and gives what rebuild gives', () => {
    fc.assert(
      fc.property(snapshotsArb, snapshotsArb, fc.integer({ min: 1, max: 5 }), (a, b, n) => {
        const stepped = session();
        const whole = session();
        for (const roots of [a, b]) {
          const steps = stepped.rebuildSteps(roots, n);
          let pauses = 0;
          let step = steps.next();
          while (step.done !== true) {
            pauses++;
            step = steps.next();
          }
          const expected = whole.rebuild(roots);
          expect(step.value.tree).toEqual(expected.tree);
          expect(step.value.diff).toEqual(expected.diff);
          // the first build pauses once per n nodes below the root; a later one never
          if (roots === a) expect(pauses).toBeLessThanOrEqual(expected.nodeCount / n);
          else expect(pauses).toBe(0);
          for (const k of keysOf(expected.tree))
            expect(stepped.handleOf(k)).toBe(whole.handleOf(k));
        }
      }),
    );
  });
});

describe('NavTreeSession: first build and handle ↔ key mapping', () => {
  it('builds the same tree as buildNavTree and maps every node to its snapshot handle', () => {
    fc.assert(
      fc.property(snapshotsArb, (roots) => {
        const s = session();
        const update = s.rebuild(roots);
        const expected = buildNavTree({ root: roots, storyboardId: 'sb' });
        expect(update.tree).toEqual(expected.tree);
        expect(update.diff).toBeNull();
        expect(update.nodeCount).toBe(expected.nodeCount);
        // the same iframes (the walk meets them in another order)
        expect(update.iframesToRemove).toHaveLength(expected.iframesToRemove.length);
        expect(update.iframesToRemove).toEqual(
          expect.arrayContaining([...expected.iframesToRemove]),
        );
        for (const k of keysOf(update.tree)) {
          const handle = s.handleOf(k);
          expect(s.node(k)?.tempoElement).toBe(k);
          if (handle === undefined) {
            expect(ElementKey.parse(k).codebaseId).toMatch(/^(SKIP-ROOT|EMPTY-TREE)$/);
          } else {
            expect(s.keyOf(handle)).toBe(k);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('uses the given handle, else the snapshot node itself; untagged elements have no key', () => {
    const handle = { element: 'h1' };
    const plain = el('DIV', ['plain'], [el('P', [ID_B])]);
    const s = session();
    const { tree } = s.rebuild(el('BODY', [], [el('H1', [ID_S], [], { handle }), plain]));
    expect(s.keyOf(handle)).toBe(key(ID_S, '0-0'));
    expect(s.handleOf(key(ID_S, '0-0'))).toBe(handle);
    expect(s.keyOf(plain)).toBeUndefined();
    expect(s.keyOf(plain.children[0])).toBe(key(ID_B, '0-1'));
    expect(s.tree).toBe(tree);
    expect(s.storyboard).toBe('sb');
    expect(s.handleOf('TE_nope_sb_0')).toBeUndefined();
  });

  it('moves a key to the new handle when the element was re-rendered', () => {
    const s = session();
    const first = el('DIV', [ID_S]);
    s.rebuild(el('BODY', [], [first]));
    const second = el('DIV', [ID_S]);
    s.rebuild(el('BODY', [], [second]));
    expect(s.keyOf(first)).toBeUndefined();
    expect(s.keyOf(second)).toBe(key(ID_S, '0-0'));
  });

  it('returns the handles of iframes without a codebase id', () => {
    const frame = { iframe: true };
    const update = session().rebuild(el('BODY', [], [el('IFRAME', [], [], { handle: frame })]));
    expect(update.iframesToRemove).toEqual([frame]);
  });
});

describe('NavTreeSession: stable keys and diffs', () => {
  it('keeps every other key when an element is inserted near the top', () => {
    const s = session();
    const page = (extra: SnapshotNode[]) =>
      el('BODY', [], [...extra, el('DIV', [ID_S]), el('DIV', [ID_B], [el('P', [ID_C])])]);
    const before = s.rebuild(page([])).tree;
    const after = s.rebuild(page([el('HEADER', [ID_D], [el('SPAN', [ID_C])])]));
    const kept = keysOf(before);
    expect(keysOf(after.tree)).toEqual([
      key('body', '0'),
      key(ID_D, '0-2'),
      key(ID_C, '0-2-0'),
      ...kept.slice(1),
    ]);
    expect(after.diff?.removed).toEqual([]);
    expect(after.diff?.added.map((n) => n.tempoElement)).toEqual([
      key(ID_D, '0-2'),
      key(ID_C, '0-2-0'),
    ]);
    expect(after.diff?.updated).toEqual([
      {
        key: key('body', '0'),
        changed: ['children'],
        values: { children: [key(ID_D, '0-2'), key(ID_S, '0-0'), key(ID_B, '0-1')] },
      },
    ]);
    expect(applyNavTreeDiff(before, after.diff!)).toEqual(after.tree);
  });

  it('matches siblings by codebase id and position among same-id siblings', () => {
    const s = session();
    const item = (text: string) => el('LI', [ID_C], [], { text });
    s.rebuild(el('UL', [ID_S], [item('one'), item('two')]));
    const update = s.rebuild(el('UL', [ID_S], [item('zero'), item('one'), item('two')]));
    expect(keysOf(update.tree)).toEqual([
      key(ID_S, '0'),
      key(ID_C, '0-0'),
      key(ID_C, '0-1'),
      key(ID_C, '0-2'),
    ]);
    expect(update.diff?.added.map((n) => n.tempoElement)).toEqual([key(ID_C, '0-2')]);
    expect(update.diff?.updated.map((u) => [u.key, u.changed])).toEqual([
      [key(ID_S, '0'), ['children']],
      [key(ID_C, '0-0'), ['literalChildren']],
      [key(ID_C, '0-1'), ['literalChildren']],
    ]);
  });

  it('never reuses an index under the same parent', () => {
    const s = session();
    s.rebuild(el('DIV', [ID_S], [el('P', [ID_B]), el('P', [ID_C])]));
    s.rebuild(el('DIV', [ID_S], [el('P', [ID_B])]));
    const update = s.rebuild(el('DIV', [ID_S], [el('P', [ID_B]), el('P', [ID_C])]));
    expect(keysOf(update.tree)).toEqual([key(ID_S, '0'), key(ID_B, '0-0'), key(ID_C, '0-2')]);
  });

  it('gives an empty diff when nothing changed', () => {
    const s = session();
    const page = () => el('BODY', [], [el('DIV', [ID_S], [el('P', [ID_B])])]);
    s.rebuild(page());
    const update = s.rebuild(page());
    expect(isEmptyNavTreeDiff(update.diff!)).toBe(true);
  });

  it('posts the whole tree with the page HTML, then diffs without it, and nothing for an empty diff', () => {
    const s = session();
    let reads = 0;
    const html = () => {
      reads++;
      return '<html/>';
    };
    const first = s.rebuild(el('DIV', [ID_S]));
    expect(navTreeMessage(first, html)).toEqual({
      id: 'NAV_TREE',
      navTree: first.tree,
      outerHTML: '<html/>',
    });
    expect(navTreeMessage(s.rebuild(el('DIV', [ID_S])), html)).toBeNull();
    const changed = s.rebuild(el('DIV', [ID_S], [el('P', [ID_B])]));
    expect(navTreeMessage(changed, html)).toEqual({
      id: 'NAV_TREE',
      navTreeDiff: changed.diff,
    });
    // The page is serialised for the whole tree only; after diffs it follows on its own.
    expect(reads).toBe(1);
    expect(pageHtmlMessage('<html/>')).toEqual({ id: 'NAV_TREE', outerHTML: '<html/>' });
  });

  it('replaces everything when the root changes shape', () => {
    const s = session();
    const before = s.rebuild([el('DIV', [ID_S])]).tree;
    const update = s.rebuild([el('DIV', [ID_S]), el('DIV', [ID_B])]);
    expect(update.diff?.removed).toEqual([key(ID_S, '0')]);
    expect(update.diff?.added.map((n) => n.tempoElement)).toEqual([
      key('SKIP-ROOT', '0'),
      key(ID_S, '0-0'),
      key(ID_B, '0-1'),
    ]);
    expect(applyNavTreeDiff(before, update.diff!)).toEqual(update.tree);
  });

  it('diffs any two snapshots: the diff applies, keys are unique and follow the path rules', () => {
    fc.assert(
      fc.property(snapshotsArb, snapshotsArb, snapshotsArb, (a, b, c) => {
        const s = session();
        let prev = s.rebuild(a).tree;
        for (const roots of [b, c]) {
          const update = s.rebuild(roots);
          expect(applyNavTreeDiff(prev, update.diff!)).toEqual(update.tree);
          expect(shape(update.tree)).toEqual(
            shape(buildNavTree({ root: roots, storyboardId: 'sb' }).tree),
          );
          const keys = keysOf(update.tree);
          expect(new Set(keys).size).toBe(keys.length);
          expect(update.nodeCount).toBe(keys.length);
          const old = new Set(keysOf(prev));
          // A key leaves or arrives only through the diff (both at once when the root changed
          // shape and a new node got an old node's key).
          const added = new Set(update.diff!.added.map((n) => n.tempoElement));
          const removed = new Set(update.diff!.removed);
          for (const k of removed) if (keys.includes(k)) expect(added.has(k)).toBe(true);
          for (const k of added) if (old.has(k)) expect(removed.has(k)).toBe(true);
          for (const k of keys) if (!old.has(k)) expect(added.has(k)).toBe(true);
          for (const node of indexNavTree(update.tree).values()) {
            if (node.parent === null) continue;
            expect(
              ElementKey.parse(node.parent).isParentOf(ElementKey.parse(node.tempoElement)),
            ).toBe(true);
          }
          prev = update.tree;
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('NavTreeSession.updateSubtree', () => {
  const page = (inside: SnapshotNode[], before: SnapshotNode[], after: SnapshotNode[]) =>
    el('BODY', [], [...before, el('SECTION', [ID_S], inside), ...after]);

  it('gives the same tree and diff as a whole rebuild, walking only the subtree', () => {
    const partsArb = fc.array(snapshotArbitrary(2), { maxLength: 3 });
    fc.assert(
      fc.property(partsArb, partsArb, partsArb, partsArb, (inside1, inside2, before, after) => {
        const whole = session();
        const partial = session();
        const first = page(inside1, before, after);
        whole.rebuild(first);
        const start = partial.rebuild(first).tree;
        const target = [...indexNavTree(start).values()].find(
          (n) => n.tempoElement.startsWith(`TE_${ID_S}_`) && n.level === 1,
        );
        if (target === undefined) return; // the section sits under an iframe-free lift only
        const section = el('SECTION', [ID_S], inside2);
        const expected = whole.rebuild(page(inside2, before, after));
        const update = partial.updateSubtree(target.tempoElement, section);
        expect(update?.tree).toEqual(expected.tree);
        expect(applyNavTreeDiff(start, update!.diff!)).toEqual(expected.tree);
        expect(update?.nodeCount).toBe(expected.nodeCount);
        expect(partial.keyOf(section)).toBe(target.tempoElement);
        for (const k of keysOf(expected.tree)) {
          expect(partial.node(k)).toEqual(whole.node(k));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('shares the untouched subtrees with the previous tree', () => {
    const s = session();
    const other = el('ASIDE', [ID_B], [el('P', [ID_C])]);
    const before = s.rebuild(page([], [], [other])).tree;
    const update = s.updateSubtree(key(ID_S, '0-0'), el('SECTION', [ID_S], [el('P', [ID_D])]));
    expect(update?.tree.children[1]).toBe(before.children[1]);
    expect(update?.diff?.added.map((n) => n.tempoElement)).toEqual([key(ID_D, '0-0-0')]);
    expect(update?.diff?.updated.map((u) => u.key)).toEqual([key(ID_S, '0-0')]);
  });

  it('returns null for an unknown key, before any build, or when the codebase id changed', () => {
    const s = session();
    expect(s.updateSubtree(key(ID_S, '0'), el('DIV', [ID_S]))).toBeNull();
    s.rebuild(page([], [], []));
    expect(s.updateSubtree(key(ID_B, '0-0'), el('DIV', [ID_B]))).toBeNull();
    expect(s.updateSubtree(key(ID_S, '0-0'), el('DIV', [ID_B]))).toBeNull();
    expect(s.updateSubtree(key(ID_S, '0-0'), el('DIV', ['plain']))).toBeNull();
  });
});

describe('body-rooted snapshots with lifted containers (one root, SKIP-ROOT or EMPTY-TREE)', () => {
  const body = (...app: SnapshotNode[]) => el('BODY', [], [el('DIV', [], app, { id: 'root' })]);

  it('makes the one top-level app element the root', () => {
    const { tree } = session(true).rebuild(body(el('MAIN', [ID_S], [el('H1', [ID_B])])));
    expect(keysOf(tree)).toEqual([key(ID_S, '0'), key(ID_B, '0-0')]);
  });

  it('gathers several top-level elements under SKIP-ROOT', () => {
    const { tree } = session(true).rebuild(body(el('HEADER', [ID_S]), el('MAIN', [ID_B])));
    expect(keysOf(tree)).toEqual([key('SKIP-ROOT', '0'), key(ID_S, '0-0'), key(ID_B, '0-1')]);
    expect(
      buildNavTree({
        root: body(el('A', [ID_S]), el('B', [ID_B])),
        storyboardId: 'sb',
        liftContainers: true,
      }).tree.name,
    ).toBe('SKIP-ROOT');
  });

  it('gives EMPTY-TREE for a page without tagged elements', () => {
    const s = session(true);
    const { tree } = s.rebuild(body(el('P', ['plain'])));
    expect(keysOf(tree)).toEqual([key('EMPTY-TREE', '0')]);
    expect(buildNavTree({ root: body(), storyboardId: 'sb', liftContainers: true }).tree.name).toBe(
      'EMPTY-TREE',
    );
    const next = s.rebuild(body(el('MAIN', [ID_S])));
    expect(next.diff?.removed).toEqual([key('EMPTY-TREE', '0')]);
  });

  it('keeps the containers as nodes without the option', () => {
    expect(keysOf(session().rebuild(body(el('MAIN', [ID_S]))).tree)).toEqual([
      key('body', '0'),
      key('root', '0-0'),
      key(ID_S, '0-0-0'),
    ]);
  });
});
