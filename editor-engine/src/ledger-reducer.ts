// The change ledger's state and its one pure transition function; ChangeLedger (ledger.ts)
// wraps them.
import { ChangeType, type Change } from './change-types.js';
import { remapCodebaseIds } from './change-remap.js';
import { innerChange } from './change-types.js';
import { instantUpdateRefusal } from './instant-gating.js';

/** How a finished item ended; `skipped` is an UNKNOWN change, consumed without a server call. */
export type LedgerOutcome = 'success' | 'failure' | 'skipped';

/**
 * Where an item is in its life: pending → instantUpdateSent → finished (success or failure) →
 * consumed. The instant update is optional (finish may come straight from pending); finished
 * and consumed states remember whether one was sent.
 */
export type LedgerItemState =
  | { readonly phase: 'pending' }
  | { readonly phase: 'instantUpdateSent' }
  | {
      readonly phase: 'finished';
      readonly outcome: 'success' | 'failure';
      readonly instantUpdateSent: boolean;
    }
  | {
      readonly phase: 'consumed';
      readonly outcome: LedgerOutcome;
      readonly instantUpdateSent: boolean;
    };

export type LedgerPhase = LedgerItemState['phase'];

/** A change in the ledger with its one state field. */
export interface LedgerItem {
  readonly change: Change;
  readonly state: LedgerItemState;
}

/**
 * A ledger item's flags, all derived from `LedgerItem.state` so they can never contradict each
 * other (visual-editor spec, § 3).
 */
export interface LedgerItemFlags {
  readonly consumed: boolean;
  readonly failed: boolean;
  readonly instantUpdateSent: boolean;
  readonly finished: boolean;
  readonly successful: boolean;
}

/** Immutable ledger state; every event makes a new one. */
export interface LedgerState {
  readonly items: Readonly<Record<string, LedgerItem>>;
  /** Item ids in the order they were added. */
  readonly order: readonly string[];
  /** The change queue is flushing (the source is reloading). */
  readonly flushing: boolean;
  /** Item ids that undo can take back, the latest last. */
  readonly undoStack: readonly string[];
  /** Item ids of undone changes that redo can re-apply, the latest last. */
  readonly redoStack: readonly string[];
}

/** Everything that can happen to a ledger. */
export type LedgerEvent =
  | { readonly type: 'add'; readonly change: Change }
  | { readonly type: 'instantUpdateSent'; readonly itemId: string }
  | { readonly type: 'finish'; readonly itemId: string; readonly success: boolean }
  | { readonly type: 'consume'; readonly itemId: string }
  | { readonly type: 'setFlushing'; readonly flushing: boolean }
  | { readonly type: 'remapIds'; readonly map: Readonly<Record<string, string>> }
  | { readonly type: 'prune' };

/** The state after an event, or the unchanged state and why the event was refused. */
export type LedgerResult =
  | { readonly ok: true; readonly state: LedgerState }
  | { readonly ok: false; readonly state: LedgerState; readonly reason: string };

/** A ledger with nothing in it. */
export const EMPTY_LEDGER: LedgerState = Object.freeze({
  items: Object.freeze({}),
  order: Object.freeze([]),
  flushing: false,
  undoStack: Object.freeze([]),
  redoStack: Object.freeze([]),
});

const PENDING: LedgerItemState = Object.freeze({ phase: 'pending' });
const INSTANT_UPDATE_SENT: LedgerItemState = Object.freeze({ phase: 'instantUpdateSent' });

/** The flags of an item, derived from its one state field. */
export function itemFlags(item: LedgerItem): LedgerItemFlags {
  const { state } = item;
  const done = state.phase === 'finished' || state.phase === 'consumed';
  return {
    consumed: state.phase === 'consumed',
    failed: done && state.outcome === 'failure',
    instantUpdateSent: state.phase === 'instantUpdateSent' || (done && state.instantUpdateSent),
    finished: done,
    successful: done && state.outcome === 'success',
  };
}

function keysAfterApply(change: Change): readonly string[] {
  if (change.elementKeysToSelectAfterInstantUpdate.length > 0) {
    return change.elementKeysToSelectAfterInstantUpdate;
  }
  const nested = innerChange(change);
  if (!nested) return [];
  return change.type === ChangeType.UNDO ? keysAfterUndo(nested) : keysAfterApply(nested);
}

function keysAfterUndo(change: Change): readonly string[] {
  if (change.elementKeysToSelectAfterUndo.length > 0) return change.elementKeysToSelectAfterUndo;
  const nested = innerChange(change);
  if (!nested) return [];
  return change.type === ChangeType.UNDO ? keysAfterApply(nested) : keysAfterUndo(nested);
}

/**
 * Element keys to select once `change` has been shown instantly: its own select-after keys,
 * else for an UNDO the undone change's keys to select after an undo, and for a REDO the
 * re-applied change's keys (at any depth of nesting).
 */
export function keysToSelectAfter(change: Change): readonly string[] {
  return keysAfterApply(change);
}

function ok(state: LedgerState): LedgerResult {
  return { ok: true, state: Object.freeze(state) };
}

function refuse(state: LedgerState, reason: string): LedgerResult {
  return { ok: false, state, reason };
}

function setItem(state: LedgerState, id: string, item: LedgerItem): LedgerState {
  return { ...state, items: Object.freeze({ ...state.items, [id]: Object.freeze(item) }) };
}

function without(ids: readonly string[], id: string): readonly string[] {
  return ids.includes(id) ? Object.freeze(ids.filter((x) => x !== id)) : ids;
}

function pushed(ids: readonly string[], id: string): readonly string[] {
  return Object.freeze([...without(ids, id), id]);
}

function addItem(state: LedgerState, change: Change): LedgerResult {
  if (typeof change !== 'object' || change === null || typeof change.id !== 'string') {
    return refuse(state, 'add needs a change');
  }
  if (state.items[change.id]) return refuse(state, `Item ${change.id} is already in the ledger`);
  const order = Object.freeze([...state.order, change.id]);
  if (change.type === ChangeType.UNKNOWN) {
    const consumed: LedgerItemState = {
      phase: 'consumed',
      outcome: 'skipped',
      instantUpdateSent: false,
    };
    return ok({ ...setItem(state, change.id, { change, state: consumed }), order });
  }
  const next = { ...setItem(state, change.id, { change, state: PENDING }), order };
  if (change.type === ChangeType.UNDO) {
    const undone = change.changeFields.changeToUndo.id;
    if (!state.undoStack.includes(undone)) return ok(next);
    return ok({
      ...next,
      undoStack: without(state.undoStack, undone),
      redoStack: pushed(state.redoStack, undone),
    });
  }
  if (change.type === ChangeType.REDO) {
    return ok({
      ...next,
      undoStack: pushed(state.undoStack, change.id),
      redoStack: without(state.redoStack, change.changeFields.changeToRedo.id),
    });
  }
  return ok({
    ...next,
    undoStack: pushed(state.undoStack, change.id),
    redoStack: EMPTY_LEDGER.redoStack,
  });
}

function markInstantUpdateSent(state: LedgerState, itemId: string): LedgerResult {
  const item = state.items[itemId];
  if (!item) return refuse(state, `No item ${itemId}`);
  if (item.state.phase !== 'pending') {
    return refuse(state, `Cannot send an instant update for ${itemId}: it is ${item.state.phase}`);
  }
  const refusal = instantUpdateRefusal(item.change, state.flushing);
  if (refusal) return refuse(state, `Cannot send an instant update for ${itemId}: ${refusal}`);
  return ok(setItem(state, itemId, { ...item, state: INSTANT_UPDATE_SENT }));
}

/** A failed call leaves nothing to undo or redo: the stacks go back to before the item. */
function stacksAfterFailure(state: LedgerState, change: Change): LedgerState {
  let { undoStack, redoStack } = state;
  undoStack = without(undoStack, change.id);
  redoStack = without(redoStack, change.id);
  if (change.type === ChangeType.UNDO) {
    const undone = change.changeFields.changeToUndo.id;
    if (redoStack.includes(undone) && state.items[undone]) {
      redoStack = without(redoStack, undone);
      undoStack = pushed(undoStack, undone);
    }
  } else if (change.type === ChangeType.REDO) {
    const redone = change.changeFields.changeToRedo.id;
    const item = state.items[redone];
    if (item && !itemFlags(item).failed) redoStack = pushed(redoStack, redone);
  }
  return { ...state, undoStack, redoStack };
}

function finish(state: LedgerState, itemId: string, success: boolean): LedgerResult {
  const item = state.items[itemId];
  if (!item) return refuse(state, `No item ${itemId}`);
  const { phase } = item.state;
  if (phase !== 'pending' && phase !== 'instantUpdateSent') {
    return refuse(state, `Cannot finish ${itemId}: it is already ${phase}`);
  }
  if (typeof success !== 'boolean') return refuse(state, 'finish needs a success flag');
  const next = setItem(state, itemId, {
    ...item,
    state: {
      phase: 'finished',
      outcome: success ? 'success' : 'failure',
      instantUpdateSent: phase === 'instantUpdateSent',
    },
  });
  return ok(success ? next : stacksAfterFailure(next, item.change));
}

function consume(state: LedgerState, itemId: string): LedgerResult {
  const item = state.items[itemId];
  if (!item) return refuse(state, `No item ${itemId}`);
  if (item.state.phase === 'consumed') return refuse(state, `Item ${itemId} was already consumed`);
  if (item.state.phase !== 'finished') {
    return refuse(state, `Cannot consume ${itemId}: it has not finished (${item.state.phase})`);
  }
  return ok(setItem(state, itemId, { ...item, state: { ...item.state, phase: 'consumed' } }));
}

function remapIds(state: LedgerState, map: Readonly<Record<string, string>>): LedgerResult {
  const items: Record<string, LedgerItem> = {};
  try {
    for (const id of state.order) {
      const item = state.items[id];
      items[id] = Object.freeze({ ...item, change: remapCodebaseIds(item.change, map) });
    }
  } catch (error) {
    return refuse(state, (error as Error).message);
  }
  return ok({ ...state, items: Object.freeze(items) });
}

/** Drops consumed items that undo and redo can no longer reach. */
function prune(state: LedgerState): LedgerResult {
  const keep = new Set([...state.undoStack, ...state.redoStack]);
  const order = state.order.filter(
    (id) => keep.has(id) || state.items[id].state.phase !== 'consumed',
  );
  const items: Record<string, LedgerItem> = {};
  for (const id of order) items[id] = state.items[id];
  return ok({ ...state, order: Object.freeze(order), items: Object.freeze(items) });
}

/**
 * The ledger's one transition function: the state after `event`, or the same state and a
 * reason when the event is not allowed (finishing or consuming twice, an instant update that
 * the type or flushing forbids, an unknown item). Pure, so a list of events can be replayed.
 */
export function ledgerReducer(state: LedgerState, event: LedgerEvent): LedgerResult {
  switch (event.type) {
    case 'add':
      return addItem(state, event.change);
    case 'instantUpdateSent':
      return markInstantUpdateSent(state, event.itemId);
    case 'finish':
      return finish(state, event.itemId, event.success);
    case 'consume':
      return consume(state, event.itemId);
    case 'setFlushing':
      return state.flushing === event.flushing
        ? ok(state)
        : ok({ ...state, flushing: event.flushing === true });
    case 'remapIds':
      return remapIds(state, event.map);
    case 'prune':
      return prune(state);
    default:
      return refuse(state, `Unknown ledger event: ${String((event as { type?: unknown }).type)}`);
  }
}

/** Replays events from `initial`; refused events are reported and change nothing. */
export function replayLedger(
  events: Iterable<LedgerEvent>,
  initial: LedgerState = EMPTY_LEDGER,
): { readonly state: LedgerState; readonly refusals: readonly string[] } {
  let state = initial;
  const refusals: string[] = [];
  for (const event of events) {
    const result = ledgerReducer(state, event);
    state = result.state;
    if (!result.ok) refusals.push(result.reason);
  }
  return { state, refusals };
}
