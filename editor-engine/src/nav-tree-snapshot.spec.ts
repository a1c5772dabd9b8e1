import { describe, expect, it } from '@jest/globals';

import { isCodebaseIdClass } from './element-key.js';
import { UNTAGGED, classify, directlySetClasses, type ClassScan } from './nav-tree-snapshot.js';
import type { SnapshotNode } from './nav-tree-types.js';

const uuid = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
const node = (classes: string[]): SnapshotNode => ({ tagName: 'DIV', classes, children: [] });
const editor = (c: string) => c.startsWith('tempo-') || c.startsWith('arb89-');

describe('reading the classes of an element', () => {
  it('classifies and filters 10,000 elements of fresh classes, past the cache sizes, as the plain rules do', () => {
    const scan: ClassScan = { idClass: null, editorClasses: -1 };
    for (let n = 0; n < 10_000; n++) {
      // A fresh codebase id, a fresh plain class starting with 't', a fresh directly set pair.
      const classes = [`t-${n}`, `tempo-${uuid(n)}`, `u-${n}`, `arb89-key-${n}`];
      const kind = classify(node(classes), 'div', false, scan);
      expect(kind).toBe(classes.find(isCodebaseIdClass));
      const expected = classes.filter((c) => !editor(c));
      expect(directlySetClasses(node(classes), classes, scan.editorClasses)).toEqual(expected);
      expect(directlySetClasses(node(classes), classes)).toEqual(expected);
      expect(directlySetClasses(node(classes.slice(1)), classes.slice(1))).toEqual([`u-${n}`]);
    }
  });

  it('shares a kept list of one or two classes between elements, frozen', () => {
    const a = directlySetClasses(node(['flex', 'tempo-x']), ['flex', 'tempo-x']);
    const b = directlySetClasses(node(['arb89-key-1', 'flex']), ['arb89-key-1', 'flex']);
    expect(a).toBe(b);
    expect(Object.isFrozen(a)).toBe(true);
    const three = ['p-2', 'm-1', 'flex', 'arb89-key-2'];
    expect(directlySetClasses(node(three), three)).toEqual(['p-2', 'm-1', 'flex']);
  });

  it('drops exactly the classes that start with arb89- or tempo-', () => {
    const near = ['arb89', 'arb89_x', 'brb89-x', 'aab89-x', 'arc89-x', 'arb79-x', 'arb88-x'];
    const classes = [...near, 'arb89-', 'arb89-key-1', 'tempo-x', 'tempo', 'flex'];
    const kept = [...near, 'tempo', 'flex'];
    expect(directlySetClasses(node(classes), classes)).toEqual(kept);
    const scan: ClassScan = { idClass: null, editorClasses: -1 };
    classify(node(classes), 'div', false, scan);
    expect(directlySetClasses(node(classes), classes, scan.editorClasses)).toEqual(kept);
  });

  it('does not take a class like a codebase id for one', () => {
    expect(classify(node(['tempo-', 'tempo-x', `Tempo-${uuid(1)}`]), 'div')).toBe(UNTAGGED);
  });
});
