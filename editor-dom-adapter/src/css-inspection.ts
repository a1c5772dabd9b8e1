/**
 * Reading the page's CSS for the selected element: the style rules that apply to it (its own,
 * then the inheritable declarations of rules on its ancestors, nearest first), its computed
 * values, and whether a selector matches it. Which properties are inherited and which
 * selectors are valid are the engine's rules.
 */
import { inheritableStyles, isValidSelector, type CssRuleInfo } from 'editor-engine';

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

function matches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false; // a selector this browser does not parse
  }
}

function declarations(rule: CSSStyleRule): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const name of Array.from(rule.style)) styles[name] = rule.style.getPropertyValue(name);
  return styles;
}

/**
 * The style rules of the page's sheets that apply to `el`: each rule matching it, then, for
 * each ancestor from the nearest, the rules matching that ancestor that set an inheritable
 * property (`inherited`, with just those declarations; not applicable to `el` itself).
 */
export function cssRulesFor(doc: Document, el: Element): CssRuleInfo[] {
  const ancestors: Element[] = [];
  for (let node = el.parentElement; node; node = node.parentElement) ancestors.push(node);
  const own: CssRuleInfo[] = [];
  const inherited: CssRuleInfo[][] = ancestors.map(() => []);
  const visit = (list: CSSRuleList, filename: string, modifiers: string[]) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) {
        const base = {
          filename,
          selector: rule.selectorText,
          removable: false,
          allowChanges: false,
          modifiers,
          cssText: rule.cssText,
        };
        const styles = declarations(rule);
        if (matches(el, rule.selectorText)) {
          own.push({ ...base, styles, applied: true, inherited: false, eligibleToApply: true });
        }
        const passed = inheritableStyles(styles);
        if (!passed) continue;
        const index = ancestors.findIndex((ancestor) => matches(ancestor, rule.selectorText));
        if (index >= 0) {
          inherited[index].push({
            ...base,
            styles: passed,
            applied: true,
            inherited: true,
            eligibleToApply: false,
          });
        }
      } else if ('cssRules' in rule) {
        const media = rule instanceof CSSMediaRule ? [rule.media.mediaText] : [];
        visit((rule as CSSGroupingRule).cssRules, filename, [...modifiers, ...media]);
      }
    }
  };
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      visit(sheet.cssRules, sheet.href ?? 'inline', []);
    } catch (error) {
      console.error('Skipped an unreadable stylesheet', error);
    }
  }
  return [...own, ...inherited.flat()];
}
