/**
 * CSS selector checks and modifier states (visual-editor spec, § 5): the DOM-free half of selector
 * validity, selector comparison, and the force-state classes of pseudo-state modifiers.
 */
import {
  isTraversal,
  parse as parseCssSelector,
  stringify as stringifyCssSelector,
} from 'css-what';

import { FORCE_STATE_CLASS_PREFIX } from './constants.js';

function parseSelectorList(selector: string): ReturnType<typeof parseCssSelector> | null {
  if (typeof selector !== 'string' || selector.trim() === '') return null;
  try {
    const list = parseCssSelector(selector);
    // css-what tolerates a dangling combinator ('div >', '> a'); a browser does not.
    const complete = (tokens: (typeof list)[number]): boolean =>
      tokens.length > 0 && !isTraversal(tokens[0]) && !isTraversal(tokens[tokens.length - 1]);
    return list.length > 0 && list.every(complete) ? list : null;
  } catch {
    return null;
  }
}

/**
 * Syntax check of a CSS selector with the css-what parser, plus the rule that a selector may not
 * start or end with a combinator. The adapter also asks the browser (a selector is valid only if
 * both accept it; visual-editor spec, § 5); this is the DOM-free half. A parse failure gives false,
 * never an exception.
 */
export function isValidSelector(selector: string): boolean {
  return parseSelectorList(selector) !== null;
}

/**
 * Whether two selectors are the same selector once normalised by the parser (whitespace,
 * quoting). Any selector that contains a comma is rejected (false), as are invalid ones.
 */
export function selectorsMatchForComparison(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a.includes(',') || b.includes(',')) return false;
  const left = parseSelectorList(a);
  const right = parseSelectorList(b);
  if (left === null || right === null) return false;
  return stringifyCssSelector(left) === stringifyCssSelector(right);
}

/**
 * Modifier states a styling rule may target directly as a pseudo-class; any other modifier
 * applies only through its force-state class (visual-editor spec, § 5).
 */
export const MODIFIER_STATES = [
  'hover',
  'required',
  'focus',
  'active',
  'invalid',
  'disabled',
] as const;

/** One of `MODIFIER_STATES`. */
export type ModifierState = (typeof MODIFIER_STATES)[number];

/** True for one of `MODIFIER_STATES`. */
export function isModifierState(value: unknown): value is ModifierState {
  return typeof value === 'string' && (MODIFIER_STATES as readonly string[]).includes(value);
}

/**
 * The class that forces a pseudo-state modifier on the selected element:
 * `arb89-force-{modifier}`, with characters other than letters, digits, `_` and `-` (and a
 * leading colon) turned into hyphens so the result is always one class name.
 */
export function forceStateClass(modifier: string): string {
  let name = '';
  const bare = modifier.replace(/^:+/, '');
  for (const ch of bare) name += /[A-Za-z0-9_-]/.test(ch) ? ch : '-';
  return FORCE_STATE_CLASS_PREFIX + name;
}
