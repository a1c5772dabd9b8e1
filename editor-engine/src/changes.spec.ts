import { describe, expect, it } from '@jest/globals';
import { CHANGE_NAMES, ChangeType, isChangeType, newChangeId } from './change-types.js';
import { A, B, C, examples, sampleKey as key } from './changes.arbitraries.js';
import { ALL_TYPES } from './changes.fixtures.js';
import { createChange, innerChange } from './changes.js';
import { isValidUuid } from './element-key.js';

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
