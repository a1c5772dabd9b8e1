/**
 * Which changes the frame may show before the refresh: never an unknown one, an undo only when
 * the frame can take the undone change back, and while the source reloads only removal,
 * add-class and styling (visual-editor spec, § 4).
 */
import { ChangeType, innerChange, type Change } from './change-types.js';

const INSTANT_UNDO_TYPES: ReadonlySet<ChangeType> = new Set<ChangeType>([
  ChangeType.STYLING,
  ChangeType.ADD_CLASS,
  ChangeType.REMOVE_JSX,
]);
const FLUSH_SAFE_TYPES = INSTANT_UNDO_TYPES;

/**
 * True for the types whose instant update the frame can take back without a refresh:
 * styling and added classes are removed again, removed (hidden) elements are shown again.
 * Undoing any other type goes to the server only.
 */
export function supportsInstantUndo(type: ChangeType): boolean {
  return INSTANT_UNDO_TYPES.has(type);
}

/**
 * While the change queue is flushing (the source is reloading) only removal, add-class and
 * styling changes, and undo or redo of them (at any depth), may send an instant update.
 */
export function canInstantUpdateWhileFlushing(change: Change): boolean {
  const nested = innerChange(change);
  if (nested) return canInstantUpdateWhileFlushing(nested);
  return FLUSH_SAFE_TYPES.has(change.type);
}

/**
 * Why `change` may not be shown instantly now, or null when it may: UNKNOWN never is, an UNDO
 * only when the undone type supports instant undo, a REDO when its change could be, and while
 * flushing only what `canInstantUpdateWhileFlushing` allows.
 */
export function instantUpdateRefusal(change: Change, flushing: boolean): string | null {
  if (change.type === ChangeType.UNKNOWN) return 'UNKNOWN changes never send an instant update';
  if (flushing && !canInstantUpdateWhileFlushing(change)) {
    return 'while flushing only removal, add-class and styling changes (and undo or redo of them) update instantly';
  }
  if (change.type === ChangeType.UNDO) {
    const undone = change.changeFields.changeToUndo.type;
    if (!supportsInstantUndo(undone)) {
      return `${undone} has no instant undo; it is undone by the server only`;
    }
  }
  if (change.type === ChangeType.REDO) {
    return instantUpdateRefusal(change.changeFields.changeToRedo, flushing);
  }
  return null;
}

/** Whether the frame may show `change` instantly now (see `instantUpdateRefusal`). */
export function canSendInstantUpdate(change: Change, flushing: boolean): boolean {
  return instantUpdateRefusal(change, flushing) === null;
}
