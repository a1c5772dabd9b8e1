import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { ChangeType, type Change } from './change-types.js';
import { A, B, examples } from './changes.arbitraries.js';
import { createChange } from './changes.js';
import {
  IDLE_HOT_RELOAD,
  hotReloadReducer,
  reloadRecordOf,
  type HotReloadEvent,
  type HotReloadState,
} from './hot-reload.js';
import type { InstantUpdatePlan } from './instant-ops.js';
import { InstantUpdatePlanner } from './instant-update.js';

const planner = new InstantUpdatePlanner({ now: () => 0 });
function planOf(change: Change): InstantUpdatePlan {
  const p = planner.plan(change, false);
  if ('refused' in p) throw new Error(p.refused);
  return p;
}
function run(events: HotReloadEvent[], from: HotReloadState = IDLE_HOT_RELOAD) {
  let state = from;
  let last = hotReloadReducer(state, { type: 'flushEnd' });
  for (const event of events) {
    last = hotReloadReducer(state, event);
    state = last.state;
  }
  return last;
}

describe('reloadRecordOf', () => {
  it('keeps what re-applies a class, styling, removal or text edit, and how to clean it up', () => {
    const styling = planOf(examples().STYLING);
    expect(reloadRecordOf(styling)).toEqual({
      changeId: 'styling-1',
      activityId: 'styling-1',
      reapply: styling.ops.slice(1),
      cleanup: [
        { op: 'removeRule', ruleId: styling.addedClass },
        { op: 'removeClass', target: { codebaseId: A }, className: styling.addedClass },
      ],
      beforeFlush: false,
    });
    const remove = reloadRecordOf(planOf(examples().REMOVE_JSX));
    expect(remove?.reapply.map((op) => op.op)).toEqual(['hide', 'hide', 'hide']);
    expect(remove?.cleanup).toEqual([]);
    expect(reloadRecordOf(planOf(examples().ADD_CLASS))?.cleanup).toEqual([]);
    expect(reloadRecordOf(planOf(examples().EDIT_TEXT))?.reapply[0].op).toBe('setText');
  });

  it('keeps nothing for structural changes and undo; a redo records its change', () => {
    expect(reloadRecordOf(planOf(examples().MOVE_JSX))).toBeNull();
    const undo = createChange(ChangeType.UNDO, { changeToUndo: examples().REMOVE_JSX });
    expect(reloadRecordOf(planOf(undo))).toBeNull();
    const redo = createChange(ChangeType.REDO, { changeToRedo: examples().REMOVE_JSX });
    expect(reloadRecordOf(planOf(redo))?.changeId).toBe('remove-1');
  });
});

describe('hotReloadReducer', () => {
  it('queues the temporary elements at flush start', () => {
    const step = run([{ type: 'flushStart' }]);
    expect(step.state.flushing).toBe(true);
    expect(step.ops).toEqual([
      {
        op: 'addClass',
        target: { className: 'arb89-temp-element' },
        className: 'arb89-delete-after-reload',
      },
    ]);
  });

  it('after the reload: cleanup, re-applied classes, matching activity flushed, rebuild in 300 ms', () => {
    const styling = planOf(examples().STYLING);
    const remove = planOf(examples().REMOVE_JSX);
    const step = run([
      { type: 'applied', plan: styling },
      { type: 'applied', plan: remove },
      { type: 'flushStart' },
      { type: 'activityFlushed', activityIds: ['styling-1'] },
      { type: 'reloaded' },
    ]);
    expect(step.ops).toEqual([
      { op: 'remove', target: { className: 'arb89-delete-after-reload' } },
      { op: 'show', target: { className: 'arb89-hidden' } },
      {
        op: 'removeClass',
        target: { className: 'arb89-temp-styling' },
        className: 'arb89-temp-styling',
      },
      ...reloadRecordOf(styling)!.cleanup,
      ...reloadRecordOf(remove)!.reapply,
    ]);
    expect(step.rebuildNavTreeAfterMs).toBe(300);
    expect(step.matchingActivityFlushed).toEqual(['styling-1']);
    expect(step.state.records.map((r) => r.changeId)).toEqual(['remove-1']);
    expect(step.state.flushedActivities).toEqual([]);
    expect(run([{ type: 'flushEnd' }], step.state).state.flushing).toBe(false);
  });

  it('re-applies a change made during the flush, and forgets an undone change', () => {
    const add = planOf(examples().ADD_CLASS);
    const remove = planOf(examples().REMOVE_JSX);
    const undo = planOf(createChange(ChangeType.UNDO, { changeToUndo: examples().REMOVE_JSX }));
    const step = run([
      { type: 'applied', plan: remove },
      { type: 'flushStart' },
      { type: 'applied', plan: add },
      { type: 'applied', plan: undo },
      { type: 'applied', plan: planOf(examples().MOVE_JSX) },
      { type: 'reloaded' },
    ]);
    expect(step.ops.slice(3)).toEqual(add.ops);
    expect(step.matchingActivityFlushed).toEqual([]);
  });

  it('a change applied twice is recorded once', () => {
    const add = planOf(examples().ADD_CLASS);
    const step = run([
      { type: 'applied', plan: add },
      { type: 'applied', plan: add },
    ]);
    expect(step.state.records).toHaveLength(1);
  });

  it('renames codebase ids in the recorded operations', () => {
    const add = planOf(examples().ADD_CLASS);
    const step = run([
      { type: 'applied', plan: add },
      { type: 'remapIds', map: { [A]: B } },
      { type: 'remapIds', map: new Map([['x', 'y']]) },
      { type: 'reloaded' },
    ]);
    expect(step.ops.at(-1)).toEqual({
      op: 'addClass',
      target: { codebaseId: B },
      className: 'p-4',
    });
  });

  it('every record is either cleaned up (activity flushed) or re-applied after a reload', () => {
    const changes = [examples().STYLING, examples().ADD_CLASS, examples().REMOVE_JSX];
    fc.assert(
      fc.property(
        fc.subarray([0, 1, 2]),
        fc.subarray(['styling-1', 'add-class-1', 'remove-1']),
        (applied, flushed) => {
          const events: HotReloadEvent[] = applied.map((i) => ({
            type: 'applied',
            plan: planOf(changes[i]),
          }));
          events.push(
            { type: 'flushStart' },
            { type: 'activityFlushed', activityIds: flushed },
            { type: 'reloaded' },
          );
          const step = run(events);
          const ids = applied.map((i) => changes[i].id);
          expect(step.matchingActivityFlushed).toEqual(ids.filter((id) => flushed.includes(id)));
          expect(step.state.records.map((r) => r.changeId)).toEqual(
            ids.filter((id) => !flushed.includes(id)),
          );
        },
      ),
    );
  });
});
