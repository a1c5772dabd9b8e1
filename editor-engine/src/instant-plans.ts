/**
 * The plans of each change type: the operations that show a change at once (`changePlan`) and
 * the ones that take an applied change back for an instant undo (`undoOps`). Pure: the
 * planner (`instant-update.ts`) supplies the styling class names and remembers what each
 * applied change added.
 */
import { ChangeType, type Change } from './change-types.js';
import {
  DUPLICATE_PLACEHOLDER_PREFIX,
  STYLING_CLASS_PREFIX,
  TEMP_STYLING_CLASS,
  WRAP_IN_DIV_PLACEHOLDER,
} from './element-key.js';
import type { InstantOp, InstantUpdatePlan, InstantUpdateRefusal } from './instant-ops.js';
import { customDeclarations, important, stylingRule } from './instant-styling.js';
import { sanitizeClassName, styleDeclarations } from './styles.js';

/** What the planner remembers of an applied change, for its instant undo. */
export interface AppliedRecord {
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

/** A change's own plan, before the planner adds the change and the keys to select. */
export type ChangePlan = Omit<InstantUpdatePlan, 'change' | 'selectAfter'>;

/** The plan of a change shown by one operation that creates no codebase ids. */
function oneOp(op: InstantOp): ChangePlan {
  return { newAddedIds: [], ops: [op] };
}

/**
 * The operations that show `change` (not UNDO, REDO or UNKNOWN), or a refusal when it has
 * nothing to show yet. `stylingClass(name)` gives a new temporary styling class.
 */
export function changePlan(
  change: Change,
  stylingClass: (name: string) => string,
): ChangePlan | InstantUpdateRefusal {
  const none = { newAddedIds: [] as string[] };
  switch (change.type) {
    case ChangeType.STYLING: {
      const f = change.changeFields;
      const declarations = important(
        [styleDeclarations(f.stylingChanges), customDeclarations(f.customProperties)]
          .filter((d) => d !== '')
          .join(' '),
      );
      const cls = stylingClass(f.codebaseId);
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
        addedClass = stylingClass(f.className);
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
      return oneOp({ op: 'removeClass', target, className: f.className });
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
      return oneOp({
        op: 'insertHtml',
        parent: { codebaseId: f.codebaseIdToAddTo },
        before: f.beforeCodebaseId ?? null,
        after: f.afterCodebaseId ?? null,
        html: f.htmlForInstantUpdate,
      });
    }
    case ChangeType.MOVE_JSX: {
      const f = change.changeFields;
      return oneOp({
        op: 'move',
        target: { codebaseId: f.codebaseIdToMove },
        parent: { codebaseId: f.codebaseIdToMoveTo },
        before: f.beforeCodebaseId ?? null,
        after: f.afterCodebaseId ?? null,
      });
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
      const { codebaseIdToChange: codebaseId, newTagName: tagName } = change.changeFields;
      return oneOp({ op: 'changeTag', target: { codebaseId }, tagName });
    }
    case ChangeType.EDIT_TEXT: {
      const { codebaseIdToEditText: codebaseId, newText: text } = change.changeFields;
      return oneOp({ op: 'setText', target: { codebaseId }, text });
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
      return oneOp({
        op: 'setAttribute',
        target: { codebaseId: f.codebaseIdToChange },
        name: f.propName === 'htmlFor' ? 'for' : f.propName,
        value: String(value),
      });
    }
    default:
      // UNDO, REDO and UNKNOWN never get here (the planner plans UNDO and REDO itself, the
      // gating refuses UNKNOWN).
      return { refused: `${change.type} has no instant update` };
  }
}

/** The operations that take an applied change back (the instant-undo types only). */
/** The element a record gave a temporary styling class (and the marker), else null. */
export function styledElement(record: AppliedRecord): string | null {
  const { change, addedClass } = record;
  if (addedClass === undefined || !addedClass.startsWith(STYLING_CLASS_PREFIX)) return null;
  if (change.type === ChangeType.STYLING) return change.changeFields.codebaseId;
  if (change.type === ChangeType.ADD_CLASS) return change.changeFields.codebaseIdToAddClass;
  return null;
}

/**
 * The ops that take `record` back. `lastStyling`: no other shown change styles its element, so
 * the temp-styling marker goes too (else the page keeps a class no source gave it).
 */
export function undoOps(record: AppliedRecord, lastStyling = false): InstantOp[] {
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
        ops.push({ op: 'removeClass', target, className: cls }, { op: 'removeRule', ruleId: cls });
        if (lastStyling) ops.push({ op: 'removeClass', target, className: TEMP_STYLING_CLASS });
      }
      return ops;
    }
    default:
      return [];
  }
}
