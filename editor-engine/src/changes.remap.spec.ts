import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ChangeType, type Change } from './change-types.js';
import {
  A,
  B,
  C,
  changeArb,
  codebaseIdArb,
  examples,
  plainChangeArb,
  sampleKey as key,
} from './changes.arbitraries.js';
import { codebaseIdsOf, remapCodebaseIds } from './change-remap.js';
import { createChange } from './changes.js';

describe('remapCodebaseIds', () => {
  const swap = { [A]: B, [B]: A };

  it.each([
    ['STYLING', { codebaseId: B }],
    [
      'ADD_JSX',
      { codebaseIdToAddTo: B, beforeCodebaseId: A, afterCodebaseId: C, addCodebaseId: A },
    ],
    [
      'MOVE_JSX',
      {
        codebaseIdToMove: B,
        codebaseIdToMoveTo: A,
        afterCodebaseId: C,
        beforeCodebaseId: B,
        expectedCurrentParentCodebaseId: A,
      },
    ],
    ['REMOVE_JSX', { codebaseIdsToRemove: [B, A, C] }],
    ['CHANGE_PROP', { codebaseIdToChange: B }],
    ['ADD_CLASS', { codebaseIdToAddClass: B }],
    ['REMOVE_CLASS', { codebaseIdToRemoveClass: A }],
    ['EDIT_TEXT', { codebaseIdToEditText: C }],
    ['WRAP_DIV', { codebaseIdsToWrap: [A, B] }],
    ['CHANGE_TAG', { codebaseIdToChange: B }],
    ['DUPLICATE', { codebaseIdsToDuplicate: [C, B] }],
    ['UNKNOWN', { whatever: [1, 'x'] }],
  ] as const)('swaps A and B in a %s change', (type, expected) => {
    const change = examples()[type];
    const remapped = remapCodebaseIds(change, swap);
    expect(remapped.changeFields).toMatchObject(expected);
    expect(remapped.id).toBe(change.id);
    expect(remapped.activityId).toBe(change.activityId);
    expect(Object.isFrozen(remapped)).toBe(true);
    expect(remapCodebaseIds(remapped, swap)).toEqual(change);
  });

  it('rewrites nested undo/redo changes and select-after keys', () => {
    const redo = remapCodebaseIds(examples().REDO, new Map([[A, C]]));
    const styling = (redo.changeFields.changeToRedo as Change & { type: 'UNDO' }).changeFields
      .changeToUndo as Change & { type: 'STYLING' };
    expect(styling.changeFields.codebaseId).toBe(C);
    expect(styling.elementKeysToSelectAfterInstantUpdate).toEqual([key(C)]);
    expect(styling.elementKeysToSelectAfterUndo).toEqual([key(B)]);
  });

  it('keeps ids not in the map, unparsable keys and the change’s own id map', () => {
    const change = createChange(
      ChangeType.REMOVE_JSX,
      { codebaseIdsToRemove: [A, C] },
      {
        prevIdToNewIdMap: { [A]: C },
        elementKeysToSelectAfterInstantUpdate: ['not-a-key', key(C, '0-2')],
      },
    );
    const remapped = remapCodebaseIds(change, { [A]: B });
    expect(remapped.changeFields.codebaseIdsToRemove).toEqual([B, C]);
    expect(remapped.elementKeysToSelectAfterInstantUpdate).toEqual(['not-a-key', key(C, '0-2')]);
    expect(remapped.prevIdToNewIdMap).toEqual({ [A]: C });
    expect(remapCodebaseIds(change, {})).toEqual(change);
  });

  it('keeps lists de-duplicated when two ids merge', () => {
    const change = createChange(ChangeType.WRAP_DIV, { codebaseIdsToWrap: [A, B, C] });
    expect(remapCodebaseIds(change, { [A]: C }).changeFields.codebaseIdsToWrap).toEqual([C, B]);
  });

  it('refuses a map to an invalid id', () => {
    expect(() => remapCodebaseIds(examples().STYLING, { [A]: 'a b' })).toThrow(
      `Invalid codebase id in id map: ${A} → a b`,
    );
  });

  it('with an injective map and then its inverse is the identity', () => {
    const injectiveMap = fc
      .uniqueArray(codebaseIdArb, { maxLength: 6 })
      .chain((from) =>
        fc
          .shuffledSubarray(from, { minLength: from.length, maxLength: from.length })
          .map((to) => new Map(from.map((id, i) => [id, to[i]]))),
      );
    fc.assert(
      fc.property(changeArb(3), injectiveMap, (change, map) => {
        const inverse = new Map([...map].map(([from, to]) => [to, from]));
        expect(remapCodebaseIds(remapCodebaseIds(change, map), inverse)).toEqual(change);
      }),
      { numRuns: 400 },
    );
  });

  it('rewrites every id codebaseIdsOf reports', () => {
    fc.assert(
      fc.property(plainChangeArb(), (change) => {
        const ids = new Set(codebaseIdsOf(change));
        const rename = Object.fromEntries([...ids].map((id) => [id, `${id}-renamed`]));
        const after = codebaseIdsOf(remapCodebaseIds(change, rename));
        for (const id of after) expect(id.endsWith('-renamed')).toBe(true);
      }),
    );
  });

  it('codebaseIdsOf lists ids in field order, nested changes and keys included', () => {
    const e = examples();
    expect(codebaseIdsOf(e.MOVE_JSX)).toEqual([A, B, C, A, B]);
    expect(codebaseIdsOf(e.REDO)).toEqual([A, A, B]); // field, then the select-after keys
    expect(codebaseIdsOf(e.UNKNOWN)).toEqual([]);
  });
});
