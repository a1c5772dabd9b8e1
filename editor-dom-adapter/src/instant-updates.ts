/**
 * Performs the engine's instant-update operations (`InstantOp`, planned by
 * `InstantUpdatePlanner`, `hotReloadReducer` and `forceStatePlan`) against the page. Which
 * operations a change needs, their undo, the styling rules and the hot-reload cycle are the
 * engine's; this file only resolves targets to elements and touches the DOM.
 *
 * How it touches the DOM (the page's React must keep its own nodes):
 * - structural operations (`move`, `wrap`, `changeTag`) never move the app's nodes: they insert
 *   temporary copies (`TEMP_ELEMENT_CLASS`) and hide the originals (`HIDDEN_CLASS`), which the
 *   engine's reload step removes and shows again;
 * - every write is skipped when the element already shows it, so re-asserting after the page
 *   re-rendered (`reassert`) causes no mutation of its own.
 */
import {
  HIDDEN_CLASS,
  HIDDEN_CLASS_CSS,
  TEMP_ELEMENT_CLASS,
  codebaseIdSelector,
  type ElementTarget,
  type InstantOp,
  type InstantUpdateResult,
} from 'editor-engine';

const BASE_STYLE_ATTRIBUTE = 'data-arb89-base-style';
/** Marks the style elements the layer adds (instant styles, forced-state copies). */
export const RULE_ATTRIBUTE = 'data-arb89-rule';
const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

export interface DomOpsHost {
  /** Element key of an element, or null when it is not in the nav tree. */
  keyOf(element: Element): string | null;
  /** The element of an element key. */
  elementOf(key: string): Element | null;
}

type Removed = NonNullable<InstantUpdateResult['removed']>[number];
/** What takes one DOM write back. */
type Inverse = () => void;
/** Changes whose writes the frame can still take back (oldest forgotten first). */
const JOURNAL_LIMIT = 200;

export class DomOps {
  /** Originals hidden by structural operations, kept hidden through re-renders. */
  private readonly hiddenOriginals = new Set<Element>();
  /** Each hidden original's temporary copy. */
  private readonly copies = new WeakMap<Element, Element>();
  /** Per change id, the inverse of each write its instant update made, in order. */
  private readonly journals = new Map<string, Inverse[]>();

  constructor(
    private readonly doc: Document,
    private readonly host: DomOpsHost,
  ) {}

  /** The engine's `HIDDEN_CLASS` rule, once per document. */
  install(): void {
    if (this.doc.head.querySelector(`style[${BASE_STYLE_ATTRIBUTE}]`)) return;
    const style = this.doc.createElement('style');
    style.setAttribute(BASE_STYLE_ATTRIBUTE, '');
    style.textContent = HIDDEN_CLASS_CSS;
    this.doc.head.appendChild(style);
  }

  /** Every element a target names. */
  resolve(target: ElementTarget): Element[] {
    if ('key' in target) {
      const element = this.host.elementOf(target.key);
      return element ? [element] : [];
    }
    if ('className' in target) return Array.from(this.doc.getElementsByClassName(target.className));
    if (!target.codebaseId) return [];
    const selector = codebaseIdSelector(target.codebaseId);
    if (selector.startsWith('.')) {
      return Array.from(this.doc.getElementsByClassName(target.codebaseId));
    }
    return Array.from(this.doc.querySelectorAll(selector));
  }

  /**
   * The instances the page shows (not hidden by a removal or replaced by a copy): the page's
   * own elements, else the temporary copies standing in for them (a wrapped element, say).
   */
  private shown(target: ElementTarget): Element[] {
    const visible = this.resolve(target).filter((el) => !el.classList.contains(HIDDEN_CLASS));
    const own = visible.filter((el) => !el.classList.contains(TEMP_ELEMENT_CLASS));
    return own.length > 0 ? own : visible;
  }

  /**
   * Performs `ops` in order. A codebase-id or key target that names no element fails the
   * update (the other operations still run); class-name targets (the layer's own markers) may
   * name none. With `report`, hidden elements are reported with their outer HTML. With a
   * `changeId`, each write is journalled so that `takeBack` can undo exactly what it did.
   */
  perform(ops: readonly InstantOp[], report = false, changeId?: string): InstantUpdateResult {
    let success = true;
    const removed: Removed[] = [];
    const addedIds: string[] = [];
    const journal: Inverse[] | null = changeId === undefined ? null : [];
    if (changeId !== undefined && journal) {
      this.journals.delete(changeId);
      this.journals.set(changeId, journal);
      const oldest = this.journals.keys().next().value;
      if (this.journals.size > JOURNAL_LIMIT && oldest !== undefined) this.journals.delete(oldest);
    }
    for (const op of ops) {
      try {
        if (!this.performOne(op, report ? removed : null, addedIds, journal)) success = false;
      } catch (error) {
        console.error('Instant update operation failed', op, error);
        success = false;
      }
    }
    return { success, removed, addedIds };
  }

  /** Whether the writes of this change's instant update can still be taken back. */
  canTakeBack(changeId: string): boolean {
    return this.journals.has(changeId);
  }

  /** Undoes the writes of one change's instant update, latest first; false if none known. */
  takeBack(changeId: string): boolean {
    const journal = this.journals.get(changeId);
    if (!journal) return false;
    this.journals.delete(changeId);
    for (const inverse of [...journal].reverse()) {
      try {
        inverse();
      } catch (error) {
        console.error('Taking back an instant update failed', error);
      }
    }
    return true;
  }

  /** Re-applies operations the page may have undone by re-rendering (the engine's records). */
  reassert(ops: readonly InstantOp[]): void {
    for (const op of ops) {
      try {
        this.performOne(op, null, [], null);
      } catch {
        // A re-assertion is best effort: the next mutation tries again.
      }
    }
    for (const el of this.hiddenOriginals) {
      if (!el.isConnected) this.hiddenOriginals.delete(el);
      else if (!el.classList.contains(HIDDEN_CLASS)) el.classList.add(HIDDEN_CLASS);
    }
  }

  private performOne(
    op: InstantOp,
    removed: Removed[] | null,
    addedIds: string[],
    journal: Inverse[] | null,
  ): boolean {
    const named = (target: ElementTarget) => !('className' in target);
    const undo = (inverse: Inverse) => journal?.push(inverse);
    switch (op.op) {
      case 'addClass': {
        const elements = this.resolve(op.target);
        for (const el of elements) {
          if (el.classList.contains(op.className)) continue;
          el.classList.add(op.className);
          undo(() => el.classList.remove(op.className));
        }
        return elements.length > 0 || !named(op.target);
      }
      case 'removeClass': {
        const elements = this.resolve(op.target);
        for (const el of elements) {
          if (!el.classList.contains(op.className)) continue;
          const at = [...el.classList].indexOf(op.className);
          el.classList.remove(op.className);
          // Back at its place: the page's class attribute equals a fresh render's again.
          undo(() => {
            if (el.classList.contains(op.className)) return;
            const classes = [...el.classList];
            classes.splice(Math.min(at, classes.length), 0, op.className);
            el.setAttribute('class', classes.join(' '));
          });
        }
        return elements.length > 0 || !named(op.target);
      }
      case 'insertRule': {
        this.removeRule(op.ruleId);
        const style = this.doc.createElement('style');
        style.setAttribute(RULE_ATTRIBUTE, op.ruleId);
        style.textContent = op.cssText;
        this.doc.head.appendChild(style);
        undo(() => style.remove());
        return true;
      }
      case 'removeRule':
        this.removeRule(op.ruleId);
        return true;
      case 'hide': {
        const elements = this.resolve(op.target);
        for (const el of elements) {
          if (el.classList.contains(HIDDEN_CLASS)) continue;
          removed?.push({
            parentKey: this.parentKey(el),
            elementKey: this.host.keyOf(el) ?? '',
            outerHTML: el.outerHTML,
          });
          el.classList.add(HIDDEN_CLASS);
          undo(() => el.classList.remove(HIDDEN_CLASS));
        }
        return elements.length > 0 || !named(op.target);
      }
      case 'show':
        for (const el of this.resolve(op.target)) {
          this.hiddenOriginals.delete(el);
          if (el.classList.contains(HIDDEN_CLASS)) el.classList.remove(HIDDEN_CLASS);
        }
        return true;
      case 'insertHtml': {
        const parents = this.resolve(op.parent);
        for (const parent of parents) {
          const added = this.fromHtml(op.html);
          for (const el of added) {
            this.insertAt(parent, el, op.before, op.after);
            undo(() => el.remove());
            for (const cls of Array.from(el.classList))
              if (cls.startsWith('tempo-')) addedIds.push(cls);
          }
        }
        return parents.length > 0;
      }
      case 'move': {
        const originals = this.shown(op.target);
        const parent = this.shown(op.parent)[0];
        if (originals.length === 0 || !parent) return false;
        for (const original of originals) {
          const copy = this.copyOf(original);
          this.insertAt(parent, copy, op.before, op.after);
          this.hideOriginal(original, copy);
          undo(() => this.restoreOriginal(original, copy));
        }
        return true;
      }
      case 'wrap': {
        const originals = op.targets
          .map((target) => this.shown(target)[0])
          .filter((el): el is Element => el !== undefined);
        const first = originals[0];
        if (!first?.parentElement || !TAG_NAME.test(op.tagName)) return false;
        const wrapper = this.doc.createElement(op.tagName);
        wrapper.classList.add(op.className, TEMP_ELEMENT_CLASS);
        const copies = originals.map((el) => this.copyOf(el));
        wrapper.append(...copies);
        first.parentElement.insertBefore(wrapper, first);
        originals.forEach((el, i) => this.hideOriginal(el, copies[i]));
        undo(() => {
          originals.forEach((el) => this.restoreOriginal(el, null));
          wrapper.remove();
        });
        return originals.length === op.targets.length;
      }
      case 'duplicate': {
        const originals = this.shown(op.target).filter((el) => el.parentElement);
        const id = 'codebaseId' in op.target ? op.target.codebaseId : null;
        for (const original of originals) {
          const copy = this.copyOf(original);
          if (id && copy.classList.contains(id)) copy.classList.replace(id, op.codebaseId);
          else copy.classList.add(op.codebaseId);
          original.parentElement!.insertBefore(copy, original.nextSibling);
          undo(() => copy.remove());
        }
        return originals.length > 0;
      }
      case 'changeTag': {
        const originals = this.shown(op.target);
        if (originals.length === 0 || !TAG_NAME.test(op.tagName)) return false;
        for (const original of originals) {
          const copy = this.doc.createElement(op.tagName);
          for (const attr of Array.from(original.attributes))
            copy.setAttribute(attr.name, attr.value);
          for (const child of Array.from(original.childNodes))
            copy.appendChild(child.cloneNode(true));
          copy.classList.add(TEMP_ELEMENT_CLASS);
          copy.classList.remove(HIDDEN_CLASS);
          original.parentElement?.insertBefore(copy, original);
          this.hideOriginal(original, copy);
          undo(() => this.restoreOriginal(original, copy));
        }
        return true;
      }
      case 'setText': {
        // Only elements whose content is text: the page's element children stay React's.
        const elements = this.resolve(op.target).filter((el) => el.childElementCount === 0);
        for (const el of elements) {
          const before = el.textContent ?? '';
          setText(el, op.text);
          undo(() => setText(el, before));
        }
        return elements.length > 0;
      }
      case 'setAttribute': {
        const elements = this.resolve(op.target);
        for (const el of elements) {
          const before = el.getAttribute(op.name);
          if (before === op.value) continue;
          el.setAttribute(op.name, op.value);
          undo(() =>
            before === null ? el.removeAttribute(op.name) : el.setAttribute(op.name, before),
          );
        }
        return elements.length > 0;
      }
      case 'remove':
        for (const el of this.resolve(op.target)) el.remove();
        return true;
    }
  }

  private removeRule(ruleId: string): void {
    for (const style of Array.from(this.doc.head.querySelectorAll(`style[${RULE_ATTRIBUTE}]`))) {
      if (style.getAttribute(RULE_ATTRIBUTE) === ruleId) style.remove();
    }
  }

  private hideOriginal(el: Element, copy: Element): void {
    el.classList.add(HIDDEN_CLASS);
    this.hiddenOriginals.add(el);
    this.copies.set(el, copy);
  }

  /** Shows a hidden original again and drops its copy (`null`: the caller removes it). */
  private restoreOriginal(el: Element, copy: Element | null): void {
    copy?.remove();
    this.hiddenOriginals.delete(el);
    this.copies.delete(el);
    el.classList.remove(HIDDEN_CLASS);
  }

  /**
   * The temporary copy the page shows in place of `el` (a moved, wrapped or retagged
   * original; the copy of a copy after several changes), or null.
   */
  replacementOf(el: Element): Element | null {
    let copy = this.copies.get(el) ?? null;
    for (let next = copy && this.copies.get(copy); next; next = this.copies.get(next)) {
      copy = next;
    }
    return copy?.isConnected ? copy : null;
  }

  private parentKey(el: Element): string {
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const key = this.host.keyOf(parent);
      if (key) return key;
    }
    return '';
  }

  private fromHtml(html: string): Element[] {
    const template = this.doc.createElement('template');
    template.innerHTML = html.trim();
    const elements = Array.from(template.content.children);
    for (const el of elements) el.classList.add(TEMP_ELEMENT_CLASS);
    return elements;
  }

  private copyOf(original: Element): Element {
    const copy = original.cloneNode(true) as Element;
    copy.classList.add(TEMP_ELEMENT_CLASS);
    copy.classList.remove(HIDDEN_CLASS);
    return copy;
  }

  private insertAt(
    parent: Element,
    child: Element,
    beforeId: string | null,
    afterId: string | null,
  ): void {
    const inParent = (id: string | null) =>
      id
        ? Array.from(parent.children).find(
            (el) =>
              el !== child && el.classList.contains(id) && !el.classList.contains(HIDDEN_CLASS),
          )
        : undefined;
    const before = inParent(beforeId);
    const after = inParent(afterId);
    if (before) parent.insertBefore(child, before);
    else if (after) parent.insertBefore(child, after.nextSibling);
    else parent.appendChild(child);
  }
}

/** Sets an element's text, keeping React's text node when there is exactly one. */
function setText(el: Element, text: string): void {
  if (el.textContent === text) return;
  const only = el.firstChild;
  if (only && only.nodeType === 3 && only === el.lastChild) only.nodeValue = text;
  else el.textContent = text;
}
