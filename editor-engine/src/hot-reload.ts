/**
 * The hot-reload cycle as state (visual-editor spec, § 4). Instant updates live in the DOM only
 * until the source refreshes; a reload re-renders elements and drops what the layer did to them.
 *
 * - Every successful instant update is recorded (`applied`) with the operations that
 *   re-apply it (classes added or removed, elements hidden, text set) and the ones that clean
 *   it up (its styling class and rule).
 * - `flushStart` (the outer editor's `setIsFlushing(true)`): the recorded temporary classes
 *   are noted and the temporary elements present now are queued for deletion
 *   (`DELETE_AFTER_RELOAD_CLASS` added to every `TEMP_ELEMENT_CLASS` element).
 * - `activityFlushed`: the changes of those activities are in the source now (their
 *   `matchingActivityFlushed`).
 * - `reloaded` (Vite HMR applied an update): the queued elements are removed, hidden elements
 *   shown again and temporary markers cleared; the records whose activity was flushed are
 *   cleaned up and forgotten, every other record is re-applied (the queued class additions);
 *   the nav tree is rebuilt `NAV_TREE_REBUILD_DELAY_MS` later.
 *
 * Pure: `hotReloadReducer(state, event)` returns the next state and the operations to perform.
 */
import { idMapEntries, type IdMap } from './change-remap.js';
import { ChangeType, innerChange, type Change } from './change-types.js';
import { DELETE_AFTER_RELOAD_CLASS, HIDDEN_CLASS, NAV_TREE_REBUILD_DELAY_MS } from './constants.js';
import { TEMP_STYLING_CLASS } from './element-key.js';
import { TEMP_ELEMENT_CLASS, type InstantOp, type InstantUpdatePlan } from './instant-ops.js';

/** One applied instant update that the source does not show yet. */
export interface ReloadRecord {
  readonly changeId: string;
  readonly activityId: string;
  /** Operations that show the change again after a re-render. */
  readonly reapply: readonly InstantOp[];
  /** Operations that take the layer's traces away once the source shows the change. */
  readonly cleanup: readonly InstantOp[];
  /** Recorded before the current flush started. */
  readonly beforeFlush: boolean;
}

/** The state of the cycle. */
export interface HotReloadState {
  readonly flushing: boolean;
  readonly records: readonly ReloadRecord[];
  /** Activities the source has taken in since the last reload. */
  readonly flushedActivities: readonly string[];
}

/** Events of the cycle. */
export type HotReloadEvent =
  /** A plan was performed successfully (after `InstantUpdatePlanner.done`). */
  | { readonly type: 'applied'; readonly plan: InstantUpdatePlan }
  | { readonly type: 'flushStart' }
  | { readonly type: 'flushEnd' }
  | { readonly type: 'activityFlushed'; readonly activityIds: readonly string[] }
  | { readonly type: 'reloaded' }
  /** Codebase ids renamed by the refreshed source. */
  | { readonly type: 'remapIds'; readonly map: IdMap };

/** What to do after an event. */
export interface HotReloadStep {
  readonly state: HotReloadState;
  /** Operations to perform now, in order. */
  readonly ops: readonly InstantOp[];
  /** Rebuild the nav tree after this many milliseconds (after `reloaded`), else null. */
  readonly rebuildNavTreeAfterMs: number | null;
  /** Changes whose activity was flushed and are now shown by the source (after `reloaded`). */
  readonly matchingActivityFlushed: readonly string[];
}

/** The state before anything happened. */
export const IDLE_HOT_RELOAD: HotReloadState = Object.freeze({
  flushing: false,
  records: Object.freeze([]),
  flushedActivities: Object.freeze([]),
});

const REAPPLIED_OPS: ReadonlySet<InstantOp['op']> = new Set([
  'addClass',
  'removeClass',
  'hide',
  'setText',
  'setAttribute',
]);

/** The record of a performed plan; null for plans with nothing to keep (undo, structure). */
export function reloadRecordOf(plan: InstantUpdatePlan, beforeFlush = false): ReloadRecord | null {
  const change: Change =
    plan.change.type === ChangeType.REDO ? innerChange(plan.change)! : plan.change;
  if (change.type === ChangeType.UNDO) return null;
  const reapply = plan.ops.filter((op) => REAPPLIED_OPS.has(op.op));
  if (reapply.length === 0) return null;
  const cleanup: InstantOp[] = [];
  for (const op of plan.ops) {
    if (op.op === 'insertRule') {
      cleanup.push({ op: 'removeRule', ruleId: op.ruleId });
    } else if (
      op.op === 'addClass' &&
      op.className === plan.addedClass &&
      op.className !== plan.codebaseAddedClass
    ) {
      cleanup.push({ op: 'removeClass', target: op.target, className: op.className });
    }
  }
  return { changeId: change.id, activityId: change.activityId, reapply, cleanup, beforeFlush };
}

function step(
  state: HotReloadState,
  ops: readonly InstantOp[] = [],
  extra: Partial<Omit<HotReloadStep, 'state' | 'ops'>> = {},
): HotReloadStep {
  return {
    state: Object.freeze(state),
    ops,
    rebuildNavTreeAfterMs: extra.rebuildNavTreeAfterMs ?? null,
    matchingActivityFlushed: extra.matchingActivityFlushed ?? [],
  };
}

/** The next state of the cycle and the operations to perform. */
export function hotReloadReducer(state: HotReloadState, event: HotReloadEvent): HotReloadStep {
  switch (event.type) {
    case 'applied': {
      const undone =
        event.plan.change.type === ChangeType.UNDO
          ? event.plan.change.changeFields.changeToUndo.id
          : null;
      if (undone !== null) {
        return step({ ...state, records: state.records.filter((r) => r.changeId !== undone) });
      }
      const record = reloadRecordOf(event.plan);
      if (record === null) return step(state);
      const records = state.records.filter((r) => r.changeId !== record.changeId);
      return step({ ...state, records: [...records, record] });
    }
    case 'flushStart':
      return step(
        {
          ...state,
          flushing: true,
          records: state.records.map((r) => ({ ...r, beforeFlush: true })),
        },
        [
          {
            op: 'addClass',
            target: { className: TEMP_ELEMENT_CLASS },
            className: DELETE_AFTER_RELOAD_CLASS,
          },
        ],
      );
    case 'flushEnd':
      return step({ ...state, flushing: false });
    case 'activityFlushed': {
      const flushed = new Set([...state.flushedActivities, ...event.activityIds]);
      return step({ ...state, flushedActivities: [...flushed] });
    }
    case 'remapIds':
      return step({
        ...state,
        records: state.records.map((r) => ({
          ...r,
          reapply: r.reapply.map((op) => remapOp(op, event.map)),
          cleanup: r.cleanup.map((op) => remapOp(op, event.map)),
        })),
      });
    case 'reloaded': {
      const flushed = new Set(state.flushedActivities);
      const done = state.records.filter((r) => flushed.has(r.activityId));
      const kept = state.records.filter((r) => !flushed.has(r.activityId));
      const ops: InstantOp[] = [
        { op: 'remove', target: { className: DELETE_AFTER_RELOAD_CLASS } },
        { op: 'show', target: { className: HIDDEN_CLASS } },
        {
          op: 'removeClass',
          target: { className: TEMP_STYLING_CLASS },
          className: TEMP_STYLING_CLASS,
        },
        ...done.flatMap((r) => r.cleanup),
        ...kept.flatMap((r) => r.reapply),
      ];
      return step(
        {
          flushing: state.flushing,
          records: kept.map((r) => ({ ...r, beforeFlush: false })),
          flushedActivities: [],
        },
        ops,
        {
          rebuildNavTreeAfterMs: NAV_TREE_REBUILD_DELAY_MS,
          matchingActivityFlushed: done.map((r) => r.changeId),
        },
      );
    }
  }
}

function remapOp(op: InstantOp, map: IdMap): InstantOp {
  if (!('target' in op) || !('codebaseId' in op.target)) return op;
  const id = op.target.codebaseId;
  const next = new Map(idMapEntries(map)).get(id);
  return next === undefined ? op : { ...op, target: { codebaseId: next } };
}
