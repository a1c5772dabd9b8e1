/**
 * The instant-update planner: for a change, the DOM-free operations the adapter performs so it
 * shows at once (`instant-plans.ts` holds each change type's plan), the inverse operations an
 * instant undo needs, and the INSTANT_UPDATE_DONE message once the adapter has performed them.
 * It remembers what each applied change added and the codebase ids renamed since, so an undo
 * or redo targets the elements as they are named now.
 */
import { idMapEntries, remapCodebaseIds, type IdMap } from './change-remap.js';
import { ChangeType, innerChange, type Change } from './change-types.js';
import { serializeChange } from './changes.js';
import { STYLING_CLASS_PREFIX } from './element-key.js';
import { instantUpdateRefusal } from './instant-gating.js';
import type {
  InstantUpdatePlan,
  InstantUpdateRefusal,
  InstantUpdateResult,
} from './instant-ops.js';
import { changePlan, styledElement, undoOps, type AppliedRecord } from './instant-plans.js';
import { keysToSelectAfter } from './ledger-reducer.js';
import {
  FRAME_MESSAGE,
  frameMessage,
  type FrameMessage,
  type InstantUpdateData,
  type RemovedElementInfo,
} from './protocol-frame.js';
import { sanitizeClassName } from './styles.js';

/** Options of an `InstantUpdatePlanner`. */
export interface InstantUpdatePlannerOptions {
  /** Milliseconds clock for the styling class stamps (default `Date.now`). */
  readonly now?: () => number;
}

/**
 * Plans instant updates and their undos, remembering what each applied change added and the
 * codebase id renames since (accumulated across remaps).
 *
 * ```ts
 * const planner = new InstantUpdatePlanner();
 * const plan = planner.plan(change, ledger.isFlushing);
 * if (!('refused' in plan)) {
 *   const result = adapter.perform(plan.ops); // DOM work, reports removed HTML / added ids
 *   port.postMessage(planner.done(plan, result)); // INSTANT_UPDATE_DONE
 * }
 * ```
 */
export class InstantUpdatePlanner {
  private readonly now: () => number;
  private readonly epoch: number;
  private counter = 0;
  private idMap: Record<string, string> = {};
  private readonly applied = new Map<string, AppliedRecord>();

  constructor(options: InstantUpdatePlannerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.epoch = this.now();
  }

  /** Previous → current codebase id, over every remap so far (`a→b` then `b→c` is `a→c`). */
  get accumulatedIdMap(): Readonly<Record<string, string>> {
    return this.idMap;
  }

  /** Records renamed codebase ids (after the source refreshed). */
  remapIds(map: IdMap): void {
    const entries = idMapEntries(map);
    const next: Record<string, string> = {};
    const rename = new Map(entries);
    for (const [from, to] of Object.entries(this.idMap)) next[from] = rename.get(to) ?? to;
    for (const [from, to] of entries) if (!(from in next)) next[from] = to;
    this.idMap = next;
    for (const [id, record] of this.applied) {
      this.applied.set(id, { ...record, change: remapCodebaseIds(record.change, rename) });
    }
  }

  /**
   * The source shows these changes now (their hot update landed and its cleanup ran): they no
   * longer count as shown by the planner, so undoing a later styling of the same element takes
   * its temporary marker off.
   */
  forget(changeIds: readonly string[]): void {
    for (const id of changeIds) this.applied.delete(id);
  }

  /** A new timestamped styling class: `arb89-styling-{ms since the planner started}-{n}-{name}`. */
  private stylingClass(name: string): string {
    this.counter++;
    const stamp = `${Math.max(0, Math.floor(this.now() - this.epoch))}-${this.counter}`;
    return `${STYLING_CLASS_PREFIX}${stamp}-${sanitizeClassName(name)}`;
  }

  /**
   * The plan that shows `change` now, or a refusal. Refused: UNKNOWN changes always; an undo
   * of a type without an instant undo; while the change queue is flushing (the source is
   * reloading), everything but removals, add-class and styling changes and undo or redo of
   * them (the kinds the layer can take back without a refresh); a prop change with a
   * non-plain value and an add without `htmlForInstantUpdate` (nothing to show before the
   * source refreshes).
   */
  plan(change: Change, flushing: boolean): InstantUpdatePlan | InstantUpdateRefusal {
    const refusal = instantUpdateRefusal(change, flushing);
    if (refusal !== null) return { refused: refusal };
    const selectAfter = keysToSelectAfter(change);
    if (change.type === ChangeType.UNDO) {
      const undone = this.remap(change.changeFields.changeToUndo);
      const record = this.applied.get(undone.id) ?? { change: undone };
      const styled = styledElement(record);
      const lastStyling =
        styled !== null &&
        ![...this.applied.entries()].some(
          ([id, other]) => id !== undone.id && styledElement(other) === styled,
        );
      return { change, ops: undoOps(record, lastStyling), newAddedIds: [], selectAfter };
    }
    const target = change.type === ChangeType.REDO ? this.remap(innerChange(change)!) : change;
    const planned = changePlan(target, (name) => this.stylingClass(name));
    if ('refused' in planned) return planned;
    return { ...planned, change, selectAfter };
  }

  private remap(change: Change): Change {
    return Object.keys(this.idMap).length === 0 ? change : remapCodebaseIds(change, this.idMap);
  }

  /**
   * Records what the plan did (for a later undo) and builds INSTANT_UPDATE_DONE: the change
   * item, `newAddedIds` (the plan's and the inserted ones), `parentToElementKeysRemoved`
   * (grouped by parent key), `addedClass`, `codebaseAddedClass`, the success flag and
   * `prevIdToNewIdMap` (previous → current codebase ids, accumulated over every remap).
   */
  done(plan: InstantUpdatePlan, result: InstantUpdateResult): FrameMessage<'INSTANT_UPDATE_DONE'> {
    const applied = plan.change.type === ChangeType.REDO ? innerChange(plan.change)! : plan.change;
    if (result.success && plan.change.type !== ChangeType.UNDO) {
      this.applied.set(applied.id, {
        change: applied,
        ...(plan.addedClass === undefined ? {} : { addedClass: plan.addedClass }),
        ...(plan.codebaseAddedClass === undefined
          ? {}
          : { codebaseAddedClass: plan.codebaseAddedClass }),
        ...(plan.ruleId === undefined ? {} : { ruleId: plan.ruleId }),
      });
    }
    if (plan.change.type === ChangeType.UNDO) {
      this.applied.delete(plan.change.changeFields.changeToUndo.id);
    }
    const removed: Record<string, RemovedElementInfo[]> = {};
    for (const item of result.removed ?? []) {
      (removed[item.parentKey] ??= []).push({
        elementKeyRemoved: item.elementKey,
        outerHTML: item.outerHTML,
      });
    }
    const data: InstantUpdateData = {
      newAddedIds: [...plan.newAddedIds, ...(result.addedIds ?? [])],
      parentToElementKeysRemoved: removed,
      ...(plan.addedClass === undefined ? {} : { addedClass: plan.addedClass }),
      ...(plan.codebaseAddedClass === undefined
        ? {}
        : { codebaseAddedClass: plan.codebaseAddedClass }),
    };
    return frameMessage(FRAME_MESSAGE.INSTANT_UPDATE_DONE, {
      changeItem: serializeChange(plan.change),
      instantUpdateData: data,
      instantUpdateSuccessful: result.success,
      prevIdToNewIdMap: { ...this.idMap },
    });
  }
}
