import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  CHANGE_NAMES,
  ChangeType,
  isChangeType,
  newChangeId,
  type Change,
} from './change-types.js';
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
import { createChange, innerChange, reconstructChange, serializeChange } from './changes.js';
import {
  canInstantUpdateWhileFlushing,
  canSendInstantUpdate,
  instantUpdateRefusal,
  supportsInstantUndo,
} from './instant-gating.js';
import { isValidUuid } from './element-key.js';

const ALL_TYPES = Object.values(ChangeType);

describe('createChange', () => {
  it('makes a frozen value with id, type, changeName and changeFields', () => {
    const change = examples().STYLING;
    expect(change).toEqual({
      id: 'styling-1',
      type: 'STYLING',
      changeName: 'Styling',
      activityId: 'styling-1',
      changeFields: {
        codebaseId: A,
        stylingChanges: { backgroundColor: 'red' },
        stylingFramework: 'Tailwind',
        modifiers: ['hover'],
        customProperties: { '--gap': '4px' },
      },
      elementKeysToSelectAfterInstantUpdate: [key(A)],
      elementKeysToSelectAfterUndo: [key(B)],
    });
    expect(Object.isFrozen(change)).toBe(true);
    expect(Object.isFrozen(change.changeFields)).toBe(true);
    expect(Object.isFrozen(change.changeFields.stylingChanges)).toBe(true);
    expect(Object.isFrozen(change.elementKeysToSelectAfterInstantUpdate)).toBe(true);
    expect(() => {
      (change as { type: string }).type = 'REDO';
    }).toThrow(TypeError);
  });

  it.each(ALL_TYPES)('names %s changes after their type', (type) => {
    expect(examples()[type].changeName).toBe(CHANGE_NAMES[type]);
    expect(examples()[type].type).toBe(type);
  });

  it('copies its input instead of freezing it', () => {
    const stylingChanges = { color: 'red' };
    const ids = [A];
    createChange(ChangeType.STYLING, { codebaseId: A, stylingChanges });
    createChange(ChangeType.REMOVE_JSX, { codebaseIdsToRemove: ids });
    stylingChanges.color = 'blue';
    ids.push(B);
    expect(Object.isFrozen(stylingChanges)).toBe(false);
  });

  it('de-duplicates remove, wrap and duplicate id lists in order', () => {
    const e = examples();
    expect(e.REMOVE_JSX.changeFields).toEqual({ codebaseIdsToRemove: [A, B, C] });
    expect(e.WRAP_DIV.changeFields).toEqual({ codebaseIdsToWrap: [B, A] });
    expect(e.DUPLICATE.changeFields).toEqual({ codebaseIdsToDuplicate: [C, A] });
  });

  it('fills defaults for styling and add-class and leaves absent optional fields out', () => {
    expect(
      createChange(ChangeType.STYLING, { codebaseId: A, stylingChanges: {} }).changeFields,
    ).toEqual({
      codebaseId: A,
      stylingChanges: {},
      stylingFramework: 'Inline',
      modifiers: [],
      customProperties: {},
    });
    expect(
      createChange(ChangeType.ADD_CLASS, { codebaseIdToAddClass: A, className: 'x' }).changeFields,
    ).toEqual({
      codebaseIdToAddClass: A,
      className: 'x',
      addingTailwindClass: false,
      modifiers: [],
      customProperties: {},
    });
    const add = createChange(ChangeType.ADD_JSX, { codebaseIdToAddTo: A, addNativeTag: 'div' });
    expect(Object.keys(add.changeFields)).toEqual(['codebaseIdToAddTo', 'addNativeTag']);
    const change = createChange(ChangeType.EDIT_TEXT, {
      codebaseIdToEditText: A,
      newText: '',
      oldText: 'x',
    });
    expect(Object.keys(change).sort()).toEqual([
      'activityId',
      'changeFields',
      'changeName',
      'elementKeysToSelectAfterInstantUpdate',
      'elementKeysToSelectAfterUndo',
      'id',
      'type',
    ]);
  });

  it('keeps the frame-side fields', () => {
    const change = createChange(
      ChangeType.STYLING,
      { codebaseId: A, stylingChanges: { color: 'red' } },
      {
        id: 'x',
        changeName: 'Colour',
        activityId: 'act',
        cssEquivalent: 'color: red;',
        temporaryOnly: true,
        prevIdToNewIdMap: { [A]: B },
        matchingActivityFlushed: false,
      },
    );
    expect(change).toMatchObject({
      id: 'x',
      changeName: 'Colour',
      activityId: 'act',
      cssEquivalent: 'color: red;',
      temporaryOnly: true,
      prevIdToNewIdMap: { [A]: B },
      matchingActivityFlushed: false,
    });
  });

  it('makes a random v4 id and uses it as the activity id by default', () => {
    const a = createChange(ChangeType.REMOVE_JSX, { codebaseIdsToRemove: [A] });
    const b = createChange(ChangeType.REMOVE_JSX, { codebaseIdsToRemove: [A] });
    expect(isValidUuid(a.id)).toBe(true);
    expect(a.id).not.toBe(b.id);
    expect(a.activityId).toBe(a.id);
    expect(isValidUuid(newChangeId())).toBe(true);
  });

  it('de-duplicates select-after keys', () => {
    const change = createChange(
      ChangeType.REMOVE_JSX,
      { codebaseIdsToRemove: [A] },
      { elementKeysToSelectAfterUndo: [key(A), key(A), key(B)] },
    );
    expect(change.elementKeysToSelectAfterUndo).toEqual([key(A), key(B)]);
  });

  it.each([
    [ChangeType.STYLING, { stylingChanges: {} }, 'codebaseId must be a non-empty string'],
    [ChangeType.STYLING, { codebaseId: A, stylingChanges: { a: 1 } }, 'stylingChanges must map'],
    [ChangeType.STYLING, { codebaseId: A, stylingChanges: [] }, 'stylingChanges must map'],
    [
      ChangeType.STYLING,
      { codebaseId: A, stylingChanges: {}, stylingFramework: 'Sass' },
      'unknown styling framework Sass',
    ],
    [ChangeType.ADD_JSX, { codebaseIdToAddTo: '' }, 'codebaseIdToAddTo must be a non-empty'],
    [ChangeType.ADD_JSX, { codebaseIdToAddTo: A, beforeCodebaseId: 3 }, 'beforeCodebaseId must'],
    [ChangeType.ADD_JSX, { codebaseIdToAddTo: A, propsToSet: [1] }, 'propsToSet must be an object'],
    [
      ChangeType.ADD_JSX,
      { codebaseIdToAddTo: A, propsToSet: { f: () => 1 } },
      'propsToSet.f must be JSON data',
    ],
    [ChangeType.MOVE_JSX, { codebaseIdToMove: A }, 'codebaseIdToMoveTo must be'],
    [ChangeType.REMOVE_JSX, { codebaseIdsToRemove: 'a' }, 'must be a list of non-empty strings'],
    [ChangeType.REMOVE_JSX, { codebaseIdsToRemove: [''] }, 'must be a list of non-empty strings'],
    [
      ChangeType.CHANGE_PROP,
      { codebaseIdToChange: A, propName: 'n', propValue: Number.NaN },
      'propValue must be a finite number',
    ],
    [
      ChangeType.CHANGE_PROP,
      { codebaseIdToChange: A, propName: 'n', propValue: [new Date(0)] },
      'propValue[0] must be JSON data',
    ],
    [
      ChangeType.ADD_CLASS,
      { codebaseIdToAddClass: A, className: 'x', addingTailwindClass: 'yes' },
      'addingTailwindClass must be a boolean',
    ],
    [ChangeType.REMOVE_CLASS, { codebaseIdToRemoveClass: A }, 'className must be'],
    [ChangeType.EDIT_TEXT, { codebaseIdToEditText: A, newText: 'x' }, 'oldText must be a string'],
    [ChangeType.WRAP_DIV, { codebaseIdsToWrap: [1] }, 'codebaseIdsToWrap must be a list'],
    [ChangeType.CHANGE_TAG, { codebaseIdToChange: A }, 'newTagName must be'],
    [
      ChangeType.DUPLICATE,
      { codebaseIdsToDuplicate: 'x' },
      'codebaseIdsToDuplicate must be a list',
    ],
    [ChangeType.UNDO, {}, 'changeToUndo must be a change'],
    [ChangeType.UNDO, { changeToUndo: { id: 'x', type: 'NOPE' } }, 'Unknown change type: NOPE'],
    [ChangeType.REDO, { changeToRedo: Object.freeze({ id: 'x' }) }, 'changeToRedo must be'],
    [ChangeType.UNKNOWN, { x: undefined, y: Symbol('s') }, 'changeFields.y must be JSON data'],
  ])('refuses bad %s fields %p', (type, fields, message) => {
    expect(() => createChange(type, fields as never)).toThrow(message);
  });

  it('refuses bad types, fields and frame-side fields', () => {
    expect(() => createChange('NOPE' as never, {} as never)).toThrow('Unknown change type: NOPE');
    expect(() => createChange(ChangeType.UNKNOWN, [] as never)).toThrow(
      'Invalid UNKNOWN change: changeFields must be an object',
    );
    const fields = { codebaseIdsToRemove: [A] };
    const bad = (options: object) => () =>
      createChange(ChangeType.REMOVE_JSX, fields, options as never);
    expect(bad({ id: '' })).toThrow('id must be a non-empty string');
    expect(bad({ activityId: 3 })).toThrow('activityId must be a string');
    expect(bad({ cssEquivalent: {} })).toThrow('cssEquivalent must be a string');
    expect(bad({ temporaryOnly: 'no' })).toThrow('temporaryOnly must be a boolean');
    expect(bad({ prevIdToNewIdMap: { a: 1 } })).toThrow('prevIdToNewIdMap must map ids to ids');
    expect(bad({ prevIdToNewIdMap: [] })).toThrow('prevIdToNewIdMap must map ids to ids');
    expect(bad({ elementKeysToSelectAfterUndo: 'k' })).toThrow(
      'elementKeysToSelectAfterUndo must list element keys',
    );
  });

  it('normalises -0 and keeps __proto__ as plain data', () => {
    const change = createChange(ChangeType.CHANGE_PROP, {
      codebaseIdToChange: A,
      propName: 'p',
      propValue: JSON.parse('{"__proto__": {"polluted": true}, "z": -0}'),
    });
    const value = change.changeFields.propValue as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'z']);
    expect(Object.is(value.z, 0)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks a frozen nested change that createChange did not make', () => {
    const fake = Object.freeze({ id: 'f', type: 'STYLING', changeFields: { codebaseId: 3 } });
    expect(() => createChange(ChangeType.UNDO, { changeToUndo: fake as never })).toThrow(
      'Invalid STYLING change: codebaseId must be a non-empty string',
    );
  });

  it('rebuilds a nested change that was not made by createChange', () => {
    const undo = createChange(ChangeType.UNDO, {
      changeToUndo: JSON.parse(JSON.stringify(examples().ADD_CLASS)),
    });
    expect(undo.changeFields.changeToUndo).toEqual(examples().ADD_CLASS);
    expect(Object.isFrozen(undo.changeFields.changeToUndo)).toBe(true);
  });

  it('innerChange gives the undone or redone change', () => {
    const e = examples();
    expect(innerChange(e.UNDO)).toBe(e.UNDO.changeFields.changeToUndo);
    expect(innerChange(e.REDO)?.type).toBe('UNDO');
    expect(innerChange(e.STYLING)).toBeUndefined();
  });

  it('isChangeType knows the types', () => {
    expect(ALL_TYPES.every(isChangeType)).toBe(true);
    expect(isChangeType('styling')).toBe(false);
    expect(isChangeType(undefined)).toBe(false);
  });
});

describe('serializeChange / reconstructChange', () => {
  it.each(ALL_TYPES)('round-trips a %s change through JSON text', (type) => {
    const change = examples()[type];
    const text = JSON.stringify(serializeChange(change));
    const back = reconstructChange(text);
    expect(back).toEqual(change);
    expect(reconstructChange(JSON.parse(text))).toEqual(change);
    expect(Object.isFrozen(back)).toBe(true);
  });

  it('serialises nested undo/redo as plain JSON objects', () => {
    const json = serializeChange(examples().REDO);
    expect(Object.isFrozen(json)).toBe(false);
    expect(json).toMatchObject({
      type: 'REDO',
      changeFields: {
        changeToRedo: { type: 'UNDO', changeFields: { changeToUndo: { type: 'STYLING' } } },
      },
    });
  });

  it('is the identity for arbitrary changes, nested undo/redo included', () => {
    fc.assert(
      fc.property(changeArb(4), (change) => {
        const json = JSON.parse(JSON.stringify(serializeChange(change)));
        expect(reconstructChange(json)).toEqual(change);
      }),
      { numRuns: 500 },
    );
  });

  it('throws for an unknown type, also when nested', () => {
    expect(() => reconstructChange({ type: 'TELEPORT', changeFields: {} })).toThrow(
      new Error('Unknown change type: TELEPORT'),
    );
    expect(() =>
      reconstructChange({ type: 'UNDO', changeFields: { changeToUndo: { id: 'x', type: 'BAD' } } }),
    ).toThrow('Unknown change type: BAD');
  });

  it.each([
    [undefined],
    [null],
    [{}],
    [{ type: null, changeFields: {} }],
    [{ type: '', id: 'x' }],
    [[]],
    ['null'],
    ['{"id":"x"}'],
    [42],
  ])('gives undefined for a value without a type: %p', (value) => {
    expect(reconstructChange(value)).toBeUndefined();
  });

  it('refuses a nested change without a type and bad ids or names', () => {
    expect(() => reconstructChange({ type: 'REDO', changeFields: { changeToRedo: {} } })).toThrow(
      'Invalid REDO change: changeToRedo must be a change',
    );
    expect(() => reconstructChange({ type: 'UNKNOWN', id: 3 })).toThrow('id must be a string');
    expect(() => reconstructChange({ type: 'UNKNOWN', changeName: 3 })).toThrow(
      'changeName must be a string',
    );
  });

  it('gives a change without fields or id an empty field set and a fresh id', () => {
    const change = reconstructChange({ type: 'UNKNOWN' });
    expect(change?.changeFields).toEqual({});
    expect(isValidUuid(change?.id ?? '')).toBe(true);
  });
});

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

describe('instant-update gating', () => {
  const e = examples();
  const undoOf = (change: Change) => createChange(ChangeType.UNDO, { changeToUndo: change });
  const redoOf = (change: Change) => createChange(ChangeType.REDO, { changeToRedo: change });

  it.each([
    ['STYLING', true, true, true],
    ['ADD_JSX', false, false, true],
    ['MOVE_JSX', false, false, true],
    ['REMOVE_JSX', true, true, true],
    ['CHANGE_PROP', false, false, true],
    ['ADD_CLASS', true, true, true],
    ['REMOVE_CLASS', false, false, true],
    ['EDIT_TEXT', false, false, true],
    ['WRAP_DIV', false, false, true],
    ['CHANGE_TAG', false, false, true],
    ['DUPLICATE', false, false, true],
    ['UNKNOWN', false, false, false],
  ] as const)(
    '%s: instant undo %p, while flushing %p, otherwise %p',
    (type, instantUndo, whileFlushing, normally) => {
      const change = e[type];
      expect(supportsInstantUndo(type)).toBe(instantUndo);
      expect(canInstantUpdateWhileFlushing(change)).toBe(whileFlushing);
      expect(canSendInstantUpdate(change, true)).toBe(whileFlushing);
      expect(canSendInstantUpdate(change, false)).toBe(normally);
      // undo: instant only with instant undo; flushing allows it only for the three types
      expect(canSendInstantUpdate(undoOf(change), false)).toBe(instantUndo);
      expect(canSendInstantUpdate(undoOf(change), true)).toBe(instantUndo && whileFlushing);
      expect(canInstantUpdateWhileFlushing(undoOf(change))).toBe(whileFlushing);
      // redo re-applies the change
      expect(canSendInstantUpdate(redoOf(change), false)).toBe(normally);
      expect(canSendInstantUpdate(redoOf(change), true)).toBe(whileFlushing);
      expect(canInstantUpdateWhileFlushing(redoOf(undoOf(change)))).toBe(whileFlushing);
    },
  );

  it('UNDO and REDO themselves have no instant undo', () => {
    expect(supportsInstantUndo('UNDO')).toBe(false);
    expect(supportsInstantUndo('REDO')).toBe(false);
    expect(canSendInstantUpdate(undoOf(e.UNDO), false)).toBe(false);
  });

  it('gives reasons for a refusal', () => {
    expect(instantUpdateRefusal(e.UNKNOWN, false)).toBe(
      'UNKNOWN changes never send an instant update',
    );
    expect(instantUpdateRefusal(e.ADD_JSX, true)).toMatch(/^while flushing only removal/);
    expect(instantUpdateRefusal(undoOf(e.EDIT_TEXT), false)).toBe(
      'EDIT_TEXT has no instant undo; it is undone by the server only',
    );
    expect(instantUpdateRefusal(redoOf(e.UNKNOWN), false)).toBe(
      'UNKNOWN changes never send an instant update',
    );
    expect(instantUpdateRefusal(e.STYLING, true)).toBeNull();
  });
});
