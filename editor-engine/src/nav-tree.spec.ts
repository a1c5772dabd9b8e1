import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { OUTLINE_CLASS, SKIP_NAV_TREE_ATTRIBUTE } from './constants.js';
import { ElementKey, isCodebaseIdClass } from './element-key.js';
import { indexNavTree, isCodebaseIdClassFast, type NavTreeNode } from './nav-tree.js';
import { ID_A, ID_B, ID_C, ID_D } from './nav-tree.arbitraries.js';
import { build, el, key } from './nav-tree.fixtures.js';

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
