/**
 * The CSS side of instant updates: the rule of a temporary styling class (its declarations
 * made `!important`, its modifiers turned into media queries, a dark ancestor or state
 * selectors) and the force-state classes that show the selected element as if hovered,
 * focused and so on.
 */
import { BREAKPOINTS, type Breakpoint } from './constants.js';
import type { InstantOp } from './instant-ops.js';
import { forceStateClass, isModifierState } from './selectors.js';
import { cssPropertyName, styleDeclarations } from './styles.js';

/** Minimum viewport widths of the responsive breakpoints (Tailwind's defaults), in px. */
export const BREAKPOINT_MIN_WIDTH_PX: Readonly<Record<Breakpoint, number>> = Object.freeze({
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
});

function isBreakpoint(value: string): value is Breakpoint {
  return (BREAKPOINTS as readonly string[]).includes(value);
}

/**
 * The CSS rule of a styling class with its modifiers: breakpoints (`sm`…`2xl`) become
 * `@media (min-width: …)` (the widest wins), `dark` puts the rule under a `.dark` ancestor,
 * the states a rule may target directly (`MODIFIER_STATES`: `hover`, `focus`, …) match the
 * pseudo-class or its force-state class, and any other modifier matches its force-state class
 * only.
 */
export function stylingRule(
  className: string,
  declarations: string,
  modifiers: readonly string[] = [],
): string {
  let media: Breakpoint | null = null;
  let dark = false;
  const states: string[] = [];
  for (const modifier of modifiers) {
    if (isBreakpoint(modifier)) {
      if (media === null || BREAKPOINTS.indexOf(modifier) > BREAKPOINTS.indexOf(media)) {
        media = modifier;
      }
    } else if (modifier === 'dark') dark = true;
    else states.push(modifier);
  }
  const base = `${dark ? '.dark ' : ''}.${className}`;
  let selectors = [base];
  for (const state of states) {
    const forced = `.${forceStateClass(state)}`;
    selectors = selectors.flatMap((selector) =>
      isModifierState(state) ? [`${selector}:${state}`, selector + forced] : [selector + forced],
    );
  }
  const rule = `${selectors.join(', ')} { ${declarations} }`;
  return media === null
    ? rule
    : `@media (min-width: ${BREAKPOINT_MIN_WIDTH_PX[media]}px) { ${rule} }`;
}

/** Declarations marked `!important`, so the temporary class beats the element's own rules. */
export function important(declarations: string): string {
  return declarations
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (part.endsWith('!important') ? part : `${part} !important`))
    .join('; ')
    .concat(declarations.trim() === '' ? '' : ';');
}

/** Custom properties as declarations, each name given the `--` it lacks. */
export function customDeclarations(properties: Readonly<Record<string, string>>): string {
  return styleDeclarations(
    Object.fromEntries(
      Object.entries(properties).map(([name, value]) => [
        cssPropertyName(name).startsWith('--') ? name : `--${name}`,
        value,
      ]),
    ),
  );
}

/**
 * Forcing pseudo-state modifiers on the selected element, so the editor can show its hover,
 * focus (or any other modifier) styles without the pointer or keyboard: the previous force
 * classes are removed first, then one `arb89-force-{modifier}` class is added per modifier.
 * Returns the operations and the classes now forced (pass them as `previous` next time).
 */
export function forceStatePlan(
  key: string,
  previous: readonly string[],
  modifiers: readonly string[],
): { readonly ops: readonly InstantOp[]; readonly forced: readonly string[] } {
  const target = { key };
  const forced = [...new Set(modifiers.map(forceStateClass))];
  return {
    ops: [
      ...previous.map((className): InstantOp => ({ op: 'removeClass', target, className })),
      ...forced.map((className): InstantOp => ({ op: 'addClass', target, className })),
    ],
    forced,
  };
}
