// Class and styling mutations: Tailwind classes (with variants) or inline style entries.
import { CanvasErrors } from './canvas-errors.js';
import { addClasses, isValidClassName, removeClasses } from './class-names.js';
import { type StyleChanges, stylingAsClasses, stylingAsInline, variantPrefix } from './styling.js';
import type { ElementRef, Workspace } from './workspace.js';

/** How styling is written: Tailwind classes, else an inline style. */
export type StylingFramework = 'Tailwind' | 'Inline' | 'CSS' | null;

function classTokens(field: string, className: string): string[] {
  const tokens = className.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) throw CanvasErrors.invalidValue(field, 'must name at least one class');
  for (const token of tokens) {
    if (!isValidClassName(token)) {
      throw CanvasErrors.invalidValue(
        field,
        `"${token}" is not a class name (no quotes, braces or backslashes)`,
      );
    }
  }
  return tokens;
}

/** Tailwind writes states and breakpoints as variants; the other frameworks cannot. */
function checkModifiers(framework: StylingFramework, modifiers: readonly string[]): void {
  if (modifiers.length > 0 && framework !== 'Tailwind') throw CanvasErrors.modifiersNeedTailwind();
}

async function applyClassPlan(
  ws: Workspace,
  ref: ElementRef,
  removal: readonly string[],
  add: readonly string[],
): Promise<void> {
  if (removal.length > 0) {
    const { source, element } = await ws.element(ref);
    ws.apply(ref.file, removeClasses(source, element, removal, true));
  }
  if (add.length > 0) {
    // A second pass over the re-parsed text; the element's `<` has not moved.
    const { source, element } = await ws.element(ref);
    ws.apply(ref.file, addClasses(source, element, add));
  }
}

export interface StylingInput {
  readonly element: ElementRef;
  readonly styling: StyleChanges;
  readonly framework: StylingFramework;
  readonly modifiers: readonly string[];
  readonly customProperties: StyleChanges;
}

/** Styling: Tailwind classes (variants for modifiers) or inline style entries. */
export async function applyStyling(ws: Workspace, input: StylingInput): Promise<void> {
  checkModifiers(input.framework, input.modifiers);
  const declarations = { ...input.styling, ...input.customProperties };
  const { source, element } = await ws.element(input.element);
  if (input.framework === 'Tailwind') {
    const plan = stylingAsClasses(source, element, declarations, input.modifiers);
    await applyClassPlan(ws, input.element, plan.removal, plan.add);
    return;
  }
  ws.apply(input.element.file, stylingAsInline(source, element, declarations));
}

export interface AddClassInput {
  readonly element: ElementRef;
  readonly className: string;
  readonly framework: StylingFramework;
  readonly modifiers: readonly string[];
  readonly customProperties: StyleChanges;
}

/** Adds classes (with Tailwind variants for modifiers) and sets the custom properties they use. */
export async function applyAddClass(ws: Workspace, input: AddClassInput): Promise<void> {
  checkModifiers(input.framework, input.modifiers);
  const prefix = input.framework === 'Tailwind' ? variantPrefix(input.modifiers) : '';
  const tokens = classTokens('className', input.className).map((c) => `${prefix}${c}`);
  const custom = Object.keys(input.customProperties).length > 0;
  if (custom && input.framework === 'Tailwind') {
    const { source, element } = await ws.element(input.element);
    const plan = stylingAsClasses(source, element, input.customProperties, input.modifiers);
    await applyClassPlan(ws, input.element, plan.removal, [...tokens, ...plan.add]);
    return;
  }
  await applyClassPlan(ws, input.element, [], tokens);
  if (custom) {
    const { source, element } = await ws.element(input.element);
    ws.apply(input.element.file, stylingAsInline(source, element, input.customProperties));
  }
}

/** Removes classes written literally in className (string, template literal or cn/clsx). */
export async function applyRemoveClass(
  ws: Workspace,
  input: { element: ElementRef; className: string },
): Promise<void> {
  const tokens = classTokens('className', input.className);
  const { source, element } = await ws.element(input.element);
  ws.apply(input.element.file, removeClasses(source, element, tokens));
}
