// Shared by the change specs (not part of the build).
import { ChangeType, type Change } from './change-types.js';
import { createChange } from './changes.js';

export const ALL_TYPES = Object.values(ChangeType);

export const undoOf = (change: Change) => createChange(ChangeType.UNDO, { changeToUndo: change });
export const redoOf = (change: Change) => createChange(ChangeType.REDO, { changeToRedo: change });
