import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { ElementKey } from './element-key.js';
import { ID_A, ID_B, ID_C } from './nav-tree.arbitraries.js';
import { NavTreeSession } from './nav-tree-session.js';
import type { SnapshotNode } from './nav-tree-types.js';
import {
  countLabel,
  outlineLookupFromSession,
  planOutlines,
  sizeLabel,
  unionBox,
  type OutlineBox,
  type OutlineLookup,
  type OutlineState,
} from './outlines.js';
import { NO_SELECTION, selectionOf } from './selection.js';

const k = (id: string, path: string) => new ElementKey(id, 'sb', path).toString();
const PARENT = k(ID_A, '0');
const ONE = k(ID_B, '0-0');
const TWO = k(ID_B, '0-1');
const CHILD = k(ID_C, '0-0-0');
const boxes: Record<string, OutlineBox> = {
  [PARENT]: { left: 0, top: 0, width: 300.4, height: 200.6 },
  [ONE]: { left: 10, top: 10, width: 100, height: 20 },
  [TWO]: { left: 10, top: 50, width: 120, height: 30 },
  [CHILD]: { left: 12, top: 12, width: 10, height: 10 },
};
const lookup: OutlineLookup = {
  box: (key) => boxes[key] ?? null,
  name: (key) => (key === PARENT ? 'Card' : 'li'),
  isComponent: (key) => key === PARENT,
  otherInstances: (key) => (key === ONE || key === TWO ? [ONE, TWO] : [key]),
  children: (key) => (key === ONE ? [CHILD] : key === PARENT ? [ONE, TWO] : []),
  rootKey: () => PARENT,
};
const state = (over: Partial<OutlineState>): OutlineState => ({
  selection: NO_SELECTION,
  hoveredKey: null,
  zoom: 1,
  driveMode: false,
  aiContext: false,
  ...over,
});

describe('planOutlines', () => {
  it('labels a single selection W x H and name, outlines its children and other instances', () => {
    const plan = planOutlines(state({ selection: selectionOf([ONE]), hoveredKey: PARENT }), lookup);
    expect(plan.outlines.map((o) => [o.kind, o.key, o.colour, o.label])).toEqual([
      ['secondary', PARENT, 'secondary', null],
      ['child', CHILD, 'secondary', null],
      ['secondary', TWO, 'secondary', null],
      ['primary', ONE, 'primary', { size: '100 x 20', name: 'li' }],
    ]);
    expect(plan.scale).toBe(1);
  });

  it('uses the component colour for components and rounds the size label', () => {
    const plan = planOutlines(state({ selection: selectionOf([PARENT]) }), lookup);
    expect(plan.outlines.at(-1)).toMatchObject({
      colour: 'component',
      label: { size: '300 x 201', name: 'Card' },
    });
  });

  it('draws each element of a multi-selection and a union box labelled N Elements', () => {
    const plan = planOutlines(
      state({ selection: selectionOf([ONE, TWO]), hoveredKey: ONE }),
      lookup,
    );
    expect(plan.outlines).toEqual([
      { kind: 'primary', key: ONE, box: boxes[ONE], colour: 'primary', label: null },
      { kind: 'primary', key: TWO, box: boxes[TWO], colour: 'primary', label: null },
      {
        kind: 'primary',
        key: null,
        box: { left: 10, top: 10, width: 120, height: 70 },
        colour: 'primary',
        label: { size: null, name: '2 Elements' },
      },
    ]);
  });

  it('outlines the tree root for the storyboard selection, and a move target', () => {
    const move = { left: 1, top: 2, width: 3, height: 4 };
    const plan = planOutlines(
      state({
        selection: { kind: 'storyboard', storyboardId: 'sb' },
        moveBox: move,
        showChildren: false,
      }),
      lookup,
    );
    expect(plan.outlines.map((o) => [o.kind, o.key])).toEqual([
      ['primary', PARENT],
      ['move', null],
    ]);
    const noRoot = { ...lookup, rootKey: () => null };
    expect(
      planOutlines(state({ selection: { kind: 'storyboard', storyboardId: 'sb' } }), noRoot)
        .outlines,
    ).toEqual([]);
  });

  it('draws nothing in drive mode, skips elements without a box, scales by 1 / zoom', () => {
    expect(
      planOutlines(state({ selection: selectionOf([ONE]), driveMode: true }), lookup).outlines,
    ).toEqual([]);
    expect(planOutlines(state({ hoveredKey: 'TE_x_sb_9' }), lookup).outlines).toEqual([]);
    expect(planOutlines(state({ zoom: 2, aiContext: true }), lookup)).toMatchObject({
      scale: 0.5,
      aiContext: true,
    });
    expect(planOutlines(state({ zoom: 0 }), lookup).scale).toBe(1);
    expect(
      planOutlines(state({ selection: selectionOf([ONE, TWO]) }), { ...lookup, box: () => null })
        .outlines,
    ).toEqual([]);
  });
});

describe('labels and union box', () => {
  it('spells sizes and counts', () => {
    expect(sizeLabel({ left: 0, top: 0, width: 99.5, height: 0.2 })).toBe('100 x 0');
    expect(countLabel(1)).toBe('1 Element');
    expect(countLabel(3)).toBe('3 Elements');
    expect(unionBox([])).toBeNull();
  });

  it('the union box holds every box and touches each side', () => {
    const boxArb = fc.record({
      left: fc.integer({ min: -500, max: 500 }),
      top: fc.integer({ min: -500, max: 500 }),
      width: fc.integer({ min: 0, max: 500 }),
      height: fc.integer({ min: 0, max: 500 }),
    });
    fc.assert(
      fc.property(fc.array(boxArb, { minLength: 1, maxLength: 8 }), (list) => {
        const u = unionBox(list)!;
        for (const b of list) {
          expect(b.left).toBeGreaterThanOrEqual(u.left);
          expect(b.top).toBeGreaterThanOrEqual(u.top);
          expect(b.left + b.width).toBeLessThanOrEqual(u.left + u.width);
          expect(b.top + b.height).toBeLessThanOrEqual(u.top + u.height);
        }
        expect(list.some((b) => b.left === u.left)).toBe(true);
        expect(list.some((b) => b.top + b.height === u.top + u.height)).toBe(true);
      }),
    );
  });
});

describe('outlineLookupFromSession', () => {
  it('reads names, children, components and instances from the session, boxes from the adapter', () => {
    const el = (
      tagName: string,
      classes: string[],
      children: SnapshotNode[] = [],
      extra = {},
    ): SnapshotNode => ({
      tagName,
      classes,
      children,
      ...extra,
    });
    const session = new NavTreeSession<SnapshotNode>({ storyboardId: 'sb' });
    const item = el('LI', [ID_B]);
    session.rebuild(
      el('UL', [ID_A], [item, el('LI', [ID_B], [el('B', [ID_C])])], {
        componentName: 'List',
        isComponent: true,
      }),
    );
    const look = outlineLookupFromSession(session, (handle) =>
      handle === item ? { left: 1, top: 1, width: 1, height: 1 } : null,
    );
    expect(look.box(ONE)).toEqual({ left: 1, top: 1, width: 1, height: 1 });
    expect(look.box(TWO)).toBeNull();
    expect(look.box('TE_none_sb_0')).toBeNull();
    expect(look.name(PARENT)).toBe('List');
    expect(look.name('TE_none_sb_0')).toBe('');
    expect(look.isComponent(PARENT)).toBe(true);
    expect(look.children(PARENT)).toEqual([ONE, TWO]);
    expect(look.children('TE_none_sb_0')).toEqual([]);
    expect(look.otherInstances(ONE)).toEqual([ONE, TWO]);
    expect(look.rootKey()).toBe(PARENT);
    expect(
      outlineLookupFromSession(new NavTreeSession({ storyboardId: 'sb' }), () => null).rootKey(),
    ).toBeNull();
  });
});
