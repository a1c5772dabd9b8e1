/**
 * The vocabulary of instant updates: the DOM-free operations the adapter performs so a change
 * shows at once, the plan that lists them and what the adapter reports back. The planner
 * (`instant-update.ts`) builds plans from the per-change-type plans (`instant-plans.ts`).
 *
 * Targets are codebase ids (every rendered instance of the source element) or, for the
 * selected element, an element key. Every element an operation creates carries
 * `TEMP_ELEMENT_CLASS` (removed after the next reload); hidden elements carry `HIDDEN_CLASS`;
 * elements given a styling class also carry `TEMP_STYLING_CLASS`.
 */
import type { Change } from './change-types.js';
import { HIDDEN_CLASS } from './constants.js';
import { SPECIAL_CODEBASE_IDS } from './element-key.js';

/** Marks elements an instant update created (inserted, duplicated, wrappers, retagged). */
export const TEMP_ELEMENT_CLASS = 'arb89-temp-element';
/** The CSS the adapter installs once so `HIDDEN_CLASS` hides. */
export const HIDDEN_CLASS_CSS = `.${HIDDEN_CLASS} { display: none !important; }`;

/**
 * Which elements an operation acts on: every instance of a codebase id, one element key, or
 * every element carrying a class (the layer's markers, for the hot-reload cleanup).
 */
export type ElementTarget =
  { readonly codebaseId: string } | { readonly key: string } | { readonly className: string };

/** One DOM operation of a plan; the adapter performs them in order. */
export type InstantOp =
  | { readonly op: 'addClass'; readonly target: ElementTarget; readonly className: string }
  | { readonly op: 'removeClass'; readonly target: ElementTarget; readonly className: string }
  /** Appends a CSS rule to the layer's own style sheet, under `ruleId` (a class name). */
  | { readonly op: 'insertRule'; readonly ruleId: string; readonly cssText: string }
  | { readonly op: 'removeRule'; readonly ruleId: string }
  /**
   * Adds `HIDDEN_CLASS`. Before hiding, the adapter reports each element's key, its parent's
   * key and its outer HTML (`InstantUpdateResult.removed`).
   */
  | { readonly op: 'hide'; readonly target: ElementTarget }
  | { readonly op: 'show'; readonly target: ElementTarget }
  /**
   * Parses `html` and inserts its elements into each instance of `parent`: before the child
   * with codebase id `before`, else after the child with `after`, else at the end. Reports
   * the codebase ids of the inserted elements (`InstantUpdateResult.addedIds`).
   */
  | {
      readonly op: 'insertHtml';
      readonly parent: ElementTarget;
      readonly before: string | null;
      readonly after: string | null;
      readonly html: string;
    }
  /** Moves each instance of `target` into the first instance of `parent` (same placement). */
  | {
      readonly op: 'move';
      readonly target: ElementTarget;
      readonly parent: ElementTarget;
      readonly before: string | null;
      readonly after: string | null;
    }
  /** Wraps the targets (siblings, in document order) in a new `tagName` with `className`. */
  | {
      readonly op: 'wrap';
      readonly targets: readonly ElementTarget[];
      readonly tagName: string;
      readonly className: string;
    }
  /** Inserts a deep clone after each instance, its codebase id class replaced by `codebaseId`. */
  | { readonly op: 'duplicate'; readonly target: ElementTarget; readonly codebaseId: string }
  /** Replaces each instance by a `tagName` element with the same attributes and children. */
  | { readonly op: 'changeTag'; readonly target: ElementTarget; readonly tagName: string }
  | { readonly op: 'setText'; readonly target: ElementTarget; readonly text: string }
  /** Sets an attribute on each instance (a prop change with a plain value). */
  | {
      readonly op: 'setAttribute';
      readonly target: ElementTarget;
      readonly name: string;
      readonly value: string;
    }
  /** Removes the target elements from the page (temporary elements after a reload). */
  | { readonly op: 'remove'; readonly target: ElementTarget };

/** What to do to show a change at once, and what its INSTANT_UPDATE_DONE will carry. */
export interface InstantUpdatePlan {
  /** The change as planned (inner ids of undo/redo remapped through the accumulated map). */
  readonly change: Change;
  readonly ops: readonly InstantOp[];
  /** The styling class added (styling, add-class), for the done message and the undo. */
  readonly addedClass?: string;
  /** The class written to the source (add-class). */
  readonly codebaseAddedClass?: string;
  /** The rule inserted for an add-class whose `cssEquivalent` is a style sheet (its undo removes it). */
  readonly ruleId?: string;
  /** Codebase ids the plan itself creates (duplicate and wrap placeholders). */
  readonly newAddedIds: readonly string[];
  /** Element keys to select once the update is done. */
  readonly selectAfter: readonly string[];
}

/** What the adapter observed while performing a plan. */
export interface InstantUpdateResult {
  /** Each hidden element: its key, its parent's key and its outer HTML before hiding. */
  readonly removed?: readonly {
    readonly parentKey: string;
    readonly elementKey: string;
    readonly outerHTML: string;
  }[];
  /** Codebase ids of inserted elements (from `insertHtml`). */
  readonly addedIds?: readonly string[];
  /** False when an operation failed (a target or parent was not found, say). */
  readonly success: boolean;
}

/** A refusal: the change shows no instant update now, and why. */
export interface InstantUpdateRefusal {
  readonly refused: string;
}

/** The CSS selector of every instance of a codebase id (special ids: body, #root, #__next). */
export function codebaseIdSelector(codebaseId: string): string {
  if (codebaseId === SPECIAL_CODEBASE_IDS.BODY) return 'body';
  if (codebaseId === SPECIAL_CODEBASE_IDS.ROOT) return '#root';
  if (codebaseId === SPECIAL_CODEBASE_IDS.NEXT) return '#__next';
  return '.' + codebaseId;
}
