import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { ElementKey } from './element-key.js';
import {
  NOTHING_SELECTED_ERROR,
  NO_SELECTION,
  click,
  hoverTarget,
  isSiblingOfSelection,
  multiSelectionChanged,
  resolveTarget,
  selectKey,
  selectedKeys,
  selectedKeysOrEmpty,
  selectionChangeMessages,
  selectionOf,
  shouldIgnorePointer,
  type SelectionState,
} from './selection.js';

/** Key of the element at `path` in storyboard `sb` (codebase id derived from the path). */
const k = (path: string, storyboard = 'sb') =>
  new ElementKey(`c${path.replaceAll('-', 'x')}`, storyboard, path).toString();
/** The chain from the element at `path` up to the root: k('0-1-2'), k('0-1'), k('0'). */
const chain = (path: string, storyboard = 'sb') => {
  const parts = path.split('-');
  return parts.map((_, i) => k(parts.slice(0, parts.length - i).join('-'), storyboard));
};
const single = (path: string): SelectionState => ({ kind: 'single', key: k(path) });
const multi = (...paths: string[]): SelectionState => ({
  kind: 'multi',
  keys: paths.map((p) => k(p)),
});
const storyboard: SelectionState = { kind: 'storyboard', storyboardId: 'sb' };

describe('drill-down target of a plain click', () => {
  it.each<[string, SelectionState, string, string | null]>([
    ['nothing selected: the top-most tagged ancestor', NO_SELECTION, '0-1-2', '0'],
    ['nothing selected, click on the root', NO_SELECTION, '0', '0'],
    ['storyboard selected: the first level below the root', storyboard, '0-1-2', '0-1'],
    ['storyboard selected, click on the root itself', storyboard, '0', '0'],
    ['the selection itself', single('0-1'), '0-1', '0-1'],
    ['inside the selection: one level below', single('0-1'), '0-1-2-3', '0-1-2'],
    ['directly inside the selection', single('0-1'), '0-1-2', '0-1-2'],
    ['a sibling', single('0-1'), '0-2', '0-2'],
    ['inside a sibling: the sibling', single('0-1'), '0-2-5-1', '0-2'],
    ['an ancestor (click on its own area)', single('0-1-2'), '0-1', '0-1'],
    ['a sibling of an ancestor', single('0-1-2'), '0-2-7', '0-2'],
    ['the root', single('0-1-2'), '0', '0'],
    ['multi: inside one of the selected', multi('0-1', '0-2'), '0-2-4', '0-2-4'],
    ['multi: a sibling', multi('0-1', '0-2'), '0-3-1', '0-3'],
  ])('%s', (_label, state, clicked, expected) => {
    expect(resolveTarget(state, chain(clicked))).toBe(expected === null ? null : k(expected));
  });

  it('falls back to the top-most ancestor for keys of another storyboard', () => {
    expect(resolveTarget(single('0-1'), chain('0-1-2', 'other'))).toBe(k('0', 'other'));
  });

  it('skips chain entries that are not keys', () => {
    expect(resolveTarget(single('0-1'), ['junk', ...chain('0-1-2')])).toBe(k('0-1-2'));
  });

  it('picks the exact element with meta or ctrl', () => {
    expect(resolveTarget(NO_SELECTION, chain('0-1-2'), true)).toBe(k('0-1-2'));
    expect(hoverTarget(NO_SELECTION, { chain: chain('0-1-2'), metaKey: true })).toBe(k('0-1-2'));
    expect(hoverTarget(NO_SELECTION, { chain: chain('0-1-2'), ctrlKey: true })).toBe(k('0-1-2'));
  });

  it('has no target over nothing: hover clears', () => {
    expect(resolveTarget(single('0-1'), [])).toBeNull();
    expect(hoverTarget(single('0-1'), { chain: [] })).toBeNull();
  });

  it('hover shows what a click would select', () => {
    expect(hoverTarget(single('0-1'), { chain: chain('0-1-2-3') })).toBe(k('0-1-2'));
  });

  it('drills one level per click, down to the clicked element', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(9), { minLength: 1, maxLength: 8 }), (indices) => {
        const path = ['0', ...indices].join('-');
        let state: SelectionState = NO_SELECTION;
        const visited: string[] = [];
        for (let i = 0; i <= indices.length + 1; i++) {
          state = click(state, { chain: chain(path) }).state;
          visited.push((state as { key: string }).key);
        }
        const expected = chain(path).reverse();
        expect(visited.slice(0, expected.length)).toEqual(expected);
        expect(visited.at(-1)).toBe(k(path)); // and stays there
      }),
    );
  });
});

describe('clicks', () => {
  it('selects the drill-down target and reports a change', () => {
    expect(click(NO_SELECTION, { chain: chain('0-1') })).toEqual({
      state: { kind: 'single', key: k('0') },
      startTextEditing: null,
      changed: true,
    });
  });

  it('keeps the very same state when nothing changes', () => {
    const state = single('0-1');
    const result = click(state, { chain: chain('0-1') });
    expect(result.state).toBe(state);
    expect(result.changed).toBe(false);
  });

  it('leaves the selection alone over nothing', () => {
    const state = single('0-1');
    expect(click(state, { chain: [] })).toEqual({ state, startTextEditing: null, changed: false });
  });

  it('starts text editing when the selected editable-text element is clicked again', () => {
    const editable = (key: string) => key === k('0-1');
    expect(click(single('0-1'), { chain: chain('0-1') }, editable)).toEqual({
      state: single('0-1'),
      startTextEditing: k('0-1'),
      changed: false,
    });
    // not when it was not selected before the click
    expect(click(single('0-2'), { chain: chain('0-1') }, editable).startTextEditing).toBeNull();
    // nor when it is not editable
    expect(click(single('0-1'), { chain: chain('0-1') }).startTextEditing).toBeNull();
  });

  it('meta selects the exact element, even inside a multi-selection', () => {
    expect(click(multi('0-1', '0-2'), { chain: chain('0-2-3-4'), metaKey: true }).state).toEqual(
      single('0-2-3-4'),
    );
  });

  it('selects a storyboard through its key', () => {
    const key = ElementKey.forStoryboard('sb').toString();
    expect(click(NO_SELECTION, { chain: [key] }).state).toEqual(storyboard);
  });
});

describe('shift-click multi-selection', () => {
  it.each<[string, SelectionState, string, SelectionState]>([
    ['adds a sibling', single('0-1'), '0-2', multi('0-1', '0-2')],
    ['adds the sibling containing the click', single('0-1'), '0-2-3', multi('0-1', '0-2')],
    ['adds a third sibling', multi('0-1', '0-2'), '0-3', multi('0-1', '0-2', '0-3')],
    ['removes a selected one', multi('0-1', '0-2', '0-3'), '0-2', multi('0-1', '0-3')],
    ['dropping to one leaves multi-select', multi('0-1', '0-2'), '0-1', single('0-2')],
    ['toggling the only one clears', single('0-1'), '0-1', NO_SELECTION],
    ['ignores a non-sibling (a child)', single('0-1'), '0-1-4', NO_SELECTION],
    ['ignores a cousin', single('0-1-2'), '0-2-1', single('0-1-2')],
    ['ignores the parent', single('0-1-2'), '0-1', single('0-1-2')],
    ['ignores anything with a storyboard selected', storyboard, '0-1', storyboard],
    ['with nothing selected acts as a plain click', NO_SELECTION, '0-1', single('0')],
  ])('%s', (_label, state, clicked, expected) => {
    expect(click(state, { chain: chain(clicked), shiftKey: true }).state).toEqual(expected);
  });

  it('ignores siblings from another storyboard', () => {
    const state = single('0-1');
    expect(click(state, { chain: chain('0-2', 'other'), shiftKey: true }).state).toBe(state);
  });
});

describe('selection checks', () => {
  it('throws an internal error when run with nothing selected (visual-editor spec, § 8)', () => {
    expect(() => selectedKeys(NO_SELECTION)).toThrow(NOTHING_SELECTED_ERROR);
    expect(() => isSiblingOfSelection(NO_SELECTION, k('0-1'))).toThrow(NOTHING_SELECTED_ERROR);
  });

  it('lists the selected keys', () => {
    expect(selectedKeys(single('0-1'))).toEqual([k('0-1')]);
    expect(selectedKeys(multi('0-1', '0-2'))).toEqual([k('0-1'), k('0-2')]);
    expect(selectedKeys(storyboard)).toEqual([ElementKey.forStoryboard('sb').toString()]);
    expect(selectedKeysOrEmpty(NO_SELECTION)).toEqual([]);
    expect(selectedKeysOrEmpty(single('0'))).toEqual([k('0')]);
  });

  it('knows siblings of the selection', () => {
    expect(isSiblingOfSelection(multi('0-1', '0-2'), k('0-3'))).toBe(true);
    expect(isSiblingOfSelection(single('0-1'), k('0-1'))).toBe(false);
    expect(isSiblingOfSelection(single('0-1'), k('0-1-1'))).toBe(false);
    expect(isSiblingOfSelection(storyboard, k('0'))).toBe(false);
  });

  it('builds selections from keys', () => {
    expect(selectionOf([])).toBe(NO_SELECTION);
    expect(selectionOf(null)).toBe(NO_SELECTION);
    expect(selectionOf(['', k('0-1')])).toEqual(single('0-1'));
    expect(selectionOf([k('0-1'), k('0-2'), k('0-1')])).toEqual(multi('0-1', '0-2'));
    expect(selectKey(null)).toBe(NO_SELECTION);
    expect(selectKey('')).toBe(NO_SELECTION);
    expect(selectKey(ElementKey.forStoryboard('sb').toString())).toEqual(storyboard);
  });
});

describe('pointer handling is ignored', () => {
  it.each([
    [{ altHeld: true, driveMode: false, textEditing: false }, true],
    [{ altHeld: false, driveMode: true, textEditing: false }, true],
    [{ altHeld: false, driveMode: false, textEditing: true }, true],
    [{ altHeld: false, driveMode: false, textEditing: false }, false],
  ])('%p → %p', (flags, ignored) => {
    expect(shouldIgnorePointer(flags)).toBe(ignored);
  });
});

describe('multiSelectionChanged', () => {
  it.each<[string[] | null, string[] | null, boolean]>([
    [['a', 'b'], ['b', 'a'], false],
    [['a', 'b'], ['a', 'b', 'b'], false],
    [['a'], ['a', 'b'], true],
    [['a', 'c'], ['a', 'b'], true],
    [null, [], false],
    [null, ['a'], true],
  ])('%p vs %p → %p', (a, b, changed) => {
    expect(multiSelectionChanged(a, b)).toBe(changed);
  });

  it('is a set comparison (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (a, b) => {
        const sameSet = a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));
        expect(multiSelectionChanged(a, b)).toBe(!sameSet);
        expect(multiSelectionChanged(a, [...a].reverse())).toBe(false);
      }),
    );
  });
});

describe('selection messages', () => {
  const html = (key: string) => `<div data-key="${key}"></div>`;

  it('posts the outer HTML of a new single selection', () => {
    expect(selectionChangeMessages(NO_SELECTION, single('0-1'), html)).toEqual([
      { id: 'SELECTED_ELEMENT_KEY', elementKey: k('0-1'), outerHTML: html(k('0-1')) },
    ]);
  });

  it('posts nulls when cleared', () => {
    expect(selectionChangeMessages(single('0-1'), NO_SELECTION, html)).toEqual([
      { id: 'SELECTED_ELEMENT_KEY', elementKey: null, outerHTML: null },
    ]);
  });

  it('posts a storyboard selection by its key', () => {
    const key = ElementKey.forStoryboard('sb').toString();
    expect(selectionChangeMessages(NO_SELECTION, storyboard, () => null)).toEqual([
      { id: 'SELECTED_ELEMENT_KEY', elementKey: key, outerHTML: null },
    ]);
  });

  it('posts a multi-selection only when the set differs', () => {
    expect(selectionChangeMessages(single('0-1'), multi('0-1', '0-2'), html)).toEqual([
      {
        id: 'MULTI_SELECTED_ELEMENT_KEYS',
        elementKeys: [k('0-1'), k('0-2')],
        outerHTMLs: [html(k('0-1')), html(k('0-2'))],
      },
    ]);
    expect(selectionChangeMessages(multi('0-1', '0-2'), multi('0-2', '0-1'), html)).toEqual([]);
    expect(
      selectionChangeMessages(multi('0-1', '0-2'), multi('0-1', '0-3'), () => null)[0],
    ).toMatchObject({ outerHTMLs: ['', ''] });
  });

  it('posts nothing when nothing changed', () => {
    for (const state of [NO_SELECTION, single('0-1'), storyboard, multi('0-1', '0-2')]) {
      expect(selectionChangeMessages(state, state, html)).toEqual([]);
    }
  });
});
