/**
 * Reading the page's CSS for the selected element: the style rules that apply to it (its own,
 * now or under a state, breakpoint or dark mode, then the inheritable declarations of rules
 * on its ancestors, nearest first), its computed
 * values, and whether a selector matches it. Which properties are inherited and which
 * selectors are valid are the engine's rules.
 */
import {
  compareSpecificity,
  inheritableStyles,
  isValidSelector,
  relaxedSelector,
  ruleConditions,
  selectorSpecificity,
  splitSelectorList,
  type CssRuleInfo,
  type Specificity,
} from 'editor-engine';
import { matches, pageRules } from './page-rules.js';

/** CSS properties reported by getCssEvals (layout, text, border, background, position). */
const CSS_EVAL_PROPERTIES = [
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'float',
  'clear',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'box-sizing',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'justify-content',
  'align-items',
  'align-self',
  'align-content',
  'gap',
  'row-gap',
  'column-gap',
  'order',
  'grid-template-columns',
  'grid-template-rows',
  'overflow',
  'overflow-x',
  'overflow-y',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-style',
  'border-color',
  'border-radius',
  'background-color',
  'background-image',
  'opacity',
  'box-shadow',
  'cursor',
  'visibility',
];

/** Computed values of CSS_EVAL_PROPERTIES (none for no element). */
export function computedCss(win: Window, target: Element | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!target) return out;
  const style = win.getComputedStyle(target);
  for (const name of CSS_EVAL_PROPERTIES) out[name] = style.getPropertyValue(name);
  return out;
}

/** Whether `el` matches `selector`; false for a selector the engine or the browser refuses. */
export function ruleMatchesElement(el: Element, selector: string): boolean {
  if (!isValidSelector(selector)) return false;
  try {
    return el.matches(selector);
  } catch {
    return false; // the browser refused it
  }
}

function declarations(rule: CSSStyleRule): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const name of Array.from(rule.style)) styles[name] = rule.style.getPropertyValue(name);
  return styles;
}

function mediaMatches(win: Window, media: string): boolean {
  // Without matchMedia (jsdom) a condition cannot be checked: counted as met.
  return typeof win.matchMedia !== 'function' || win.matchMedia(media).matches;
}

/** The highest specificity among the members of `selectors` that `el` matches, relaxed. */
function matchedSpecificity(
  el: Element,
  members: readonly { readonly relaxed: string | null; readonly specificity: Specificity }[],
): Specificity | null {
  let best: Specificity | null = null;
  for (const { relaxed, specificity } of members) {
    if (relaxed === null || !matches(el, relaxed)) continue;
    if (best === null || compareSpecificity(specificity, best) > 0) best = specificity;
  }
  return best;
}

interface Ranked {
  readonly info: CssRuleInfo;
  readonly specificity: Specificity;
  readonly order: number;
}

/** Most specific first; among equals the later rule (the one that wins) first. */
function byPrecedence(list: Ranked[]): CssRuleInfo[] {
  return list
    .sort((a, b) => compareSpecificity(b.specificity, a.specificity) || b.order - a.order)
    .map((ranked) => ranked.info);
}

/**
 * The style rules of the page's sheets that apply to `el`, now or under a state, a breakpoint
 * or dark mode (named in `modifiers`; `applied` says whether it applies now), most specific
 * first. Then, for each ancestor from the nearest, the rules applying to that ancestor that
 * set an inheritable property (`inherited`, with just those declarations; not applicable to
 * `el` itself), in the same order.
 */
export function cssRulesFor(win: Window, doc: Document, el: Element): CssRuleInfo[] {
  const ancestors: Element[] = [];
  for (let node = el.parentElement; node; node = node.parentElement) ancestors.push(node);
  const own: Ranked[] = [];
  const inherited: Ranked[][] = ancestors.map(() => []);
  for (const { rule, filename, media, order } of pageRules(doc)) {
    const selector = rule.selectorText;
    const members = splitSelectorList(selector).map((member) => ({
      relaxed: relaxedSelector(member),
      specificity: selectorSpecificity(member) ?? ([0, 0, 0] as const),
    }));
    const { modifiers, breakpoint, dark, states } = ruleConditions(selector, media);
    const mediaOk = media.every((text) => mediaMatches(win, text));
    const base = {
      filename,
      selector,
      removable: false,
      allowChanges: false,
      modifiers,
      cssText: rule.cssText,
      breakpoint,
      dark,
      states,
    };
    const styles = declarations(rule);
    const mine = matchedSpecificity(el, members);
    if (mine) {
      const applied = mediaOk && matches(el, selector);
      const info = { ...base, styles, applied, inherited: false, eligibleToApply: true };
      own.push({ info: { ...info, specificity: mine }, specificity: mine, order });
    }
    const passed = inheritableStyles(styles);
    if (!passed) continue;
    for (let i = 0; i < ancestors.length; i++) {
      const theirs = matchedSpecificity(ancestors[i], members);
      if (!theirs) continue;
      const applied = mediaOk && matches(ancestors[i], selector);
      inherited[i].push({
        info: {
          ...base,
          styles: passed,
          applied,
          inherited: true,
          eligibleToApply: false,
          specificity: theirs,
        },
        specificity: theirs,
        order,
      });
      break;
    }
  }
  return [...byPrecedence(own), ...inherited.flatMap(byPrecedence)];
}
