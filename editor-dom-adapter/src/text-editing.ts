/**
 * Editing static text in place: the element becomes plain-text editable, Enter or a click
 * elsewhere commits (EDITED_TEXT to the editor), Escape restores the old text.
 */
import {
  TEXT_EDITING_IDLE,
  cancelTextEditing,
  commitTextEditing,
  startTextEditing,
  textEditMode,
  type TextEditingState,
} from 'editor-engine';
import type { LayerHub } from './layer-hub.js';
import { snapshotForTextMode } from './snapshot.js';

export class TextEditing {
  private state: TextEditingState = TEXT_EDITING_IDLE;
  private element: HTMLElement | null = null;

  constructor(private readonly hub: LayerHub) {}

  get editing(): boolean {
    return this.state.kind === 'editing';
  }

  /** Whether the target is inside the element being edited (the page handles it then). */
  holds(target: EventTarget | null): boolean {
    return this.editing && !!this.element?.contains(target as Node);
  }

  /**
   * How the element's text is edited: in place (static), through the editor (dynamic). The
   * manifest's static-text flag decides when the editor sent it (`<h1>{title}</h1>` has a
   * string child prop, yet its text is the code's); the DOM and React props otherwise.
   */
  modeOf(el: Element): ReturnType<typeof textEditMode> {
    const node = snapshotForTextMode(el);
    const staticText = this.manifestStaticText(el);
    if (staticText === undefined) return textEditMode(node);
    return textEditMode({ ...node, props: undefined, dynamicText: !staticText });
  }

  private manifestStaticText(el: Element): boolean | undefined {
    const entries = this.hub.lookups.element;
    for (const cls of Array.from(el.classList)) {
      if (!cls.startsWith('tempo-')) continue;
      const entry = entries[cls] as { staticText?: unknown } | undefined;
      if (typeof entry?.staticText === 'boolean') return entry.staticText;
    }
    return undefined;
  }

  isEditable(key: string): boolean {
    const el = this.hub.tree.elementOf(key);
    return el !== null && this.modeOf(el) === 'static';
  }

  begin(key: string): void {
    const { doc, win } = this.hub;
    const el = this.hub.tree.elementOf(key) as HTMLElement | null;
    if (!el) return;
    const oldText = el.textContent ?? '';
    const step = startTextEditing(this.state, key, oldText);
    this.state = step.state;
    for (const message of step.messages) this.hub.post(message);
    this.element = el;
    el.setAttribute('contenteditable', 'plaintext-only');
    el.addEventListener('blur', this.onBlur);
    el.focus();
    const range = doc.createRange();
    range.selectNodeContents(el);
    const sel = win.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    this.hub.view.setHovered(null);
    this.hub.outlines.schedule();
  }

  private readonly onBlur = () => this.commit();

  private end(): void {
    const el = this.element;
    this.element = null;
    if (!el) return;
    el.removeEventListener('blur', this.onBlur);
    el.removeAttribute('contenteditable');
    this.hub.win.getSelection()?.removeAllRanges();
    this.hub.outlines.schedule();
  }

  commit(): void {
    const el = this.element;
    if (!el || this.state.kind !== 'editing') return;
    const step = commitTextEditing(this.state, el.textContent ?? '');
    this.state = step.state;
    this.end();
    for (const message of step.messages) this.hub.post(message);
  }

  cancel(): void {
    const el = this.element;
    const step = cancelTextEditing(this.state);
    this.state = step.state;
    if (el && step.restoreText !== null) el.textContent = step.restoreText;
    this.end();
  }
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly text: TextEditing;
  }
}
