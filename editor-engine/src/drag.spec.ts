import { describe, expect, it } from '@jest/globals';

import {
  IDLE_DRAG_STATE,
  OFF_SCREEN_DRAG_POSITION,
  dragReducer,
  dragThreshold,
  shouldStartDrag,
  type DragEvent,
  type DragState,
} from './drag.js';

const press: DragEvent = {
  type: 'press',
  pageX: 100,
  pageY: 100,
  offsetX: 5,
  offsetY: 6,
  parentSelectedElementKey: 'TE_p_sb_0',
  selectedParentDisplay: 'flex',
  selectedParentFlexDirection: 'row',
};
const at = (pageX: number, pageY: number) => ({ pageX, pageY, clientX: pageX, clientY: pageY });
const move = (x: number, y: number, extra: Partial<Extract<DragEvent, { type: 'move' }>> = {}) =>
  ({ type: 'move', position: at(x, y), buttonHeld: true, ...extra }) as DragEvent;

function run(events: DragEvent[], state: DragState = IDLE_DRAG_STATE) {
  const effects = [];
  for (const event of events) {
    const step = dragReducer(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('drag threshold', () => {
  it('is 20 px divided by the zoom', () => {
    expect(dragThreshold()).toBe(20);
    expect(dragThreshold(2)).toBe(10);
    expect(dragThreshold(0.5)).toBe(40);
  });

  it('treats a zoom that is not a positive number as 1', () => {
    expect(dragThreshold(0)).toBe(20);
    expect(dragThreshold(-2)).toBe(20);
    expect(dragThreshold(Number.NaN)).toBe(20);
    expect(dragThreshold(Number.POSITIVE_INFINITY)).toBe(20);
  });

  it('starts a drag once the distance reaches the threshold', () => {
    const start = { pageX: 0, pageY: 0 };
    expect(shouldStartDrag(start, { pageX: 19, pageY: 0 })).toBe(false);
    expect(shouldStartDrag(start, { pageX: 20, pageY: 0 })).toBe(true);
    expect(shouldStartDrag(start, { pageX: 12, pageY: 16 })).toBe(true); // 20 on the diagonal
    expect(shouldStartDrag(start, { pageX: 10, pageY: 0 }, 2)).toBe(true);
  });

  it('never starts while an AI context is active', () => {
    expect(shouldStartDrag({ pageX: 0, pageY: 0 }, { pageX: 500, pageY: 0 }, 1, true)).toBe(false);
  });

  it('goes off-screen at -10000, -10000', () => {
    expect(OFF_SCREEN_DRAG_POSITION).toEqual({ pageX: -10000, pageY: -10000 });
  });
});

describe('drag transitions', () => {
  it('records a context on press', () => {
    const { state, effects } = run([press]);
    expect(state.context).toEqual({
      pageX: 100,
      pageY: 100,
      offsetX: 5,
      offsetY: 6,
      parentSelectedElementKey: 'TE_p_sb_0',
      selectedParentDisplay: 'flex',
      selectedParentFlexDirection: 'row',
      dragging: false,
    });
    expect(effects).toEqual([]);
  });

  it('stays a press below the threshold', () => {
    const { state, effects } = run([press, move(110, 100)]);
    expect(state.context?.dragging).toBe(false);
    expect(effects).toEqual([]);
  });

  it('starts: context off-screen, parent notified, pointer lock requested', () => {
    const { state, effects } = run([press, move(130, 100)]);
    expect(state.context).toMatchObject({ pageX: -10000, pageY: -10000, dragging: true });
    expect(state.pressContext).toMatchObject({ pageX: 100, pageY: 100, dragging: true });
    expect(state.pointerLockRequested).toBe(true);
    expect(effects).toEqual([
      {
        type: 'post',
        message: {
          id: 'DRAG_START_EVENT',
          event: at(130, 100),
          dragContext: { ...state.pressContext },
        },
      },
      { type: 'requestPointerLock' },
    ]);
  });

  it('uses the zoom for the threshold and respects the AI context', () => {
    expect(run([press, move(111, 100, { zoom: 2 })]).state.context?.dragging).toBe(true);
    const ai = run([press, move(300, 100, { aiContextActive: true })]);
    expect(ai.state.context?.dragging).toBe(false);
    expect(ai.effects).toEqual([]);
  });

  it('ignores further moves while dragging', () => {
    const started = run([press, move(130, 100)]);
    const step = dragReducer(started.state, move(400, 400));
    expect(step).toEqual({ state: started.state, effects: [] });
  });

  it('ends on mouse up and releases the pointer lock', () => {
    const { state, effects } = run([press, move(130, 100), { type: 'up', position: at(140, 90) }]);
    expect(state).toEqual(IDLE_DRAG_STATE);
    expect(effects.slice(2)).toEqual([
      { type: 'post', message: { id: 'DRAG_END_EVENT', event: at(140, 90) } },
      { type: 'releasePointerLock' },
    ]);
  });

  it('cancels when the button is no longer held', () => {
    const { state, effects } = run([press, move(130, 100), move(131, 100, { buttonHeld: false })]);
    expect(state).toEqual(IDLE_DRAG_STATE);
    expect(effects.slice(2)).toEqual([
      { type: 'post', message: { id: 'DRAG_CANCEL_EVENT', event: at(131, 100) } },
      { type: 'releasePointerLock' },
    ]);
  });

  it('forgets a mere press silently (a click, or the button released elsewhere)', () => {
    expect(run([press, { type: 'up', position: null }])).toEqual({
      state: IDLE_DRAG_STATE,
      effects: [],
    });
    expect(run([press, move(101, 100, { buttonHeld: false })])).toEqual({
      state: IDLE_DRAG_STATE,
      effects: [],
    });
    expect(run([press, { type: 'forceCancel' }])).toEqual({ state: IDLE_DRAG_STATE, effects: [] });
  });

  it('does nothing without a press', () => {
    for (const event of [
      move(500, 500),
      { type: 'up', position: null },
      { type: 'forceStart' },
      { type: 'forceCancel' },
    ] as DragEvent[]) {
      expect(dragReducer(IDLE_DRAG_STATE, event)).toEqual({ state: IDLE_DRAG_STATE, effects: [] });
    }
  });

  it('starts and cancels on request of the outer editor', () => {
    const started = run([press, { type: 'forceStart', position: at(1, 2) }]);
    expect(started.state.context?.dragging).toBe(true);
    expect(started.effects[0]).toMatchObject({
      message: { id: 'DRAG_START_EVENT', event: at(1, 2) },
    });
    expect(dragReducer(started.state, { type: 'forceStart' }).effects).toEqual([]);
    const cancelled = dragReducer(started.state, { type: 'forceCancel' });
    expect(cancelled.state).toEqual(IDLE_DRAG_STATE);
    expect(cancelled.effects).toEqual([
      { type: 'post', message: { id: 'DRAG_CANCEL_EVENT', event: null } },
      { type: 'releasePointerLock' },
    ]);
    expect(run([press, { type: 'forceStart' }]).effects[0]).toMatchObject({
      message: { event: null },
    });
  });

  it('releases no lock that was never requested', () => {
    const dragging: DragState = {
      context: {
        ...OFF_SCREEN_DRAG_POSITION,
        offsetX: 0,
        offsetY: 0,
        parentSelectedElementKey: null,
        selectedParentDisplay: null,
        selectedParentFlexDirection: null,
        dragging: true,
      },
      pressContext: null,
      pointerLockRequested: false,
    };
    expect(dragReducer(dragging, { type: 'up', position: null }).effects).toEqual([
      { type: 'post', message: { id: 'DRAG_END_EVENT', event: null } },
    ]);
  });

  it('a new press replaces any earlier context', () => {
    const started = run([press, move(130, 100)]);
    const again = dragReducer(started.state, { ...press, pageX: 1 });
    expect(again.state).toMatchObject({
      context: { pageX: 1, dragging: false },
      pointerLockRequested: false,
    });
  });
});
