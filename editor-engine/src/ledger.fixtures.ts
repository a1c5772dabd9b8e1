// Shared by the change ledger's specs (not part of the build).
import { ChangeType } from './change-types.js';
import { A, B } from './changes.arbitraries.js';
import { createChange } from './changes.js';

export const styling = (id: string, extra: object = {}) =>
  createChange(
    ChangeType.STYLING,
    { codebaseId: A, stylingChanges: { color: 'red' } },
    { id, ...extra },
  );
export const edit = (id: string) =>
  createChange(
    ChangeType.EDIT_TEXT,
    { codebaseIdToEditText: B, newText: 'n', oldText: 'o' },
    { id },
  );
export const unknown = (id: string) => createChange(ChangeType.UNKNOWN, {}, { id });

/** Ids gen-1, gen-2, … for the undo and redo changes a ledger makes. */
export function counter() {
  let n = 0;
  return () => `gen-${++n}`;
}
