import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { changeArb, examples } from './changes.arbitraries.js';
import { ALL_TYPES } from './changes.fixtures.js';
import { reconstructChange, serializeChange } from './changes.js';
import { isValidUuid } from './element-key.js';

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
