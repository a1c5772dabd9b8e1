/**
 * The page's style rules in source order, each with the group rules around it (`@media`,
 * `@layer`, `@supports`, …), so a rule can be named by its conditions and copied with them.
 */
import { forcedMediaText, forcedStateSelector } from 'editor-engine';
import { RULE_ATTRIBUTE } from './instant-updates.js';

/** A group rule around a style rule: its prelude (`@layer utilities`) and media text if any. */
interface Enclosing {
  readonly prelude: string;
  readonly media: string | null;
}

export interface PageRule {
  readonly rule: CSSStyleRule;
  readonly filename: string;
  /** Group rules around it, outermost first. */
  readonly enclosing: readonly Enclosing[];
  /** The media texts among them. */
  readonly media: readonly string[];
  /** Position in the page's sheets (later wins among equals). */
  readonly order: number;
  /** A rule the layer added itself (instant styles, forced copies). */
  readonly layerOwned: boolean;
}

function enclosingOf(rule: CSSRule): Enclosing {
  if (rule instanceof CSSMediaRule) {
    return { prelude: `@media ${rule.media.mediaText}`, media: rule.media.mediaText };
  }
  const text = rule.cssText;
  return { prelude: text.slice(0, text.indexOf('{')).trim(), media: null };
}

/**
 * Every style rule of the page's readable sheets. Rules nested inside a style rule (CSS
 * nesting) are left out: compiled Tailwind flattens them.
 */
export function pageRules(doc: Document): PageRule[] {
  const out: PageRule[] = [];
  const visit = (
    list: CSSRuleList,
    filename: string,
    enclosing: readonly Enclosing[],
    layerOwned: boolean,
  ) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) {
        const media = enclosing.flatMap((e) => (e.media === null ? [] : [e.media]));
        out.push({ rule, filename, enclosing, media, order: out.length, layerOwned });
      } else if ('cssRules' in rule) {
        const inner = [...enclosing, enclosingOf(rule)];
        visit((rule as CSSGroupingRule).cssRules, filename, inner, layerOwned);
      }
    }
  };
  for (const sheet of Array.from(doc.styleSheets)) {
    const owner = sheet.ownerNode;
    const layerOwned = owner instanceof Element && owner.hasAttribute(RULE_ATTRIBUTE);
    try {
      visit(sheet.cssRules, sheet.href ?? 'inline', [], layerOwned);
    } catch (error) {
      console.error('Skipped an unreadable stylesheet', error);
    }
  }
  return out;
}

/**
 * Copies of the page's rules that apply to `el` under the forced states (state → force-state
 * class, already on `el`), each with its pseudo-classes replaced by the classes and inside
 * the same group rules, so a layered Tailwind variant keeps its layer. A media condition that
 * only asks for a hover-capable pointer is dropped while hover is forced.
 */
export function forcedStateCopies(
  doc: Document,
  el: Element,
  forced: Readonly<Record<string, string>>,
): string {
  const states = Object.keys(forced);
  const copies: string[] = [];
  for (const { rule, enclosing, layerOwned } of pageRules(doc)) {
    if (layerOwned) continue;
    const selector = forcedStateSelector(rule.selectorText, forced);
    if (selector === null || !matches(el, selector)) continue;
    let text = `${selector} { ${rule.style.cssText} }`;
    for (const group of [...enclosing].reverse()) {
      if (group.media !== null && forcedMediaText(group.media, states) === null) continue;
      text = `${group.prelude} { ${text} }`;
    }
    copies.push(text);
  }
  return copies.join('\n');
}

/** Whether `el` matches `selector`; false for one this browser does not parse. */
export function matches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}
