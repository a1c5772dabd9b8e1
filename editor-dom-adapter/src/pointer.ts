/**
 * The page as an editing surface: capture-phase pointer and keyboard listeners that hover,
 * select, start drags and text editing, and forward what the editor wants to hear.
 */
import {
  FRAME_MESSAGE,
  click,
  frameMessage,
  hoverTarget,
  shouldIgnorePointer,
  type MousePosition,
} from 'editor-engine';
import type { LayerHub } from './layer-hub.js';
import type { Listener } from './listen.js';

function position(event: MouseEvent): MousePosition {
  return {
    pageX: event.pageX,
    pageY: event.pageY,
    clientX: event.clientX,
    clientY: event.clientY,
  };
}

/** At most one MOUSE_MOVE_EVENT per animation frame's worth of time (the editor only shows it). */
const MOUSE_MOVE_MESSAGE_MS = 16;

export class PointerInput {
  altHeld = false;
  private moveSentAt = -Infinity;
  private pendingMove: MousePosition | null = null;
  private moveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly hub: LayerHub) {}

  /** The capture-phase listeners that make the page an editing surface. */
  listeners(): Listener[] {
    const capture = { capture: true };
    return [
      ['mousemove', this.onMouseMove, capture],
      ['mousedown', this.onMouseDown, capture],
      ['mouseup', this.onMouseUp, capture],
      ['click', this.onClick, capture],
      ['dblclick', this.onBlockedPointer, capture],
      ['auxclick', this.onBlockedPointer, capture],
      ['contextmenu', this.onContextMenu, capture],
      ['wheel', this.onWheel, { capture: true, passive: true }],
      ['keydown', this.onKeyDown, capture],
      ['keyup', this.onKeyUp, capture],
      ['blur', this.onWindowBlur, {}],
      ['popstate', this.hub.tree.onPopState, {}],
    ] as Listener[];
  }

  private ignorePointer(): boolean {
    return shouldIgnorePointer({
      altHeld: this.altHeld,
      driveMode: this.hub.view.driveMode,
      textEditing: this.hub.text.editing,
    });
  }

  /** The page's own events pass: drive mode or Alt held. */
  private passThrough(): boolean {
    return this.hub.view.driveMode || this.altHeld;
  }

  private isOwnUi(target: EventTarget | null): boolean {
    return target instanceof Node && this.hub.editButton.contains(target);
  }

  private readonly onMouseMove = (event: MouseEvent) => {
    const { view, drag } = this.hub;
    this.postMouseMove(position(event));
    drag.step({
      type: 'move',
      position: position(event),
      buttonHeld: (event.buttons & 1) === 1,
      zoom: view.zoom,
      aiContextActive: view.aiContext,
    });
    if (this.ignorePointer() || drag.dragging) return;
    const chain = this.hub.tree.chainFrom(event.target);
    const target = hoverTarget(view.selection, {
      chain,
      metaKey: event.metaKey,
      ctrlKey: event.ctrlKey,
    });
    view.setHovered(target);
  };

  /** Throttled, as existing outer editors get it; the last position of a burst still goes. */
  private postMouseMove(at: MousePosition): void {
    const wait = this.moveSentAt + MOUSE_MOVE_MESSAGE_MS - performance.now();
    if (wait <= 0 && this.moveTimer === null) {
      this.sendMouseMove(at);
      return;
    }
    this.pendingMove = at;
    this.moveTimer ??= setTimeout(
      () => {
        this.moveTimer = null;
        const last = this.pendingMove;
        this.pendingMove = null;
        if (last) this.sendMouseMove(last);
      },
      Math.max(wait, 0),
    );
  }

  private sendMouseMove(at: MousePosition): void {
    this.moveSentAt = performance.now();
    this.hub.post(frameMessage(FRAME_MESSAGE.MOUSE_MOVE_EVENT, at));
  }

  private readonly onMouseDown = (event: MouseEvent) => {
    const { text, tree, view } = this.hub;
    if (this.isOwnUi(event.target)) return;
    if (text.editing) {
      if (text.holds(event.target)) return;
      text.commit();
    }
    if (this.passThrough()) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.button !== 0) return;
    this.hub.drag.draggedSincePress = false;
    const chain = tree.chainFrom(event.target);
    const pressed = chain[0] ? tree.elementOf(chain[0]) : null;
    const rect = pressed?.getBoundingClientRect();
    const selectedKey = view.selection.kind === 'single' ? view.selection.key : null;
    const selectedEl = selectedKey ? tree.elementOf(selectedKey) : null;
    const parent = selectedEl?.parentElement ?? null;
    const parentStyle = parent ? this.hub.win.getComputedStyle(parent) : null;
    this.hub.drag.step({
      type: 'press',
      pageX: event.pageX,
      pageY: event.pageY,
      offsetX: rect ? event.clientX - rect.left : 0,
      offsetY: rect ? event.clientY - rect.top : 0,
      parentSelectedElementKey: parent ? tree.keyedAncestorOf(parent) : null,
      selectedParentDisplay: parentStyle?.display ?? null,
      selectedParentFlexDirection: parentStyle?.flexDirection ?? null,
    });
  };

  private readonly onMouseUp = (event: MouseEvent) => {
    if (this.isOwnUi(event.target) || this.hub.text.holds(event.target)) return;
    this.hub.drag.step({ type: 'up', position: position(event) });
    if (!this.passThrough()) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  private readonly onClick = (event: MouseEvent) => {
    const { text, view, drag } = this.hub;
    if (this.isOwnUi(event.target) || text.holds(event.target)) return;
    if (this.passThrough()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (drag.draggedSincePress) {
      drag.draggedSincePress = false;
      return;
    }
    if (this.ignorePointer()) return;
    const chain = this.hub.tree.chainFrom(event.target);
    const result = click(
      view.selection,
      { chain, shiftKey: event.shiftKey, metaKey: event.metaKey, ctrlKey: event.ctrlKey },
      (key) => text.isEditable(key),
    );
    if (result.startTextEditing) {
      text.begin(result.startTextEditing);
      return;
    }
    if (result.changed) view.setSelection(result.state);
    view.setHovered(null);
  };

  private readonly onBlockedPointer = (event: MouseEvent) => {
    if (this.isOwnUi(event.target) || this.passThrough()) return;
    if (this.hub.text.holds(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  private readonly onContextMenu = (event: MouseEvent) => {
    if (this.hub.view.driveMode) return;
    event.preventDefault();
    event.stopPropagation();
    this.hub.post(frameMessage(FRAME_MESSAGE.CONTEXT_REQUESTED, position(event)));
  };

  private readonly onWheel = (event: WheelEvent) => {
    this.hub.post(
      frameMessage(FRAME_MESSAGE.WHEEL_EVENT, {
        deltaX: event.deltaX,
        deltaY: event.deltaY,
        wheelDelta: -event.deltaY,
        x: event.clientX,
        y: event.clientY,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        metaKey: event.metaKey,
      }),
    );
  };

  private keyPayload(event: KeyboardEvent) {
    const active = this.hub.doc.activeElement as HTMLElement | null;
    return {
      key: event.key,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      activeElement: active
        ? {
            tagName: active.tagName,
            isContentEditable: active.isContentEditable,
            inputType: active instanceof HTMLInputElement ? active.type : null,
          }
        : null,
    };
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    const { text } = this.hub;
    if (event.key === 'Alt') {
      this.altHeld = true;
      this.hub.view.setHovered(null);
    }
    if (text.editing) {
      if (event.key === 'Escape') {
        event.preventDefault();
        text.cancel();
        return;
      }
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        text.commit();
        return;
      }
    }
    this.hub.post(frameMessage(FRAME_MESSAGE.KEY_DOWN_EVENT, this.keyPayload(event)));
  };

  private readonly onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Alt') this.altHeld = false;
    this.hub.post(frameMessage(FRAME_MESSAGE.KEY_UP_EVENT, this.keyPayload(event)));
  };

  private readonly onWindowBlur = () => {
    this.altHeld = false;
  };
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly pointer: PointerInput;
  }
}
