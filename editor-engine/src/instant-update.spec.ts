import { describe, expect, it } from '@jest/globals';

import { ChangeType } from './change-types.js';
import { A, B, C, examples } from './changes.arbitraries.js';
import { createChange } from './changes.js';
import { HIDDEN_CLASS } from './constants.js';
import { codebaseIdSelector } from './instant-ops.js';
import { undoOf } from './changes.fixtures.js';
import { addWithHtml, planned, planner } from './instant-update.fixtures.js';

describe('InstantUpdatePlanner: plans per change type', () => {
  it('styling: a timestamped sanitised class, its rule (important) and the temp marker', () => {
    const p = planned(planner().plan(examples().STYLING, false));
    const cls = p.addedClass!;
    expect(cls).toMatch(/^arb89-styling-[0-9]+-1-tempo-/);
    expect(cls).toMatch(/^[A-Za-z0-9_-]+$/);
    const target = { codebaseId: A };
    expect(p.ops).toEqual([
      {
        op: 'insertRule',
        ruleId: cls,
        cssText: `.${cls}:hover, .${cls}.arb89-force-hover { background-color: red !important; --gap: 4px !important; }`,
      },
      { op: 'addClass', target, className: cls },
      { op: 'addClass', target, className: 'arb89-temp-styling' },
    ]);
    expect(p.selectAfter).toEqual(examples().STYLING.elementKeysToSelectAfterInstantUpdate);
  });

  it('gives every styling plan its own class', () => {
    const pl = planner();
    const a = planned(pl.plan(examples().STYLING, false)).addedClass;
    const b = planned(pl.plan(examples().STYLING, false)).addedClass;
    expect(a).not.toBe(b);
  });

  it('add class: the class itself, plus a styling rule from cssEquivalent when given', () => {
    const plain = planned(planner().plan(examples().ADD_CLASS, false));
    expect(plain.ops).toEqual([{ op: 'addClass', target: { codebaseId: A }, className: 'p-4' }]);
    expect(plain).toMatchObject({ addedClass: 'p-4', codebaseAddedClass: 'p-4' });
    const withCss = createChange(
      ChangeType.ADD_CLASS,
      { codebaseIdToAddClass: A, className: 'md:p-4', modifiers: ['md'] },
      { cssEquivalent: 'padding: 1rem' },
    );
    const p = planned(planner().plan(withCss, false));
    expect(p.codebaseAddedClass).toBe('md:p-4');
    expect(p.addedClass).toMatch(/^arb89-styling-[0-9]+-1-md-p-4$/);
    expect(p.ops[1]).toEqual({
      op: 'insertRule',
      ruleId: p.addedClass,
      cssText: `@media (min-width: 768px) { .${p.addedClass} { padding: 1rem !important; } }`,
    });
  });

  it('remove class, removal, move, wrap, duplicate, change tag and edit text', () => {
    const e = examples();
    const pl = planner();
    expect(planned(pl.plan(e.REMOVE_CLASS, false)).ops).toEqual([
      { op: 'removeClass', target: { codebaseId: B }, className: 'p-4' },
    ]);
    expect(planned(pl.plan(e.REMOVE_JSX, false)).ops).toEqual(
      [A, B, C].map((codebaseId) => ({ op: 'hide', target: { codebaseId } })),
    );
    expect(planned(pl.plan(e.MOVE_JSX, false)).ops).toEqual([
      {
        op: 'move',
        target: { codebaseId: e.MOVE_JSX.changeFields.codebaseIdToMove },
        parent: { codebaseId: e.MOVE_JSX.changeFields.codebaseIdToMoveTo },
        before: e.MOVE_JSX.changeFields.beforeCodebaseId ?? null,
        after: e.MOVE_JSX.changeFields.afterCodebaseId ?? null,
      },
    ]);
    const wrap = planned(pl.plan(e.WRAP_DIV, false));
    expect(wrap.ops).toEqual([
      {
        op: 'wrap',
        targets: [{ codebaseId: B }, { codebaseId: A }],
        tagName: 'div',
        className: 'tempo-wrap-in-div-placeholder',
      },
    ]);
    expect(wrap.newAddedIds).toEqual(['tempo-wrap-in-div-placeholder']);
    const dup = planned(pl.plan(e.DUPLICATE, false));
    expect(dup.newAddedIds).toEqual([
      'tempo-duplicate-placeholder-0',
      'tempo-duplicate-placeholder-1',
    ]);
    expect(dup.ops[1]).toEqual({
      op: 'duplicate',
      target: { codebaseId: A },
      codebaseId: 'tempo-duplicate-placeholder-1',
    });
    expect(planned(pl.plan(e.CHANGE_TAG, false)).ops).toEqual([
      {
        op: 'changeTag',
        target: { codebaseId: e.CHANGE_TAG.changeFields.codebaseIdToChange },
        tagName: e.CHANGE_TAG.changeFields.newTagName,
      },
    ]);
    expect(planned(pl.plan(e.EDIT_TEXT, false)).ops).toEqual([
      {
        op: 'setText',
        target: { codebaseId: e.EDIT_TEXT.changeFields.codebaseIdToEditText },
        text: e.EDIT_TEXT.changeFields.newText,
      },
    ]);
  });

  it('add: inserts htmlForInstantUpdate at its place; nothing to show without it', () => {
    const p = planned(planner().plan(addWithHtml, false));
    expect(p.ops).toEqual([
      {
        op: 'insertHtml',
        parent: { codebaseId: A },
        before: B,
        after: C,
        html: addWithHtml.changeFields.htmlForInstantUpdate,
      },
    ]);
    const bare = createChange(ChangeType.ADD_JSX, { codebaseIdToAddTo: A, addNativeTag: 'div' });
    expect(planner().plan(bare, false)).toEqual({
      refused: 'an add without htmlForInstantUpdate has nothing to show',
    });
  });

  it('refuses prop changes, unknown changes, non-instant undo and what flushing forbids', () => {
    const e = examples();
    expect(planner().plan(e.CHANGE_PROP, false)).toHaveProperty('refused');
    expect(planner().plan(e.UNKNOWN, false)).toHaveProperty('refused');
    expect(planner().plan(undoOf(e.MOVE_JSX), false)).toHaveProperty('refused');
    expect(planner().plan(e.MOVE_JSX, true)).toHaveProperty('refused');
    expect(planner().plan(e.REMOVE_JSX, true)).not.toHaveProperty('refused');
  });
});

describe('InstantUpdatePlanner: prop changes and compiled class CSS', () => {
  it('sets a plain prop as an attribute (htmlFor as for); other props wait for the source', () => {
    const prop = (propName: string, propValue: unknown) =>
      createChange(ChangeType.CHANGE_PROP, {
        codebaseIdToChange: A,
        propName,
        propValue: propValue as never,
      });
    expect(planned(planner().plan(prop('title', 'Hi'), false)).ops).toEqual([
      { op: 'setAttribute', target: { codebaseId: A }, name: 'title', value: 'Hi' },
    ]);
    expect(planned(planner().plan(prop('htmlFor', 'x'), false)).ops[0]).toMatchObject({
      name: 'for',
    });
    expect(planned(planner().plan(prop('tabIndex', 3), false)).ops[0]).toMatchObject({
      value: '3',
    });
    for (const [name, value] of [
      ['className', 'x'],
      ['children', 'x'],
      ['onClick', 'x'],
      ['data x', 'x'],
      ['title', null],
    ] as const) {
      expect(planner().plan(prop(name, value), false)).toHaveProperty('refused');
    }
  });

  it('inserts a compiled style sheet as is, keeps the class as added, and its undo drops it', () => {
    const css = '.text-lime-700 { color: rgb(1, 2, 3); }';
    const change = createChange(
      ChangeType.ADD_CLASS,
      { codebaseIdToAddClass: A, className: 'text-lime-700' },
      { id: 'lime', cssEquivalent: css },
    );
    const pl = planner();
    const plan = planned(pl.plan(change, false));
    expect(plan.ops).toEqual([
      { op: 'addClass', target: { codebaseId: A }, className: 'text-lime-700' },
      { op: 'insertRule', ruleId: 'arb89-css-lime', cssText: css },
    ]);
    expect(pl.done(plan, { success: true }).instantUpdateData).toMatchObject({
      addedClass: 'text-lime-700',
      codebaseAddedClass: 'text-lime-700',
    });
    expect(planned(pl.plan(undoOf(change), false)).ops).toEqual([
      { op: 'removeClass', target: { codebaseId: A }, className: 'text-lime-700' },
      { op: 'removeRule', ruleId: 'arb89-css-lime' },
    ]);
  });

  it('reports the accumulated id map in every INSTANT_UPDATE_DONE', () => {
    const pl = planner();
    pl.remapIds({ [A]: B });
    pl.remapIds({ [B]: C });
    const plan = planned(pl.plan(examples().ADD_CLASS, false));
    expect(pl.done(plan, { success: true }).prevIdToNewIdMap).toEqual({ [A]: C, [B]: C });
  });
});

describe('codebaseIdSelector', () => {
  it('selects every instance of a codebase id, and the page containers by tag or id', () => {
    expect(codebaseIdSelector(A)).toBe(`.${A}`);
    expect(codebaseIdSelector('body')).toBe('body');
    expect(codebaseIdSelector('root')).toBe('#root');
    expect(codebaseIdSelector('__next')).toBe('#__next');
    expect(HIDDEN_CLASS).toBe('arb89-hidden');
  });
});
