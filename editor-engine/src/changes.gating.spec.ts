import { describe, expect, it } from '@jest/globals';
import { examples } from './changes.arbitraries.js';
import { redoOf, undoOf } from './changes.fixtures.js';
import {
  canInstantUpdateWhileFlushing,
  canSendInstantUpdate,
  instantUpdateRefusal,
  supportsInstantUndo,
} from './instant-gating.js';

describe('instant-update gating', () => {
  const e = examples();

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
