/**
 * Changes the editor applies to the page at once (instant updates, planned by the engine) and
 * the hot-reload cycle that keeps them until the page shows them from its source.
 */
import {
  ChangeType,
  DELETE_AFTER_RELOAD_CLASS,
  FRAME_MESSAGE,
  IDLE_HOT_RELOAD,
  InstantUpdatePlanner,
  frameMessage,
  hotReloadReducer,
  innerChange,
  reconstructChange,
  remapCodebaseIds,
  selectedKeysOrEmpty,
  selectionOf,
  serializeChange,
  type Change,
  type HotReloadEvent,
  type HotReloadState,
  TEMP_ELEMENT_CLASS,
  type InstantUpdatePlan,
} from 'editor-engine';
import type { LayerHub } from './layer-hub.js';

/** A map of previous → new codebase ids, or null for anything else. */
function idMapOf(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class InstantChanges {
  /** The engine's instant-update plans, their undo and the accumulated id map. */
  private readonly planner = new InstantUpdatePlanner();
  /** The engine's hot-reload cycle (records to re-apply, flush and reload steps). */
  private reload: HotReloadState = IDLE_HOT_RELOAD;
  private flushing = false;
  /** Ids the source renamed during the flush: the selection follows them after the reload. */
  private renamed: Record<string, string> = {};
  /** The selection when the flush started (the flush may empty it: see `SelectionView.rekey`). */
  private selectedAtFlush: readonly string[] = [];
  /** The elements those keys named: an instant update under way may move them to new keys. */
  private selectedElementsAtFlush: Element[] = [];
  /** The hot update of the last flush landed: an id map arriving now applies at once. */
  private landed = false;
  /** The copies this flush queued for removal (taken off the queue if nothing was written). */
  private queuedAtFlush: Element[] = [];

  constructor(private readonly hub: LayerHub) {}

  /** Instant updates the page does not show from its source yet (the engine's records). */
  get pending(): number {
    return this.reload.records.length;
  }

  /** Re-applies the recorded instant updates after the page re-rendered. */
  reassert(): void {
    this.hub.dom.reassert(this.reload.records.flatMap((record) => record.reapply));
  }

  /**
   * The outer editor starts the flush before a write-back and ends it with the server's answer
   * and its `prevIdToNewIdMap`: the recorded updates and, once the reload landed, the selection
   * follow the renamed ids. The hot update may land before the answer (it ended the flush
   * then): the map then applies to the selection at once.
   */
  setFlushing(flushing: unknown, prevIdToNewIdMap?: unknown, options?: unknown): boolean {
    const map = idMapOf(prevIdToNewIdMap);
    if (map) {
      this.planner.remapIds(map);
      this.step({ type: 'remapIds', map });
      this.renamed = { ...this.renamed, ...map };
    }
    const starts = flushing === true && !this.flushing;
    if (starts) {
      this.selectedAtFlush = selectedKeysOrEmpty(this.hub.view.selection);
      this.selectedElementsAtFlush = this.selectedAtFlush
        .map((key) => this.hub.tree.elementOf(key))
        .filter((el): el is Element => el !== null);
      this.landed = false;
      this.queuedAtFlush = [...this.hub.doc.getElementsByClassName(TEMP_ELEMENT_CLASS)].filter(
        (el) => !el.classList.contains(DELETE_AFTER_RELOAD_CLASS),
      );
    }
    this.flushing = flushing === true;
    this.step({ type: this.flushing ? 'flushStart' : 'flushEnd' });
    if (this.landed) this.followRenamed();
    else if (!this.flushing && isRecord(options) && options.written === false) this.unqueue();
    return true;
  }

  /**
   * The editor ends a flush that wrote nothing (refused, no server): no hot update comes for it,
   * so its copies stay and are shown in the tree again, the selection with them. (An editor of
   * the existing protocol never says so: its copies wait for the next update, as there.)
   */
  private unqueue(): void {
    for (const el of this.queuedAtFlush) el.classList.remove(DELETE_AFTER_RELOAD_CLASS);
    this.queuedAtFlush = [];
    const { tree, view } = this.hub;
    const current = selectedKeysOrEmpty(view.selection).filter((key) => tree.node(key));
    if (current.length > 0) {
      // A rebuild already under way may still drop it: the key retry keeps it meanwhile.
      view.rekey({}, current);
      this.hub.keyRetry.wait(current);
      return;
    }
    // A rebuild under way saw the copies queued for removal and dropped the selection on them.
    // The keys of the flush's start may be stale: the instant update that came with it can
    // have moved the element (a wrap shows a copy one level down), so the selection follows
    // the elements, found under their keys once the page is rebuilt.
    const elements = this.selectedElementsAtFlush;
    const fallback = this.selectedAtFlush;
    void tree.rebuild().then(() => {
      if (selectedKeysOrEmpty(view.selection).some((key) => tree.node(key))) return;
      // An element a temporary copy stands in for (wrapped, moved, retagged) passes the
      // selection to the copy, as a rebuild does (SelectionView.keepSelectionTrue).
      const keyOf = (el: Element) => {
        const copy = this.hub.dom.replacementOf(el);
        return tree.keyOf(el) ?? (copy ? tree.keyOf(copy) : null);
      };
      const keys = elements
        .map((el) => (el.isConnected ? keyOf(el) : null))
        .filter((key): key is string => key !== null);
      if (keys.length > 0) {
        view.selectFromEditor(selectionOf(keys));
      } else {
        view.rekey({}, fallback);
        this.hub.keyRetry.wait(fallback);
      }
    });
  }

  private followRenamed(): void {
    if (Object.keys(this.renamed).length === 0) return;
    this.hub.view.rekey(this.renamed, this.selectedAtFlush);
    this.renamed = {};
  }

  apply(serialized: unknown): { successful: boolean } {
    let change: Change | undefined;
    try {
      change = reconstructChange(serialized);
    } catch (error) {
      console.error(error);
      return { successful: false };
    }
    if (!change) return { successful: false };
    // Codebase ids renamed since the change was made: the engine accumulates them.
    const renamed = change.prevIdToNewIdMap;
    if (renamed && Object.keys(renamed).length > 0) {
      this.planner.remapIds(renamed);
      this.step({ type: 'remapIds', map: renamed });
      if (change.type !== 'UNDO' && change.type !== 'REDO') {
        change = remapCodebaseIds(change, renamed);
      }
    }
    if (change.matchingActivityFlushed === true) {
      this.step({ type: 'activityFlushed', activityIds: [change.activityId] });
    }
    const plan = this.planner.plan(change, this.flushing);
    if ('refused' in plan && this.takeBack(change)) return { successful: true };
    if ('refused' in plan) {
      this.hub.debug('No instant update:', plan.refused);
      this.hub.post(
        frameMessage(FRAME_MESSAGE.INSTANT_UPDATE_DONE, {
          changeItem: serializeChange(change),
          instantUpdateData: {},
          instantUpdateSuccessful: false,
          prevIdToNewIdMap: { ...this.planner.accumulatedIdMap },
        }),
      );
      return { successful: false };
    }
    // Journalled under the change it shows (a redo's inner change), so a refusal or an
    // undo of any type can take exactly these writes back.
    const shown = change.type === ChangeType.REDO ? innerChange(change) : change;
    const journal = change.type === ChangeType.UNDO ? undefined : shown?.id;
    const result = this.hub.dom.perform(plan.ops, true, journal);
    this.hub.post(this.planner.done(plan, result));
    if (result.success) {
      this.step({ type: 'applied', plan });
      if (plan.selectAfter.length > 0) this.hub.view.setSelection(selectionOf(plan.selectAfter));
    }
    this.hub.outlines.schedule();
    return { successful: result.success };
  }

  /**
   * An undo the engine has no instant undo for (a refused text edit, wrap, tag change…): the
   * frame undoes the writes it made for that change and stops re-applying it.
   */
  private takeBack(undo: Change): boolean {
    if (undo.type !== ChangeType.UNDO) return false;
    const undone = undo.changeFields.changeToUndo;
    if (!this.hub.dom.takeBack(undone.id)) return false;
    if (undone.type === ChangeType.EDIT_TEXT) {
      // Edited in place, the page showed the new text before the instant update ran.
      const { codebaseIdToEditText, oldText } = undone.changeFields;
      this.hub.dom.perform([
        { op: 'setText', target: { codebaseId: codebaseIdToEditText }, text: oldText },
      ]);
    }
    const plan = { change: undo, ops: [], newAddedIds: [], selectAfter: [] };
    this.step({ type: 'applied', plan: plan as unknown as InstantUpdatePlan });
    this.hub.post(
      frameMessage(FRAME_MESSAGE.INSTANT_UPDATE_DONE, {
        changeItem: serializeChange(undo),
        instantUpdateData: {},
        instantUpdateSuccessful: true,
        prevIdToNewIdMap: { ...this.planner.accumulatedIdMap },
      }),
    );
    this.hub.outlines.schedule();
    return true;
  }

  /** One step of the engine's hot-reload cycle: its operations performed, its rebuild timed. */
  private step(event: HotReloadEvent): void {
    const step = hotReloadReducer(this.reload, event);
    this.reload = step.state;
    if (step.ops.length > 0) this.hub.dom.perform(step.ops);
    if (step.rebuildNavTreeAfterMs !== null) {
      this.hub.tree.scheduleRebuild(step.rebuildNavTreeAfterMs, true);
    }
    if (step.matchingActivityFlushed.length > 0) {
      this.planner.forget(step.matchingActivityFlushed);
      this.hub.debug('Shown by the source now:', step.matchingActivityFlushed);
    }
  }

  afterHotUpdate(): void {
    // No message names the flushed activities (the editor only calls setIsFlushing): the updates
    // recorded when the flush started are the ones the flush wrote to the source.
    const flushed = this.reload.records.filter((r) => r.beforeFlush).map((r) => r.activityId);
    if (flushed.length > 0) this.step({ type: 'activityFlushed', activityIds: flushed });
    this.step({ type: 'reloaded' });
    // The update landed: the flush is over (an editor that never ends it cannot leave the
    // frame refusing instant updates), and the selection takes the renamed ids.
    if (this.flushing) this.setFlushing(false);
    this.landed = true;
    this.followRenamed();
    this.hub.errors.recovered();
    this.hub.errors.check();
  }
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly changes: InstantChanges;
  }
}
