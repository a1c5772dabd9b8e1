import { ChangeType, newChangeId, type Change, type ChangeOf } from './change-types.js';
import { type IdMap, idMapEntries } from './change-remap.js';
import { createChange } from './changes.js';
import { instantUpdateRefusal } from './instant-gating.js';
import {
  EMPTY_LEDGER,
  itemFlags,
  keysToSelectAfter,
  ledgerReducer,
  type LedgerEvent,
  type LedgerItem,
  type LedgerItemFlags,
  type LedgerOutcome,
  type LedgerResult,
  type LedgerState,
} from './ledger-reducer.js';

/** What subscribers are told after every dispatch (refused ones included). */
export interface LedgerUpdate {
  readonly event: LedgerEvent;
  readonly accepted: boolean;
  readonly reason?: string;
  readonly previous: LedgerState;
  readonly state: LedgerState;
  /** For an accepted instant update: the element keys to select now. */
  readonly selectAfter?: readonly string[];
}

export type LedgerListener = (update: LedgerUpdate) => void;

interface Deferred {
  readonly promise: Promise<LedgerOutcome>;
  readonly resolve: (outcome: LedgerOutcome) => void;
}

function deferred(): Deferred {
  let resolve!: (outcome: LedgerOutcome) => void;
  const promise = new Promise<LedgerOutcome>((r) => (resolve = r));
  return { promise, resolve };
}

export interface ChangeLedgerOptions {
  /** Start from this state (e.g. a replay). */
  readonly initialState?: LedgerState;
  /** Ids for the UNDO and REDO changes the ledger makes. */
  readonly newId?: () => string;
}

/**
 * The change ledger: holds an immutable `LedgerState` that only `dispatch` replaces (through
 * `ledgerReducer`), tells subscribers about every dispatch, and lets callers await an item's
 * server outcome (`whenFinished`) without putting promises into the state.
 */
export class ChangeLedger {
  private current: LedgerState;
  private readonly listeners = new Set<LedgerListener>();
  private readonly waiting = new Map<string, Deferred>();
  private readonly log: LedgerEvent[] = [];
  private readonly newId: () => string;

  constructor(options: ChangeLedgerOptions = {}) {
    this.current = options.initialState ?? EMPTY_LEDGER;
    this.newId = options.newId ?? newChangeId;
  }

  /** The current immutable state. */
  get state(): LedgerState {
    return this.current;
  }

  /** Items in the order they were added. */
  get items(): readonly LedgerItem[] {
    return this.current.order.map((id) => this.current.items[id]);
  }

  /** The accepted events so far; replaying them from the initial state gives `state`. */
  get events(): readonly LedgerEvent[] {
    return this.log;
  }

  get isFlushing(): boolean {
    return this.current.flushing;
  }

  get canUndo(): boolean {
    return this.current.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.current.redoStack.length > 0;
  }

  item(itemId: string): LedgerItem | undefined {
    return this.current.items[itemId];
  }

  flags(itemId: string): LedgerItemFlags | undefined {
    const item = this.item(itemId);
    return item && itemFlags(item);
  }

  /** Applies an event through `ledgerReducer` and notifies subscribers. */
  dispatch(event: LedgerEvent): LedgerResult {
    const previous = this.current;
    const result = ledgerReducer(previous, event);
    let selectAfter: readonly string[] | undefined;
    if (result.ok) {
      this.current = result.state;
      this.log.push(event);
      this.settle(event);
      if (event.type === 'instantUpdateSent') {
        selectAfter = keysToSelectAfter(result.state.items[event.itemId].change);
      }
    }
    const update: LedgerUpdate = {
      event,
      accepted: result.ok,
      previous,
      state: result.state,
      ...(result.ok ? {} : { reason: result.reason }),
      ...(selectAfter ? { selectAfter } : {}),
    };
    let firstError: unknown;
    for (const listener of [...this.listeners]) {
      try {
        listener(update);
      } catch (error) {
        firstError ??= error;
      }
    }
    // A listener's own error, rethrown as it was once every listener has run.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (firstError !== undefined) throw firstError;
    return result;
  }

  /** Calls `listener` after every dispatch; returns the unsubscribe function. */
  subscribe(listener: LedgerListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(change: Change): LedgerResult {
    return this.dispatch({ type: 'add', change });
  }

  markInstantUpdateSent(itemId: string): LedgerResult {
    return this.dispatch({ type: 'instantUpdateSent', itemId });
  }

  finish(itemId: string, success: boolean): LedgerResult {
    return this.dispatch({ type: 'finish', itemId, success });
  }

  consume(itemId: string): LedgerResult {
    return this.dispatch({ type: 'consume', itemId });
  }

  markFlushing(flushing: boolean): LedgerResult {
    return this.dispatch({ type: 'setFlushing', flushing });
  }

  /** Rewrites codebase ids in every item (see `remapCodebaseIds`). */
  remapIds(map: IdMap): LedgerResult {
    const record: Record<string, string> = Object.fromEntries(idMapEntries(map));
    return this.dispatch({ type: 'remapIds', map: record });
  }

  /** True when the item is pending and its type and the flushing state allow an instant update. */
  mayInstantUpdate(itemId: string): boolean {
    const item = this.item(itemId);
    return (
      item !== undefined &&
      item.state.phase === 'pending' &&
      instantUpdateRefusal(item.change, this.current.flushing) === null
    );
  }

  /** The element keys to select after the item's instant update (or undo). */
  keysToSelectAfter(itemId: string): readonly string[] {
    const item = this.item(itemId);
    return item ? keysToSelectAfter(item.change) : [];
  }

  /**
   * Adds an UNDO of the latest undoable change and returns it, or null when there is nothing
   * to undo. Whether it may update instantly: `mayInstantUpdate(undo.id)`.
   */
  undo(): ChangeOf<'UNDO'> | null {
    const latest = this.current.undoStack.at(-1);
    if (latest === undefined) return null;
    const change = createChange(
      ChangeType.UNDO,
      { changeToUndo: this.current.items[latest].change },
      { id: this.newId() },
    );
    return this.add(change).ok ? change : null;
  }

  /** Adds a REDO of the latest undone change and returns it, or null when there is none. */
  redo(): ChangeOf<'REDO'> | null {
    const latest = this.current.redoStack.at(-1);
    if (latest === undefined) return null;
    const change = createChange(
      ChangeType.REDO,
      { changeToRedo: this.current.items[latest].change },
      { id: this.newId() },
    );
    return this.add(change).ok ? change : null;
  }

  /**
   * Resolves with the item's outcome once it has finished (at once if it already has).
   * It resolves on failure too (with `'failure'`), so an unawaited wait never rejects.
   */
  whenFinished(itemId: string): Promise<LedgerOutcome> {
    const item = this.item(itemId);
    if (!item) return Promise.reject(new Error(`No item ${itemId}`));
    if (item.state.phase === 'finished' || item.state.phase === 'consumed') {
      return Promise.resolve(item.state.outcome);
    }
    let wait = this.waiting.get(itemId);
    if (!wait) {
      wait = deferred();
      this.waiting.set(itemId, wait);
    }
    return wait.promise;
  }

  private settle(event: LedgerEvent): void {
    if (event.type !== 'finish') return;
    const wait = this.waiting.get(event.itemId);
    if (!wait) return;
    this.waiting.delete(event.itemId);
    wait.resolve(event.success ? 'success' : 'failure');
  }
}
