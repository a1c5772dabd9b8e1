/**
 * The DOM-free rules for reading a page's style rules: selector specificity, the names of a
 * rule's conditions (breakpoints `sm` … `2xl`, `dark`), the selector a rule has once its
 * state and dark conditions are set aside (to list rules that apply under a state), and the
 * selector of a rule's copy that a force-state class triggers instead of a pseudo-class.
 */
import {
  AttributeAction,
  SelectorType,
  isTraversal,
  parse as parseCssSelector,
  stringify as stringifyCssSelector,
} from 'css-what';

import { BREAKPOINTS, DARK_MODE_CLASS, type Breakpoint } from './constants.js';
import { BREAKPOINT_MIN_WIDTH_PX } from './instant-styling.js';
import { MODIFIER_STATES } from './selectors.js';

type Token = ReturnType<typeof parseCssSelector>[number][number];

/** Specificity as (ids, classes/attributes/pseudo-classes, types/pseudo-elements). */
export type Specificity = readonly [number, number, number];

const ZERO: Specificity = [0, 0, 0];

/**
 * Pseudo-classes that describe a state of the element (interaction or form state) rather
 * than its place in the document: rules under them are listed with the state as a modifier.
 */
export const STATE_PSEUDO_CLASSES: readonly string[] = Object.freeze([
  ...MODIFIER_STATES,
  'focus-visible',
  'focus-within',
  'visited',
  'checked',
  'enabled',
  'valid',
  'optional',
  'read-only',
  'placeholder-shown',
  'target',
]);

/** Pseudo-elements the old single-colon syntax still names (`:before`). */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);
/** Pseudo-classes whose own weight is that of their most specific argument. */
const ARGUMENT_WEIGHTED = new Set(['is', 'matches', 'not', 'has', '-webkit-any', '-moz-any']);

function parse(selector: string): Token[][] | null {
  if (typeof selector !== 'string' || selector.trim() === '') return null;
  try {
    return parseCssSelector(selector);
  } catch {
    return null;
  }
}

function isSelectorList(data: unknown): data is Token[][] {
  return Array.isArray(data);
}

function add(a: Specificity, b: Specificity): Specificity {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

/** Negative when `a` is less specific than `b`, positive when more, 0 when equal. */
export function compareSpecificity(a: Specificity, b: Specificity): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function maxOf(list: readonly Token[][]): Specificity {
  return list
    .map(complexSpecificity)
    .reduce((m, s) => (compareSpecificity(s, m) > 0 ? s : m), ZERO);
}

function tokenSpecificity(token: Token): Specificity {
  switch (token.type) {
    case SelectorType.Attribute:
      return token.name === 'id' && token.action === AttributeAction.Equals ? [1, 0, 0] : [0, 1, 0];
    case SelectorType.Tag:
    case SelectorType.PseudoElement:
      return [0, 0, 1];
    case SelectorType.Pseudo:
      if (token.name === 'where') return ZERO;
      if (LEGACY_PSEUDO_ELEMENTS.has(token.name)) return [0, 0, 1];
      if (ARGUMENT_WEIGHTED.has(token.name) && isSelectorList(token.data)) return maxOf(token.data);
      return [0, 1, 0];
    default:
      return ZERO; // universal selector, combinators
  }
}

function complexSpecificity(tokens: readonly Token[]): Specificity {
  return tokens.map(tokenSpecificity).reduce(add, ZERO);
}

/**
 * The specificity of a selector (of its most specific member for a list), or null for one
 * the parser refuses. `:where()` weighs nothing; `:is()`, `:not()` and `:has()` weigh their
 * most specific argument.
 */
export function selectorSpecificity(selector: string): Specificity | null {
  const list = parse(selector);
  return list === null || list.length === 0 ? null : maxOf(list);
}

/** The members of a selector list, each on its own (`'a, .b'` → `['a', '.b']`); [] if invalid. */
export function splitSelectorList(selector: string): string[] {
  return (parse(selector) ?? []).map((tokens) => stringifyCssSelector([tokens]));
}

const REM_PX = 16;
const MIN_WIDTH = [
  /^\(\s*min-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/i,
  /^\(\s*width\s*>=\s*([\d.]+)(px|rem|em)\s*\)$/i,
];

/**
 * The breakpoint a media condition names: `(min-width: 768px)`, `(min-width: 48rem)` and
 * Tailwind 4's `(width >= 48rem)` are `md`; any other condition names none (null).
 */
export function breakpointOfMedia(mediaText: string): Breakpoint | null {
  const text = mediaText.trim().replace(/^(only\s+)?(screen|all)\s+and\s+/i, '');
  for (const pattern of MIN_WIDTH) {
    const found = pattern.exec(text);
    if (!found) continue;
    const px = Number(found[1]) * (found[2].toLowerCase() === 'px' ? 1 : REM_PX);
    return BREAKPOINTS.find((name) => BREAKPOINT_MIN_WIDTH_PX[name] === px) ?? null;
  }
  return null;
}

const HOVER_MEDIA = /^\(\s*(any-)?hover\s*:\s*hover\s*\)$/i;
const DARK_SCHEME_MEDIA = /^\(\s*prefers-color-scheme\s*:\s*dark\s*\)$/i;

function isDarkClass(token: Token): boolean {
  return (
    token.type === SelectorType.Attribute &&
    token.name === 'class' &&
    token.action === AttributeAction.Element &&
    token.value === DARK_MODE_CLASS
  );
}

/** Visits every token, inside `:is()`/`:where()`/`:has()` too, but not inside `:not()`. */
function eachToken(list: readonly Token[][], visit: (token: Token) => void): void {
  for (const tokens of list) {
    for (const token of tokens) {
      visit(token);
      if (
        token.type === SelectorType.Pseudo &&
        token.name !== 'not' &&
        isSelectorList(token.data)
      ) {
        eachToken(token.data, visit);
      }
    }
  }
}

/** What a style rule's selector and enclosing media conditions mean to the editor. */
export interface RuleConditions {
  /**
   * The rule's modifiers as reported to the outer editor: the breakpoint, `dark`, states, then
   * other media as written (visual-editor spec, § 3 and § 9).
   */
  readonly modifiers: readonly string[];
  readonly breakpoint: Breakpoint | null;
  readonly dark: boolean;
  readonly states: readonly string[];
}

/**
 * The conditions of a rule: the widest breakpoint among its media conditions, dark mode (a
 * `dark` class in its selector or `prefers-color-scheme: dark`), and the state pseudo-classes
 * it names. `(hover: hover)`, which Tailwind 4 puts around `hover:` rules, is part of the
 * hover state, not a modifier of its own.
 */
export function ruleConditions(selector: string, mediaTexts: readonly string[]): RuleConditions {
  let breakpoint: Breakpoint | null = null;
  let dark = false;
  const otherMedia: string[] = [];
  for (const media of mediaTexts) {
    const named = breakpointOfMedia(media);
    if (named) {
      if (breakpoint === null || BREAKPOINTS.indexOf(named) > BREAKPOINTS.indexOf(breakpoint)) {
        breakpoint = named;
      }
    } else if (DARK_SCHEME_MEDIA.test(media.trim())) dark = true;
    else if (!HOVER_MEDIA.test(media.trim())) otherMedia.push(media);
  }
  const states = new Set<string>();
  eachToken(parse(selector) ?? [], (token) => {
    if (isDarkClass(token)) dark = true;
    if (token.type === SelectorType.Pseudo && STATE_PSEUDO_CLASSES.includes(token.name)) {
      states.add(token.name);
    }
  });
  const modifiers = [
    ...(breakpoint ? [breakpoint] : []),
    ...(dark ? [DARK_MODE_CLASS] : []),
    ...states,
    ...otherMedia,
  ];
  return { modifiers, breakpoint, dark, states: [...states] };
}

/** Rewrites every compound (outside `:not()`), filling an emptied compound with `*`. */
function rewrite(list: Token[][], map: (token: Token) => Token | null): Token[][] {
  return list.map((tokens) => {
    const out: Token[] = [];
    let compound: Token[] = [];
    const close = () => {
      const universal: Token = { type: SelectorType.Universal, namespace: null };
      out.push(...(compound.length > 0 ? compound : [universal]));
      compound = [];
    };
    for (const token of tokens) {
      if (isTraversal(token)) {
        close();
        out.push(token);
        continue;
      }
      const mapped = map(token);
      if (mapped === null) continue;
      if (
        mapped.type === SelectorType.Pseudo &&
        mapped.name !== 'not' &&
        isSelectorList(mapped.data)
      ) {
        compound.push({ ...mapped, data: rewrite(mapped.data, map) });
      } else compound.push(mapped);
    }
    close();
    return out;
  });
}

/**
 * The selector without its state pseudo-classes and dark-mode class, so that matching it
 * tells whether the rule applies to the element under some state or in dark mode
 * (`.hover\:x:hover` → `.hover\:x`); null for a selector the parser refuses.
 */
export function relaxedSelector(selector: string): string | null {
  const list = parse(selector);
  if (list === null) return null;
  const relaxed = rewrite(list, (token) =>
    isDarkClass(token) ||
    (token.type === SelectorType.Pseudo && STATE_PSEUDO_CLASSES.includes(token.name))
      ? null
      : token,
  );
  return stringifyCssSelector(relaxed);
}

/**
 * The selector of a rule's copy that applies while states are forced: each pseudo-class of
 * `forced` (state → force-state class) becomes that class (`.hover\:x:hover` →
 * `.hover\:x.arb89-force-hover`). Null when the selector names none of them or is invalid.
 */
export function forcedStateSelector(
  selector: string,
  forced: Readonly<Record<string, string>>,
): string | null {
  const list = parse(selector);
  if (list === null) return null;
  let named = false;
  const rewritten = rewrite(list, (token) => {
    if (token.type !== SelectorType.Pseudo || !Object.hasOwn(forced, token.name)) return token;
    named = true;
    return {
      type: SelectorType.Attribute,
      name: 'class',
      action: AttributeAction.Element,
      value: forced[token.name],
      namespace: null,
      ignoreCase: 'quirks',
    };
  });
  return named ? stringifyCssSelector(rewritten) : null;
}

/**
 * A media condition around a rule's forced copy: dropped (null) when it only asks for a
 * hover-capable pointer and hover is forced, else kept.
 */
export function forcedMediaText(mediaText: string, forcedStates: readonly string[]): string | null {
  return forcedStates.includes('hover') && HOVER_MEDIA.test(mediaText.trim()) ? null : mediaText;
}
