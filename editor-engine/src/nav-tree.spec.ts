import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { OUTLINE_CLASS, SKIP_NAV_TREE_ATTRIBUTE } from './constants.js';
import { ElementKey, isCodebaseIdClass } from './element-key.js';
import {
  applyNavTreeDiff,
  buildNavTree,
  diffNavTrees,
  indexNavTree,
  isCodebaseIdClassFast,
  mergeLookups,
  typeProp,
  type NavTreeNode,
  type SnapshotNode,
} from './nav-tree.js';
import { ID_A, ID_B, ID_C, ID_D, snapshotArbitrary } from './nav-tree.arbitraries.js';

function el(
  tagName: string,
  classes: string[] = [],
  children: SnapshotNode[] = [],
  extra: Partial<SnapshotNode> = {},
): SnapshotNode {
  return { tagName, classes, children, ...extra };
}

const key = (codebaseId: string, path: string, storyboard = 'sb') =>
  new ElementKey(codebaseId, storyboard, path).toString();
const build = (root: SnapshotNode | SnapshotNode[], storyboardId = 'sb') =>
  buildNavTree({ root, storyboardId });

/** [key, parent, level] of every node, depth-first. */
function outline(tree: NavTreeNode): [string, string | null, number][] {
  return [...indexNavTree(tree).values()].map((n) => [n.tempoElement, n.parent, n.level]);
}

describe('buildNavTree: structure and keys', () => {
  it('makes the body the root, with index paths among tagged children', () => {
    const body = el(
      'BODY',
      [],
      [el('DIV', [ID_A], [el('SPAN', [ID_C]), el('SPAN', [ID_D])]), el('DIV', [ID_B])],
    );
    const { tree, nodeCount, iframesToRemove } = build(body);
    expect(outline(tree)).toEqual([
      [key('body', '0'), null, 0],
      [key(ID_A, '0-0'), key('body', '0'), 1],
      [key(ID_C, '0-0-0'), key(ID_A, '0-0'), 2],
      [key(ID_D, '0-0-1'), key(ID_A, '0-0'), 2],
      [key(ID_B, '0-1'), key('body', '0'), 1],
    ]);
    expect(nodeCount).toBe(5);
    expect(iframesToRemove).toEqual([]);
  });

  it('lifts untagged elements: their tagged descendants join the nearest tagged ancestor', () => {
    const body = el(
      'BODY',
      [],
      [
        el('DIV', [ID_A]),
        el('SECTION', ['plain'], [el('DIV', ['wrapper'], [el('P', [ID_B])]), el('P', [ID_C])]),
        el('DIV', [ID_D]),
      ],
    );
    expect(outline(build(body).tree).map(([k]) => k)).toEqual([
      key('body', '0'),
      key(ID_A, '0-0'),
      key(ID_B, '0-1'),
      key(ID_C, '0-2'),
      key(ID_D, '0-3'),
    ]);
  });

  it('leaves out outlines, skip-marked elements, script and noscript with their subtrees', () => {
    const body = el(
      'BODY',
      [],
      [
        el('DIV', [OUTLINE_CLASS, ID_A], [el('DIV', [ID_B])]),
        el('DIV', [ID_A], [el('DIV', [ID_B])], { attributes: { [SKIP_NAV_TREE_ATTRIBUTE]: '' } }),
        el('SCRIPT', [ID_A]),
        el('noscript', [], [el('IMG', [ID_B])]),
        el('DIV', [ID_C], [], { attributes: { 'data-other': 'x' } }),
      ],
    );
    expect(outline(build(body).tree).map(([k]) => k)).toEqual([key('body', '0'), key(ID_C, '0-0')]);
  });

  it('reports iframes without a codebase id for removal and keeps tagged ones', () => {
    const stray = el('IFRAME', [], [el('DIV', [ID_B])]);
    const strayTop = el('iframe', []);
    const kept = el('IFRAME', [ID_A]);
    const { tree, iframesToRemove } = build([strayTop, el('MAIN', [], [stray, kept])]);
    expect(iframesToRemove).toEqual([strayTop, stray]);
    expect(outline(tree).map(([k]) => k)).toEqual([key(ID_A, '0')]);
    expect(tree.tagName).toBe('iframe');
  });

  it('gathers several top-level nodes under SKIP-ROOT', () => {
    const { tree, nodeCount } = build([
      el('DIV', [ID_A], [el('P', [ID_C])]),
      el('DIV', ['untagged'], [el('DIV', [ID_B])]),
    ]);
    expect(outline(tree)).toEqual([
      [key('SKIP-ROOT', '0'), null, 0],
      [key(ID_A, '0-0'), key('SKIP-ROOT', '0'), 1],
      [key(ID_C, '0-0-0'), key(ID_A, '0-0'), 2],
      [key(ID_B, '0-1'), key('SKIP-ROOT', '0'), 1],
    ]);
    expect(tree).toMatchObject({ name: 'SKIP-ROOT', tagName: '', classList: [], props: {} });
    expect(nodeCount).toBe(4);
  });

  it('gives EMPTY-TREE when nothing is tagged', () => {
    const { tree, nodeCount } = build(el('DIV', ['x'], [el('SPAN', [])]));
    expect(tree).toMatchObject({
      name: 'EMPTY-TREE',
      tempoElement: key('EMPTY-TREE', '0'),
      children: [],
      parent: null,
      level: 0,
    });
    expect(nodeCount).toBe(1);
    expect(build([]).tree.name).toBe('EMPTY-TREE');
  });

  it('uses the special ids of the page containers', () => {
    const tree = build(
      el('DIV', [], [el('DIV', [], [el('P', [ID_A])], { id: '__next' })], {
        id: 'root',
      }),
    ).tree;
    expect(outline(tree).map(([k]) => k)).toEqual([
      key('root', '0'),
      key('__next', '0-0'),
      key(ID_A, '0-0-0'),
    ]);
  });

  it('takes the first codebase id class, in any of its forms', () => {
    const dup = 'tempo-duplicate-placeholder-7';
    const tree = build(
      el(
        'BODY',
        [],
        [
          el('DIV', ['x', ID_B, ID_A]),
          el('DIV', [dup]),
          el('DIV', ['tempo-wrap-in-div-placeholder']),
          el('DIV', ['tempo-not-a-uuid']),
          el('DIV', ['tempo-duplicate-placeholder-bad:char']),
        ],
      ),
    ).tree;
    expect(tree.children.map((c) => c.tempoElement)).toEqual([
      key(ID_B, '0-0'),
      key(dup, '0-1'),
      key('tempo-wrap-in-div-placeholder', '0-2'),
    ]);
  });

  it('spells keys exactly as ElementKey does, even for storyboard ids that need escaping', () => {
    for (const storyboardId of ['sb', 'my_story_Z', 'Z_Z', '0c1d2e3f-uuid']) {
      const tree = build(el('BODY', [], [el('DIV', [ID_A], [el('P', [ID_B])])]), storyboardId).tree;
      for (const node of indexNavTree(tree).values()) {
        const parsed = ElementKey.parse(node.tempoElement);
        expect(parsed.storyboardId).toBe(storyboardId);
        expect(parsed.toString()).toBe(node.tempoElement);
        if (node.parent !== null) {
          expect(ElementKey.parse(node.parent).isParentOf(parsed)).toBe(true);
        }
      }
    }
  });

  it('throws for an invalid storyboard id', () => {
    expect(() => build(el('BODY'), 'bad id')).toThrow('Storyboard ID contains invalid chars');
  });

  it('handles very deep pages without recursion', () => {
    let node = el('P', [ID_A]);
    for (let i = 0; i < 20000; i++) node = el('DIV', i % 2 ? [ID_B] : [], [node]);
    const { tree, nodeCount } = build(el('BODY', [], [node]));
    expect(nodeCount).toBe(10002);
    expect(indexNavTree(tree).size).toBe(10002);
  });

  it('has parent links by key and no object cycles', () => {
    const { tree } = build(el('BODY', [], [el('DIV', [ID_A], [el('P', [ID_B])])]));
    expect(() => JSON.stringify(tree)).not.toThrow();
    expect(tree.children[0].children[0].parent).toBe(tree.children[0].tempoElement);
  });
});

describe('buildNavTree: node fields', () => {
  it('copies names, classes, box, computed styles, scope and component flag', () => {
    const box = { pageX: 1, pageY: 2, width: 30, height: 40 };
    const node = build(
      el(
        'BODY',
        [],
        [
          el('DIV', ['flex', ID_A, 'arb89-key-3', 'p-2'], [], {
            componentName: 'Card',
            isComponent: true,
            boundingBox: box,
            displayType: 'flex',
            positionType: 'relative',
            flexDirection: 'row',
            floatVal: 'none',
            scope: 'scope-1',
          }),
        ],
      ),
    ).tree.children[0];
    expect(node).toEqual({
      name: 'Card',
      tagName: 'div',
      tempoElement: key(ID_A, '0-0'),
      children: [],
      parent: key('body', '0'),
      classList: ['flex', ID_A, 'arb89-key-3', 'p-2'],
      directlySetClassList: ['flex', 'p-2'],
      props: {},
      literalChildren: [],
      pageBoundingBox: box,
      displayType: 'flex',
      positionType: 'relative',
      flexDirection: 'row',
      floatVal: 'none',
      scope: 'scope-1',
      isComponent: true,
      level: 1,
    });
  });

  it('uses nulls and defaults for what the snapshot lacks', () => {
    const node = build(el('BODY', [], [el('SPAN', [ID_A])])).tree.children[0];
    expect(node).toMatchObject({
      name: 'span',
      directlySetClassList: [ID_A].filter(() => false),
      pageBoundingBox: null,
      displayType: null,
      positionType: null,
      flexDirection: null,
      floatVal: null,
      scope: null,
      isComponent: false,
    });
  });

  it('takes directly set classes from the snapshot when given', () => {
    const node = build(
      el('BODY', [], [el('DIV', [ID_A, 'x', 'y'], [], { directlySetClasses: ['y'] })]),
    ).tree.children[0];
    expect(node.directlySetClassList).toEqual(['y']);
    const plain = build(el('BODY', [], [el('DIV', ['x', 'y', ID_A])])).tree.children[0];
    expect(plain.directlySetClassList).toEqual(['x', 'y']);
  });

  it('types props as LITERAL, FUNCTION or JSON_OBJECT and leaves out children', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const node = build(
      el(
        'BODY',
        [],
        [
          el('BUTTON', [ID_A], [], {
            props: {
              title: 'Save',
              count: 3,
              disabled: false,
              empty: null,
              gone: undefined,
              onClick: function handleClick() {},
              onHover: () => undefined,
              style: { color: 'red' },
              items: [1, 2],
              loop: cyclic,
              children: 'Save',
            },
          }),
        ],
      ),
    ).tree.children[0];
    expect(node.props).toEqual({
      title: { value: 'Save', type: 'LITERAL' },
      count: { value: 3, type: 'LITERAL' },
      disabled: { value: false, type: 'LITERAL' },
      empty: { value: null, type: 'LITERAL' },
      onClick: { value: 'handleClick', type: 'FUNCTION' },
      onHover: { value: 'onHover', type: 'FUNCTION' },
      style: { value: '{"color":"red"}', type: 'JSON_OBJECT' },
      items: { value: '[1,2]', type: 'JSON_OBJECT' },
      loop: { value: null, type: 'JSON_OBJECT' },
    });
    expect(typeProp(Symbol('s'))).toEqual({ value: 'Symbol(s)', type: 'LITERAL' });
    expect(typeProp(5n)).toEqual({ value: '5', type: 'LITERAL' });
    expect(typeProp(Object.assign(() => 1, { displayName: 'x' }))).toMatchObject({
      type: 'FUNCTION',
    });
    const anonymous = [() => 1][0];
    expect(typeProp(anonymous)).toEqual({ value: 'anonymous', type: 'FUNCTION' });
  });

  it('keeps a string child as one entry, never split into characters', () => {
    const literals = (extra: Partial<SnapshotNode>) =>
      build(el('BODY', [], [el('P', [ID_A], [], extra)])).tree.children[0].literalChildren;
    expect(literals({ text: 'Hello world' })).toEqual(['Hello world']);
    expect(literals({ props: { children: 'Hello world' } })).toEqual(['Hello world']);
    expect(literals({ props: { children: 42 } })).toEqual(['42']);
    expect(literals({ props: { children: ['Hi ', { type: 'b' }, 'there', 7, null] } })).toEqual([
      'Hi ',
      'there',
      '7',
    ]);
    expect(literals({ props: { children: [{ type: 'b' }] } })).toEqual([]);
    expect(literals({ props: { children: { type: 'b' } }, text: 'b' })).toEqual([]);
    expect(literals({ props: { title: 'x' }, text: 'from text' })).toEqual(['from text']);
    expect(literals({ text: '   ' })).toEqual([]);
  });
});

describe('isCodebaseIdClassFast', () => {
  it('agrees with isCodebaseIdClass of element-key', () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEFgxZ-'.split(''));
    const uuidLike = fc
      .tuple(
        fc.array(hex, { minLength: 8, maxLength: 8 }),
        fc.constantFrom('-', '_'),
        fc.array(hex, { minLength: 4, maxLength: 4 }),
        fc.constantFrom('-', ''),
        fc.constantFrom(...'0123456789aA'.split('')),
        fc.array(hex, { minLength: 3, maxLength: 3 }),
        fc.constantFrom('-'),
        fc.constantFrom(...'789abcABCD'.split('')),
        fc.array(hex, { minLength: 3, maxLength: 3 }),
        fc.constantFrom('-'),
        fc.array(hex, { minLength: 11, maxLength: 13 }),
      )
      .map((parts) => parts.map((p) => (Array.isArray(p) ? p.join('') : p)).join(''));
    const cls = fc.oneof(
      fc.string(),
      uuidLike.map((u) => `tempo-${u}`),
      fc.uuid().map((u) => `tempo-${u}`),
      fc.uuid().map((u) => `tempo-${u.toUpperCase()}`),
      fc.string().map((s) => `tempo-duplicate-placeholder-${s}`),
      fc.constantFrom('tempo-wrap-in-div-placeholder', 'tempo-', 'tempo-add-jsx-placeholder-1'),
      fc.string().map((s) => `tempo-${s}`),
    );
    fc.assert(
      fc.property(cls, (c) => {
        expect(isCodebaseIdClassFast(c)).toBe(isCodebaseIdClass(c));
      }),
      { numRuns: 3000 },
    );
    expect(isCodebaseIdClassFast('tempo-\u00e90b6c6f5-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(false);
  });
});

// --- Diff -------------------------------------------------------------------------------------

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
