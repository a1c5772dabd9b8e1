/**
 * What the editor sees selected and hovered, and how the frame shows it: the outline plan,
 * the Edit Dynamic Text button, drive mode, zoom and the AI-context colour.
 */
import {
  FRAME_MESSAGE,
  NO_SELECTION,
  SESSION_KEYS,
  frameMessage,
  outlineLookupFromSession,
  planOutlines,
  selectedKeysOrEmpty,
  selectionChangeMessages,
  selectionOf,
  type SelectionState,
} from 'editor-engine';
import type { LayerHub } from './layer-hub.js';
import type { OutlineFrame } from './outlines.js';

export class SelectionView {
  selection: SelectionState = NO_SELECTION;
  hovered: string | null = null;
  driveMode = false;
  aiContext = false;
  zoom = 1;

  constructor(private readonly hub: LayerHub) {}

  setHovered(key: string | null, post = true): boolean {
    if (this.hovered === key) return false;
    this.hovered = key;
    this.hub.storage.set(SESSION_KEYS.hoveredElementKey, key);
    if (post) this.hub.post(frameMessage(FRAME_MESSAGE.HOVERED_ELEMENT_KEY, { elementKey: key }));
    this.hub.outlines.schedule();
    return true;
  }

  readonly outerHTMLOf = (key: string): string | null => {
    const { tree } = this.hub;
    if (this.selection.kind === 'storyboard' && key.includes(tree.storyboardId)) {
      const root = tree.navTree ? tree.elementOf(tree.navTree.tempoElement) : null;
      if (root) return root.outerHTML;
    }
    return tree.elementOf(key)?.outerHTML ?? null;
  };

  /** A selection the editor asked for: keys not in the page yet are looked for again. */
  selectFromEditor(next: SelectionState): boolean {
    this.setSelection(next, true);
    const keys = next.kind === 'storyboard' ? [] : selectedKeysOrEmpty(next);
    this.hub.keyRetry.wait(keys.filter((key) => !this.hub.tree.elementOf(key)));
    return true;
  }

  /** `fromEditor`: the editor asked for it (the existing protocol echoes it as such). */
  setSelection(next: SelectionState, fromEditor = false): boolean {
    this.hub.keyRetry.cancel();
    const prev = this.selection;
    for (const message of selectionChangeMessages(prev, next, this.outerHTMLOf)) {
      this.hub.post(message, { fromEditor });
    }
    this.selection = next;
    const keys = selectedKeysOrEmpty(next);
    this.hub.inspection.selectionChanged(keys[0]);
    const { storage } = this.hub;
    storage.set(SESSION_KEYS.selectedElementKey, next.kind === 'single' ? next.key : null);
    storage.set(
      SESSION_KEYS.multiSelectedElementKeys,
      next.kind === 'multi' ? JSON.stringify(keys) : null,
    );
    this.hub.outlines.schedule();
    return true;
  }

  /** Posts the selection again (now with the element's outer HTML) and outlines it. */
  announceAgain(): void {
    for (const message of selectionChangeMessages(NO_SELECTION, this.selection, this.outerHTMLOf)) {
      this.hub.post(message, { fromEditor: true });
    }
    this.hub.outlines.schedule();
  }

  /**
   * The selection under the source's renamed codebase ids (looked for until the page has them).
   * `before`: the keys selected when the flush started, for a selection the flush emptied (a
   * selected copy leaves the tree once it is queued for removal).
   */
  rekey(renamed: Readonly<Record<string, string>>, before: readonly string[] = []): void {
    const current = selectedKeysOrEmpty(this.selection);
    const source = current.length === 0 ? before : current;
    const keys = source.map((key) =>
      Object.entries(renamed).reduce((k, [from, to]) => k.split(from).join(to), key),
    );
    if (keys.length !== current.length || keys.some((key, i) => key !== current[i])) {
      this.selectFromEditor(selectionOf(keys));
    }
  }

  /** The selected element (the first of a multi-selection), when the page shows it. */
  selectedElement(): Element | null {
    const key = selectedKeysOrEmpty(this.selection)[0];
    return key ? this.hub.tree.elementOf(key) : null;
  }

  /** The key a request names, else the first selected one. */
  keyOrSelected(key: string | null): string | null {
    return key ?? selectedKeysOrEmpty(this.selection)[0] ?? null;
  }

  afterRebuild(before: readonly (readonly [string, Element | null])[]): void {
    if (this.selection.kind !== 'storyboard') this.keepSelectionTrue(before);
    if (this.hovered && !this.hub.tree.node(this.hovered)) this.hovered = null;
  }

  /**
   * Keys are stable across rebuilds (the engine matches nodes). A selected element a temporary
   * copy now stands in for (moved, wrapped, retagged) passes the selection to the copy; keys
   * that left the page are dropped, unless the element-key retry still waits for them.
   */
  private keepSelectionTrue(before: readonly (readonly [string, Element | null])[]): void {
    const { tree, dom, keyRetry } = this.hub;
    const elements = new Map(before);
    const current = selectedKeysOrEmpty(this.selection);
    const keys = current.map((key) => {
      if (tree.node(key)) return key;
      const element = elements.get(key);
      const copy = element && dom.replacementOf(element);
      return (copy && tree.keyOf(copy)) ?? key;
    });
    const kept = keys.filter((key) => !!tree.node(key) || keyRetry.waitsFor(key));
    const same = kept.length === current.length && kept.every((key, i) => key === current[i]);
    if (!same) this.setSelection(selectionOf(kept));
  }

  /** The engine's outline plan for the current state; boxes read from the page now. */
  outlineFrame(): OutlineFrame {
    const elements: Element[] = [];
    const lookup = outlineLookupFromSession(this.hub.tree.sessionForOutlines, (element) => {
      if (!element.isConnected) return null;
      elements.push(element);
      return element.getBoundingClientRect();
    });
    const selectedKey = this.selection.kind === 'single' ? this.selection.key : null;
    const dragged =
      this.hub.drag.state.context?.dragging && selectedKey ? lookup.box(selectedKey) : null;
    const plan = planOutlines(
      {
        selection: this.selection,
        hoveredKey: this.hovered,
        zoom: this.zoom,
        driveMode: this.driveMode,
        aiContext: this.aiContext,
        moveBox: dragged,
      },
      lookup,
    );
    this.placeEditButton();
    return { plan, elements };
  }

  /** The 'Edit Dynamic Text' button beside a selected element whose text is computed. */
  private placeEditButton(): void {
    const key = this.selection.kind === 'single' ? this.selection.key : null;
    const el = key ? this.hub.tree.elementOf(key) : null;
    const show =
      el !== null &&
      !this.driveMode &&
      !this.hub.text.editing &&
      this.hub.text.modeOf(el) === 'dynamic';
    if (show) this.hub.editButton.showAt(el.getBoundingClientRect());
    else this.hub.editButton.hide();
  }

  setDriveMode(enabled: boolean): boolean {
    this.driveMode = enabled;
    this.hub.storage.set(SESSION_KEYS.driveModeEnabled, enabled ? 'true' : null);
    this.hub.outlines.setHidden(enabled);
    this.hub.doc.body.style.cursor = enabled ? '' : 'default';
    if (enabled) this.hub.editButton.hide();
    return true;
  }

  setZoomPerc(perc: unknown): boolean {
    const value = Number(perc);
    if (!Number.isFinite(value) || value <= 0) return false;
    this.zoom = value / 100;
    this.hub.storage.set(SESSION_KEYS.zoomPerc, String(value));
    this.hub.outlines.schedule();
    return true;
  }

  setAiContext(active: unknown): boolean {
    this.aiContext = active === true;
    this.hub.storage.set(SESSION_KEYS.aiContext, this.aiContext ? 'true' : null);
    this.hub.outlines.schedule();
    return true;
  }

  /** Drive mode, zoom and AI context as the session left them. */
  restore(): void {
    const { storage } = this.hub;
    if (storage.get(SESSION_KEYS.driveModeEnabled) === 'true') this.setDriveMode(true);
    const zoom = Number(storage.get(SESSION_KEYS.zoomPerc));
    if (zoom > 0) this.zoom = zoom / 100;
    this.aiContext = storage.get(SESSION_KEYS.aiContext) === 'true';
    this.hub.outlines.schedule();
  }
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly view: SelectionView;
  }
}
