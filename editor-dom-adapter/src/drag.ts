/**
 * Dragging the selected element (the engine's drag reducer; this performs its effects) and
 * the temporary structure moves the editor asks for while it drags (visual-editor spec, § 4).
 */
import {
  FRAME_MESSAGE,
  IDLE_DRAG_STATE,
  SESSION_KEYS,
  TEMP_ELEMENT_CLASS,
  dragReducer,
  hoverTarget,
  selectKey,
  type DragEffect,
  type DragState,
  type MousePosition,
} from 'editor-engine';
import type { LayerHub } from './layer-hub.js';

export type DragEvent = Parameters<typeof dragReducer>[1];

export class DragControl {
  state: DragState = IDLE_DRAG_STATE;
  /** A drag started since the last press: the release is not a click. */
  draggedSincePress = false;

  constructor(private readonly hub: LayerHub) {}

  get dragging(): boolean {
    return this.state.context?.dragging === true;
  }

  step(event: DragEvent): boolean {
    const before = this.state;
    const step = dragReducer(this.state, event);
    this.state = step.state;
    for (const effect of step.effects) {
      if (effect.type === 'requestPointerLock') this.draggedSincePress = true;
      this.perform(effect);
    }
    if (before.context?.dragging !== this.state.context?.dragging) this.hub.outlines.schedule();
    return step.effects.length > 0;
  }

  private perform(effect: DragEffect): void {
    const { doc, storage } = this.hub;
    if (effect.type === 'post') {
      // The existing protocol sends the dragged (selected) element's HTML with the start.
      const starts = effect.message.id === FRAME_MESSAGE.DRAG_START_EVENT;
      const outerHTML = starts ? (this.hub.view.selectedElement()?.outerHTML ?? null) : null;
      this.hub.post(effect.message, { outerHTML });
    } else if (effect.type === 'requestPointerLock') {
      storage.set(SESSION_KEYS.pointerLocked, 'true');
      try {
        const request = doc.body.requestPointerLock?.() as unknown;
        if (request instanceof Promise) request.catch(() => undefined);
      } catch {
        // No pointer lock (headless, no user gesture): the drag works without it.
      }
    } else {
      // The engine emits the release only when a lock was requested; storage may be
      // unavailable in a third-party frame, so the flag there is informational.
      storage.set(SESSION_KEYS.pointerLocked, null);
      if (doc.pointerLockElement) doc.exitPointerLock();
    }
  }

  /** A pointer step the editor sends while it drags over the frame. */
  synthetic(pos: unknown, kind: 'over' | 'move' | 'up'): boolean {
    const { win, view } = this.hub;
    const p = (pos ?? {}) as Partial<MousePosition>;
    const clientX = Number(p.clientX ?? 0);
    const clientY = Number(p.clientY ?? 0);
    const position: MousePosition = {
      clientX,
      clientY,
      pageX: Number(p.pageX ?? clientX + win.scrollX),
      pageY: Number(p.pageY ?? clientY + win.scrollY),
    };
    if (kind === 'up') return this.step({ type: 'up', position });
    if (kind === 'move') {
      this.step({
        type: 'move',
        position,
        buttonHeld: true,
        zoom: view.zoom,
        aiContextActive: view.aiContext,
      });
    }
    const target = this.hub.doc.elementFromPoint(clientX, clientY);
    view.setHovered(hoverTarget(view.selection, { chain: this.hub.tree.chainFrom(target) }));
    return true;
  }

  async tempMove(key: string, index: number): Promise<string | null> {
    const el = this.hub.tree.elementOf(key);
    const parent = el?.parentElement;
    if (!el || !parent || !Number.isInteger(index)) return null;
    const siblings = Array.from(parent.children).filter((c) => c !== el);
    parent.insertBefore(el, siblings[index] ?? null);
    return this.reselect(el);
  }

  async tempAddDiv(parentKey: string, index: number): Promise<boolean> {
    const parent = this.hub.tree.elementOf(parentKey);
    if (!parent) return false;
    const div = this.hub.doc.createElement('div');
    div.className = `${TEMP_ELEMENT_CLASS} tempo-add-jsx-placeholder-temp`;
    div.style.minHeight = '20px';
    parent.insertBefore(div, this.childAt(parent, index));
    await this.hub.tree.rebuild();
    return true;
  }

  async tempMoveToParent(key: string, parentKey: string, index: number): Promise<string | null> {
    const el = this.hub.tree.elementOf(key);
    const parent = this.hub.tree.elementOf(parentKey);
    if (!el || !parent) return null;
    parent.insertBefore(el, this.childAt(parent, index));
    return this.reselect(el);
  }

  private childAt(parent: Element, index: number): Element | null {
    return parent.children[Number.isInteger(index) ? index : parent.children.length] ?? null;
  }

  /** The moved element's key after the rebuild, selected. */
  private async reselect(el: Element): Promise<string | null> {
    await this.hub.tree.rebuild();
    const newKey = this.hub.tree.keyOf(el);
    if (newKey) this.hub.view.setSelection(selectKey(newKey));
    return newKey;
  }
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly drag: DragControl;
  }
}
