/**
 * Drag rules (visual-editor spec, § 4): when a press becomes a drag, and what each step asks the
 * adapter to do. `dragReducer` is a pure function of (state, event); the adapter performs the
 * returned effects (post messages, request or release the pointer lock).
 */
import { DRAG_THRESHOLD_BASE_PX, OFF_SCREEN_COORDINATE } from './constants.js';
import {
  type DragContext,
  FRAME_MESSAGE,
  frameMessage,
  type FrameMessage,
  type MousePosition,
} from './protocol.js';

export type { DragContext };

/** Where a drag context is moved when the drag starts. */
export const OFF_SCREEN_DRAG_POSITION = Object.freeze({
  pageX: OFF_SCREEN_COORDINATE,
  pageY: OFF_SCREEN_COORDINATE,
});

/** A point in page coordinates. */
export interface PagePoint {
  readonly pageX: number;
  readonly pageY: number;
}

/**
 * Pixels the pointer must travel before a press becomes a drag: 20 divided by the zoom. A zoom
 * that is not a positive finite number counts as 1.
 */
export function dragThreshold(zoom = 1): number {
  const z = Number.isFinite(zoom) && zoom > 0 ? zoom : 1;
  return DRAG_THRESHOLD_BASE_PX / z;
}

/**
 * Whether a press at `start` becomes a drag with the pointer at `now`: the straight-line
 * distance reaches the threshold, and no AI context is active.
 */
export function shouldStartDrag(
  start: PagePoint,
  now: PagePoint,
  zoom = 1,
  aiContextActive = false,
): boolean {
  if (aiContextActive) return false;
  return Math.hypot(now.pageX - start.pageX, now.pageY - start.pageY) >= dragThreshold(zoom);
}

/** Drag state: the recorded context (null when no button is pressed) and the pointer lock flag. */
export interface DragState {
  readonly context: DragContext | null;
  /** The context as recorded at the press; kept while dragging, since `context` is off-screen. */
  readonly pressContext: DragContext | null;
  /** Set when a pointer lock was requested; the lock is released when the drag is over. */
  readonly pointerLockRequested: boolean;
}

/** No press, no drag. */
export const IDLE_DRAG_STATE: DragState = Object.freeze({
  context: null,
  pressContext: null,
  pointerLockRequested: false,
});

/** What the adapter observed. */
export type DragEvent =
  | ({ readonly type: 'press' } & Omit<DragContext, 'dragging'>)
  | {
      readonly type: 'move';
      readonly position: MousePosition;
      /** Whether the primary button is still held (`buttons & 1`). */
      readonly buttonHeld: boolean;
      readonly zoom?: number;
      readonly aiContextActive?: boolean;
    }
  | { readonly type: 'up'; readonly position: MousePosition | null }
  /** `triggerDragStart` from the outer editor: start now if a press was recorded. */
  | { readonly type: 'forceStart'; readonly position?: MousePosition | null }
  /** `triggerDragCancel` from the outer editor. */
  | { readonly type: 'forceCancel'; readonly position?: MousePosition | null };

/** What the adapter must do after a step. */
export type DragEffect =
  | { readonly type: 'post'; readonly message: FrameMessage }
  | { readonly type: 'requestPointerLock' }
  | { readonly type: 'releasePointerLock' };

/** Result of one step. */
export interface DragStep {
  readonly state: DragState;
  readonly effects: readonly DragEffect[];
}

function start(state: DragState, position: MousePosition | null): DragStep {
  const pressed = state.context as DragContext;
  const pressContext = { ...pressed, dragging: true };
  return {
    state: {
      context: { ...pressContext, ...OFF_SCREEN_DRAG_POSITION },
      pressContext,
      pointerLockRequested: true,
    },
    effects: [
      {
        type: 'post',
        message: frameMessage(FRAME_MESSAGE.DRAG_START_EVENT, {
          event: position,
          dragContext: pressContext,
        }),
      },
      { type: 'requestPointerLock' },
    ],
  };
}

function finish(
  state: DragState,
  message: FrameMessage<'DRAG_END_EVENT' | 'DRAG_CANCEL_EVENT'> | null,
): DragStep {
  const effects: DragEffect[] = [];
  if (message !== null) effects.push({ type: 'post', message });
  if (state.pointerLockRequested) effects.push({ type: 'releasePointerLock' });
  return { state: IDLE_DRAG_STATE, effects };
}

/**
 * One drag step:
 * - `press` records a context (not dragging);
 * - `move` with the button held starts the drag once `shouldStartDrag` says so: the context
 *   moves off-screen (-10000, -10000), the parent gets DRAG_START_EVENT and pointer lock is
 *   requested; `move` without the button cancels: a started drag posts DRAG_CANCEL_EVENT, a
 *   mere press is forgotten silently;
 * - `up` ends a started drag (DRAG_END_EVENT) or forgets a press (it was a click);
 * - `forceStart` / `forceCancel` come from the outer editor.
 * Whenever a drag is over, the pointer lock is released if one was requested.
 */
export function dragReducer(state: DragState, event: DragEvent): DragStep {
  const dragging = state.context?.dragging === true;
  switch (event.type) {
    case 'press': {
      const { type: _type, ...fields } = event;
      return {
        state: {
          context: { ...fields, dragging: false },
          pressContext: null,
          pointerLockRequested: false,
        },
        effects: [],
      };
    }
    case 'move': {
      if (state.context === null) return { state, effects: [] };
      if (!event.buttonHeld) {
        return dragging
          ? finish(state, frameMessage(FRAME_MESSAGE.DRAG_CANCEL_EVENT, { event: event.position }))
          : finish(state, null);
      }
      if (dragging) return { state, effects: [] };
      return shouldStartDrag(state.context, event.position, event.zoom, event.aiContextActive)
        ? start(state, event.position)
        : { state, effects: [] };
    }
    case 'up':
      if (state.context === null) return { state, effects: [] };
      return dragging
        ? finish(state, frameMessage(FRAME_MESSAGE.DRAG_END_EVENT, { event: event.position }))
        : finish(state, null);
    case 'forceStart':
      if (state.context === null || dragging) return { state, effects: [] };
      return start(state, event.position ?? null);
    case 'forceCancel':
      if (state.context === null) return { state, effects: [] };
      return dragging
        ? finish(
            state,
            frameMessage(FRAME_MESSAGE.DRAG_CANCEL_EVENT, { event: event.position ?? null }),
          )
        : finish(state, null);
  }
}
