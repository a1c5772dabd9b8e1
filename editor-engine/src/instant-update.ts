/**
 * Instant-update plans (visual-editor spec, § 3 and § 4): for each
 * change type, the DOM-free list of operations the adapter performs so the change shows at
 * once, the inverse operations an instant undo needs, and the INSTANT_UPDATE_DONE message.
 *
 * Targets are codebase ids (every rendered instance of the source element) or, for the
 * selected element, an element key. Every element an operation creates carries
 * `TEMP_ELEMENT_CLASS` (removed after the next reload); hidden elements carry `HIDDEN_CLASS`;
 * elements given a styling class also carry `TEMP_STYLING_CLASS`.
 */
import { idMapEntries, remapCodebaseIds, type IdMap } from './change-remap.js';
import { ChangeType, innerChange, type Change } from './change-types.js';
import { serializeChange } from './changes.js';
import { BREAKPOINTS, HIDDEN_CLASS, type Breakpoint } from './constants.js';
import {
  DUPLICATE_PLACEHOLDER_PREFIX,
  SPECIAL_CODEBASE_IDS,
  STYLING_CLASS_PREFIX,
  TEMP_STYLING_CLASS,
  WRAP_IN_DIV_PLACEHOLDER,
} from './element-key.js';
import { instantUpdateRefusal } from './instant-gating.js';
import { keysToSelectAfter } from './ledger-reducer.js';
import {
  FRAME_MESSAGE,
  frameMessage,
  type FrameMessage,
  type InstantUpdateData,
  type RemovedElementInfo,
} from './protocol-frame.js';
import { forceStateClass, isModifierState } from './selectors.js';
import { cssPropertyName, sanitizeClassName, styleDeclarations } from './styles.js';

/** Marks elements an instant update created (inserted, duplicated, wrappers, retagged). */
export const TEMP_ELEMENT_CLASS = 'arb89-temp-element';
export { DELETE_AFTER_RELOAD_CLASS, HIDDEN_CLASS } from './constants.js';
/** The CSS the adapter installs once so `HIDDEN_CLASS` hides. */
export const HIDDEN_CLASS_CSS = `.${HIDDEN_CLASS} { display: none !important; }`;

/** Minimum viewport widths of the responsive breakpoints (Tailwind's defaults), in px. */
export const BREAKPOINT_MIN_WIDTH_PX: Readonly<Record<Breakpoint, number>> = Object.freeze({
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
});

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
function important(declarations: string): string {
  return declarations
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (part.endsWith('!important') ? part : `${part} !important`))
    .join('; ')
    .concat(declarations.trim() === '' ? '' : ';');
}

function customDeclarations(properties: Readonly<Record<string, string>>): string {
  return styleDeclarations(
    Object.fromEntries(
      Object.entries(properties).map(([name, value]) => [
        cssPropertyName(name).startsWith('--') ? name : `--${name}`,
        value,
      ]),
    ),
  );
}

/** What the planner remembers of an applied change, for its instant undo. */
interface AppliedRecord {
  readonly change: Change;
  readonly addedClass?: string;
  readonly codebaseAddedClass?: string;
  readonly ruleId?: string;
}

/** Attribute names a prop change may set instantly (event handlers, class and children never). */
const PLAIN_ATTRIBUTE = /^[a-zA-Z][a-zA-Z0-9-]*$/;

/** True when a `cssEquivalent` is a style sheet (rules with selectors), not declarations. */
function isStyleSheet(css: string): boolean {
  return css.includes('{');
}

/** Options of an `InstantUpdatePlanner`. */
export interface InstantUpdatePlannerOptions {
  /** Milliseconds clock for the styling class stamps (default `Date.now`). */
  readonly now?: () => number;
}

/**
 * Plans instant updates and their undos, remembering what each applied change added and the
 * codebase id renames since (accumulated across remaps).
 *
 * ```ts
 * const planner = new InstantUpdatePlanner();
 * const plan = planner.plan(change, ledger.isFlushing);
 * if (!('refused' in plan)) {
 *   const result = adapter.perform(plan.ops); // DOM work, reports removed HTML / added ids
 *   port.postMessage(planner.done(plan, result)); // INSTANT_UPDATE_DONE
 * }
 * ```
 */
export class InstantUpdatePlanner {
  private readonly now: () => number;
  private readonly epoch: number;
  private counter = 0;
  private idMap: Record<string, string> = {};
  private readonly applied = new Map<string, AppliedRecord>();

  constructor(options: InstantUpdatePlannerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.epoch = this.now();
  }

  /** Previous → current codebase id, over every remap so far (`a→b` then `b→c` is `a→c`). */
  get accumulatedIdMap(): Readonly<Record<string, string>> {
    return this.idMap;
  }

  /** Records renamed codebase ids (after the source refreshed). */
  remapIds(map: IdMap): void {
    const entries = idMapEntries(map);
    const next: Record<string, string> = {};
    const rename = new Map(entries);
    for (const [from, to] of Object.entries(this.idMap)) next[from] = rename.get(to) ?? to;
    for (const [from, to] of entries) if (!(from in next)) next[from] = to;
    this.idMap = next;
    for (const [id, record] of this.applied) {
      this.applied.set(id, { ...record, change: remapCodebaseIds(record.change, rename) });
    }
  }

  /** A new timestamped styling class: `arb89-styling-{ms since the planner started}-{n}-{name}`. */
  private stylingClass(name: string): string {
    this.counter++;
    const stamp = `${Math.max(0, Math.floor(this.now() - this.epoch))}-${this.counter}`;
    return `${STYLING_CLASS_PREFIX}${stamp}-${sanitizeClassName(name)}`;
  }

  /**
   * The plan that shows `change` now, or a refusal (UNKNOWN never, undo only for
   * types with an instant undo, while flushing only removal/add-class/styling and undo/redo of
   * them; a prop change with a non-plain value and an add without `htmlForInstantUpdate` have
   * nothing to show; visual-editor spec, § 4).
   */
  plan(change: Change, flushing: boolean): InstantUpdatePlan | InstantUpdateRefusal {
    const refusal = instantUpdateRefusal(change, flushing);
    if (refusal !== null) return { refused: refusal };
    const selectAfter = keysToSelectAfter(change);
    if (change.type === ChangeType.UNDO) {
      const undone = this.remap(change.changeFields.changeToUndo);
      const record = this.applied.get(undone.id) ?? { change: undone };
      return { change, ops: this.inverse(record), newAddedIds: [], selectAfter };
    }
    const target = change.type === ChangeType.REDO ? this.remap(innerChange(change)!) : change;
    const planned = this.forward(target);
    if ('refused' in planned) return planned;
    return { ...planned, change, selectAfter };
  }

  private remap(change: Change): Change {
    return Object.keys(this.idMap).length === 0 ? change : remapCodebaseIds(change, this.idMap);
  }

  private forward(
    change: Change,
  ): Omit<InstantUpdatePlan, 'change' | 'selectAfter'> | InstantUpdateRefusal {
    const none = { newAddedIds: [] as string[] };
    switch (change.type) {
      case ChangeType.STYLING: {
        const f = change.changeFields;
        const declarations = important(
          [styleDeclarations(f.stylingChanges), customDeclarations(f.customProperties)]
            .filter((d) => d !== '')
            .join(' '),
        );
        const cls = this.stylingClass(f.codebaseId);
        const target = { codebaseId: f.codebaseId };
        return {
          ...none,
          addedClass: cls,
          ops: [
            { op: 'insertRule', ruleId: cls, cssText: stylingRule(cls, declarations, f.modifiers) },
            { op: 'addClass', target, className: cls },
            { op: 'addClass', target, className: TEMP_STYLING_CLASS },
          ],
        };
      }
      case ChangeType.ADD_CLASS: {
        const f = change.changeFields;
        const target = { codebaseId: f.codebaseIdToAddClass };
        const ops: InstantOp[] = [{ op: 'addClass', target, className: f.className }];
        let addedClass = f.className;
        const css = change.cssEquivalent;
        if (css !== undefined && isStyleSheet(css)) {
          // The class's own compiled rules (a class the page's style sheet lacks yet).
          const ruleId = sanitizeClassName(`arb89-css-${change.id}`);
          ops.push({ op: 'insertRule', ruleId, cssText: css });
          return { ...none, ops, addedClass, codebaseAddedClass: f.className, ruleId };
        }
        if (css !== undefined && css.trim() !== '') {
          addedClass = this.stylingClass(f.className);
          const declarations = important(
            [css.trim().replace(/;?$/, ';'), customDeclarations(f.customProperties)]
              .filter((d) => d !== '' && d !== ';')
              .join(' '),
          );
          ops.push(
            {
              op: 'insertRule',
              ruleId: addedClass,
              cssText: stylingRule(addedClass, declarations, f.modifiers),
            },
            { op: 'addClass', target, className: addedClass },
            { op: 'addClass', target, className: TEMP_STYLING_CLASS },
          );
        }
        return { ...none, ops, addedClass, codebaseAddedClass: f.className };
      }
      case ChangeType.REMOVE_CLASS: {
        const f = change.changeFields;
        const target = { codebaseId: f.codebaseIdToRemoveClass };
        return { ...none, ops: [{ op: 'removeClass', target, className: f.className }] };
      }
      case ChangeType.REMOVE_JSX:
        return {
          ...none,
          ops: change.changeFields.codebaseIdsToRemove.map((codebaseId) => ({
            op: 'hide',
            target: { codebaseId },
          })),
        };
      case ChangeType.ADD_JSX: {
        const f = change.changeFields;
        if (f.htmlForInstantUpdate === undefined || f.htmlForInstantUpdate === '') {
          return { refused: 'an add without htmlForInstantUpdate has nothing to show' };
        }
        return {
          ...none,
          ops: [
            {
              op: 'insertHtml',
              parent: { codebaseId: f.codebaseIdToAddTo },
              before: f.beforeCodebaseId ?? null,
              after: f.afterCodebaseId ?? null,
              html: f.htmlForInstantUpdate,
            },
          ],
        };
      }
      case ChangeType.MOVE_JSX: {
        const f = change.changeFields;
        return {
          ...none,
          ops: [
            {
              op: 'move',
              target: { codebaseId: f.codebaseIdToMove },
              parent: { codebaseId: f.codebaseIdToMoveTo },
              before: f.beforeCodebaseId ?? null,
              after: f.afterCodebaseId ?? null,
            },
          ],
        };
      }
      case ChangeType.WRAP_DIV:
        return {
          newAddedIds: [WRAP_IN_DIV_PLACEHOLDER],
          ops: [
            {
              op: 'wrap',
              targets: change.changeFields.codebaseIdsToWrap.map((codebaseId) => ({ codebaseId })),
              tagName: 'div',
              className: WRAP_IN_DIV_PLACEHOLDER,
            },
          ],
        };
      case ChangeType.DUPLICATE: {
        const ids = change.changeFields.codebaseIdsToDuplicate;
        const placeholders = ids.map((_, i) => `${DUPLICATE_PLACEHOLDER_PREFIX}${i}`);
        return {
          newAddedIds: placeholders,
          ops: ids.map((codebaseId, i) => ({
            op: 'duplicate',
            target: { codebaseId },
            codebaseId: placeholders[i],
          })),
        };
      }
      case ChangeType.CHANGE_TAG: {
        const f = change.changeFields;
        return {
          ...none,
          ops: [
            {
              op: 'changeTag',
              target: { codebaseId: f.codebaseIdToChange },
              tagName: f.newTagName,
            },
          ],
        };
      }
      case ChangeType.EDIT_TEXT: {
        const f = change.changeFields;
        return {
          ...none,
          ops: [{ op: 'setText', target: { codebaseId: f.codebaseIdToEditText }, text: f.newText }],
        };
      }
      case ChangeType.CHANGE_PROP: {
        const f = change.changeFields;
        const value = f.propValue;
        const plain =
          typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
        if (
          !plain ||
          !PLAIN_ATTRIBUTE.test(f.propName) ||
          f.propName === 'className' ||
          f.propName === 'children' ||
          /^on[A-Z]/.test(f.propName)
        ) {
          return { refused: 'only a plain prop value is shown before the refreshed source' };
        }
        return {
          ...none,
          ops: [
            {
              op: 'setAttribute',
              target: { codebaseId: f.codebaseIdToChange },
              name: f.propName === 'htmlFor' ? 'for' : f.propName,
              value: String(value),
            },
          ],
        };
      }
      default:
        // UNDO, REDO and UNKNOWN never get here (handled above or refused by the gating).
        return { refused: `${change.type} has no instant update` };
    }
  }

  /** The operations that take an applied change back (the instant-undo types only). */
  private inverse(record: AppliedRecord): InstantOp[] {
    const change = record.change;
    switch (change.type) {
      case ChangeType.REMOVE_JSX:
        return change.changeFields.codebaseIdsToRemove.map((codebaseId) => ({
          op: 'show',
          target: { codebaseId },
        }));
      case ChangeType.STYLING:
      case ChangeType.ADD_CLASS: {
        const codebaseId =
          change.type === ChangeType.STYLING
            ? change.changeFields.codebaseId
            : change.changeFields.codebaseIdToAddClass;
        const target = { codebaseId };
        const ops: InstantOp[] = [];
        if (change.type === ChangeType.ADD_CLASS) {
          ops.push({ op: 'removeClass', target, className: change.changeFields.className });
        }
        if (record.ruleId !== undefined) ops.push({ op: 'removeRule', ruleId: record.ruleId });
        const cls = record.addedClass;
        if (cls !== undefined && cls.startsWith(STYLING_CLASS_PREFIX)) {
          ops.push(
            { op: 'removeClass', target, className: cls },
            { op: 'removeRule', ruleId: cls },
          );
        }
        return ops;
      }
      default:
        return [];
    }
  }

  /**
   * Records what the plan did (for a later undo) and builds INSTANT_UPDATE_DONE: the change
   * item, `newAddedIds` (the plan's and the inserted ones), `parentToElementKeysRemoved`
   * (grouped by parent key), `addedClass`, `codebaseAddedClass`, the success flag and
   * `prevIdToNewIdMap` (previous → current codebase ids, accumulated over every remap).
   */
  done(plan: InstantUpdatePlan, result: InstantUpdateResult): FrameMessage<'INSTANT_UPDATE_DONE'> {
    const applied = plan.change.type === ChangeType.REDO ? innerChange(plan.change)! : plan.change;
    if (result.success && plan.change.type !== ChangeType.UNDO) {
      this.applied.set(applied.id, {
        change: applied,
        ...(plan.addedClass === undefined ? {} : { addedClass: plan.addedClass }),
        ...(plan.codebaseAddedClass === undefined
          ? {}
          : { codebaseAddedClass: plan.codebaseAddedClass }),
        ...(plan.ruleId === undefined ? {} : { ruleId: plan.ruleId }),
      });
    }
    if (plan.change.type === ChangeType.UNDO) {
      this.applied.delete(plan.change.changeFields.changeToUndo.id);
    }
    const removed: Record<string, RemovedElementInfo[]> = {};
    for (const item of result.removed ?? []) {
      (removed[item.parentKey] ??= []).push({
        elementKeyRemoved: item.elementKey,
        outerHTML: item.outerHTML,
      });
    }
    const data: InstantUpdateData = {
      newAddedIds: [...plan.newAddedIds, ...(result.addedIds ?? [])],
      parentToElementKeysRemoved: removed,
      ...(plan.addedClass === undefined ? {} : { addedClass: plan.addedClass }),
      ...(plan.codebaseAddedClass === undefined
        ? {}
        : { codebaseAddedClass: plan.codebaseAddedClass }),
    };
    return frameMessage(FRAME_MESSAGE.INSTANT_UPDATE_DONE, {
      changeItem: serializeChange(plan.change),
      instantUpdateData: data,
      instantUpdateSuccessful: result.success,
      prevIdToNewIdMap: { ...this.idMap },
    });
  }
}

/**
 * Forcing pseudo-state modifiers on the selected element (visual-editor spec, § 4): the
 * previous force classes are removed first, then one `arb89-force-{modifier}` class is added
 * per modifier. Returns the operations and the classes now forced (pass them as `previous`
 * next time).
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
