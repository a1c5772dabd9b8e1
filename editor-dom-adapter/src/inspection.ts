/**
 * What the editor asks about an element: its CSS rules and computed values, its classes,
 * forced pseudo-states, and React 19 props and state.
 */
import {
  FRAME_MESSAGE,
  INSPECT_ERRORS,
  checkInspectRequest,
  forceStateClass,
  forceStatePlan,
  frameMessage,
  selectedKeysOrEmpty,
  serializeForInspection,
  type CssRuleInfo,
  type IncomingRequest,
  type InstantOp,
} from 'editor-engine';
import { computedCss, cssRulesFor, ruleMatchesElement } from './css-inspection.js';
import type { LayerHub } from './layer-hub.js';
import { forcedStateCopies } from './page-rules.js';
import {
  componentFiberOf,
  componentName,
  reactPropsOf,
  stateOf,
  type Fiber,
} from './react-inspect.js';

/** The layer's style element holding the copies of the page's rules for forced states. */
const FORCED_COPIES_RULE_ID = 'arb89-forced-states';

export class Inspection {
  /** The force-state classes set on the selected element; cleared before new ones are set. */
  private forced: { key: string; classes: readonly string[] } | null = null;
  private pendingCssRules = false;

  constructor(private readonly hub: LayerHub) {}

  private elementFor(keyArg: string | null): { key: string; el: Element } | null {
    const key = this.hub.view.keyOrSelected(keyArg);
    const el = key ? this.hub.tree.elementOf(key) : null;
    return key && el ? { key, el } : null;
  }

  /** Rules asked for before the element was in the page: processed now. */
  afterRebuild(): void {
    if (!this.pendingCssRules) return;
    this.pendingCssRules = false;
    this.processRules();
  }

  processRules(): CssRuleInfo[] | null {
    const el = this.hub.view.selectedElement();
    const key = selectedKeysOrEmpty(this.hub.view.selection)[0];
    if (!el || !key) {
      // Not in the page yet: processed once the tree is rebuilt.
      this.pendingCssRules = key !== undefined;
      return null;
    }
    const rules = cssRulesFor(this.hub.win, this.hub.doc, el);
    this.hub.post(
      frameMessage(FRAME_MESSAGE.PROCESSED_CSS_RULES_FOR_ELEMENT, {
        elementKey: key,
        cssRules: rules,
      }),
    );
    return rules;
  }

  /**
   * Forces the modifiers on the selected element: its force-state classes, and copies of the
   * page's rules for those states that the classes trigger (the page's `:hover` rules,
   * Tailwind's `hover:` variants among them). The previous ones are cleared first.
   */
  setModifiers(modifiers: string[]): boolean {
    const key = selectedKeysOrEmpty(this.hub.view.selection)[0];
    const el = key ? this.hub.tree.elementOf(key) : null;
    if (!key || !el) return false;
    if (this.forced && this.forced.key !== key) this.clearForced();
    const previous = this.forced?.classes ?? [];
    const { ops, forced } = forceStatePlan(key, previous, modifiers);
    this.hub.dom.perform(ops);
    this.forced = { key, classes: forced };
    const states: Record<string, string> = {};
    for (const modifier of modifiers) {
      states[modifier.replace(/^:+/, '')] = forceStateClass(modifier);
    }
    const cssText = forcedStateCopies(this.hub.doc, el, states);
    this.hub.dom.perform([
      cssText === ''
        ? { op: 'removeRule', ruleId: FORCED_COPIES_RULE_ID }
        : { op: 'insertRule', ruleId: FORCED_COPIES_RULE_ID, cssText },
    ]);
    return true;
  }

  /** A selection of another element takes the forced states off the previous one. */
  selectionChanged(key: string | undefined): void {
    if (this.forced && this.forced.key !== key) this.clearForced();
  }

  private clearForced(): void {
    if (!this.forced) return;
    const { key, classes } = this.forced;
    const ops: InstantOp[] = classes.map((className) => ({
      op: 'removeClass',
      target: { key },
      className,
    }));
    ops.push({ op: 'removeRule', ruleId: FORCED_COPIES_RULE_ID });
    this.hub.dom.perform(ops);
    this.forced = null;
  }

  cssEvals(keyArg: string | null) {
    const found = this.elementFor(keyArg);
    if (!found) return null;
    const { key, el } = found;
    const { win } = this.hub;
    const payload = {
      elementKey: key,
      cssEvals: computedCss(win, el),
      parentCssEvals: computedCss(win, el.parentElement),
      darkEnabledInParent: el.parentElement?.closest('.dark') != null,
      classList: Array.from(el.classList),
    };
    this.hub.post(frameMessage(FRAME_MESSAGE.CSS_EVALS_FOR_ELEMENT, payload));
    return payload;
  }

  /**
   * Whether the rule's selector matches the element (default: the selected one), answered as
   * `{id: messageId, matches}` under the message id the editor chose.
   */
  ruleMatches(messageId: unknown, selector: string, keyArg: string | null): boolean {
    const key = this.hub.view.keyOrSelected(keyArg);
    const el = key ? this.hub.tree.elementOf(key) : null;
    const matches = el !== null && ruleMatchesElement(el, selector);
    const validId =
      (typeof messageId === 'string' && messageId !== '') ||
      (typeof messageId === 'number' && Number.isFinite(messageId));
    if (validId) this.hub.messaging.answer(messageId, { matches });
    return matches;
  }

  classList(keyArg: string | null): string[] | null {
    const found = this.elementFor(keyArg);
    if (!found) return null;
    const classList = Array.from(found.el.classList);
    this.hub.post(
      frameMessage(FRAME_MESSAGE.ELEMENT_CLASS_LIST, { elementKey: found.key, classList }),
    );
    return classList;
  }

  // React 19 inspection

  inspect(request: Extract<IncomingRequest, { type: 'inspectElement' }>): void {
    const reply = this.hub.messaging.reply.bind(this.hub.messaging, request.requestId);
    const refusal = checkInspectRequest(request);
    if (refusal) {
      reply({ error: refusal });
      return;
    }
    const id = request.isComponent
      ? (request.componentElementId ?? request.tempoElementID)
      : request.tempoElementID;
    const elements = id ? this.findElements(id) : [];
    if (elements.length === 0) {
      reply({
        error: request.isComponent
          ? INSPECT_ERRORS.COMPONENT_NOT_FOUND
          : INSPECT_ERRORS.ELEMENT_NOT_FOUND,
      });
      return;
    }
    if (elements.length > 1) console.warn(`Several elements match ${id}; inspecting the first`);
    const element = elements[0];
    const { tree } = this.hub;
    // `{props, state}` as existing outer editors read it; an editor that opted in gets more.
    const extended = this.hub.messaging.extended;
    if (request.isComponent) {
      const fiber = componentFiberOf(element, request.componentName);
      if (!fiber) {
        reply({ error: INSPECT_ERRORS.NO_COMPONENT_FOUND });
        return;
      }
      const answer = propsAndState(fiber.memoizedProps ?? {}, stateOf(fiber));
      const more = { componentName: componentName(fiber.type), elementKey: tree.keyOf(element) };
      reply({ result: extended ? { ...answer, ...more } : answer });
      return;
    }
    // A host element has props but no state of its own.
    const answer = propsAndState(reactPropsOf(element) ?? {}, {});
    const more = {
      elementKey: tree.keyOf(element),
      tagName: element.tagName.toLowerCase(),
      classList: Array.from(element.classList),
    };
    reply({ result: extended ? { ...answer, ...more } : answer });
  }

  private findElements(id: string): Element[] {
    const byKey = this.hub.tree.elementOf(id);
    if (byKey) return [byKey];
    try {
      return Array.from(this.hub.doc.getElementsByClassName(id));
    } catch {
      return [];
    }
  }

  /**
   * GET_STATE_AND_PROPS: the component named, owning the element the request names (its key
   * or codebase id), else the first of that name in the page; answered `{id, props, state}`.
   */
  stateAndProps(request: Extract<IncomingRequest, { type: 'GET_STATE_AND_PROPS' }>): void {
    const reply = this.hub.messaging.reply.bind(this.hub.messaging, request.requestId);
    const { componentName: name } = request;
    const element = request.id ? this.findElements(request.id)[0] : undefined;
    if (request.id && !element) {
      reply({ error: INSPECT_ERRORS.ELEMENT_NOT_FOUND });
      return;
    }
    const fiber = element ? componentFiberOf(element, name) : this.componentNamed(name);
    if (!fiber) {
      reply({ error: INSPECT_ERRORS.NO_COMPONENT_FOUND });
      return;
    }
    reply({ result: propsAndState(fiber.memoizedProps ?? {}, stateOf(fiber)) });
  }

  /** The first component of that name owning an element of the page. */
  private componentNamed(name: string | null): Fiber | null {
    if (!name) return null;
    for (const element of Array.from(this.hub.doc.body.querySelectorAll('*'))) {
      const fiber = componentFiberOf(element, name);
      if (fiber) return fiber;
    }
    return null;
  }
}

/** Props and state made safe to post (objects, arrays and null as placeholders). */
function propsAndState(props: unknown, state: unknown) {
  return { props: serializeForInspection(props), state: serializeForInspection(state) };
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly inspection: Inspection;
  }
}
