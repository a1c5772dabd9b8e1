import type * as t from '@babel/types';
import { type Json, printAttribute, quoteJs, setProp } from './attributes.js';
import { CanvasErrors } from './canvas-errors.js';
import { relativeSpecifier, resolveRelative, withoutExtension } from './canvas-paths.js';
import { addClasses, isValidClassName, removeClasses } from './class-names.js';
import { findAttribute, jsxName, type Located, type SourceFile } from './source-file.js';
import { type StyleChanges, stylingAsClasses, stylingAsInline, variantPrefix } from './styling.js';
import type { TextEdit } from './text-edits.js';
import type { ElementRef, Workspace } from './workspace.js';

/** How styling is written: Tailwind classes, else an inline style. */
export type StylingFramework = 'Tailwind' | 'Inline' | 'CSS' | null;

const NATIVE_TAG = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const COMPONENT_TAG = /^[A-Z][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

// ---------------------------------------------------------------- classes and styling

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

// ---------------------------------------------------------------- text, props, tag

function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** JSX text as written: verbatim when JSX can hold it, else a string expression. */
function printText(text: string): string {
  const trimmed = text.trim();
  return /^[^{}<>&\r\n]*$/.test(trimmed) && !/\s\s/.test(trimmed)
    ? trimmed
    : `{${quoteJs(trimmed)}}`;
}

/** Replaces an element's static text; refuses expressions, child elements and stale old text. */
export async function applyEditText(
  ws: Workspace,
  input: { element: ElementRef; newText: string; oldText: string },
): Promise<void> {
  const { source, element } = await ws.element(input.element);
  if (element.openingElement.selfClosing) {
    throw CanvasErrors.unsupportedPosition(
      'element',
      'edit the text of',
      'it is self-closing (it has no text)',
    );
  }
  const pieces: { start: number; end: number; value: string }[] = [];
  for (const child of element.children as Located[]) {
    if (child.type === 'JSXText') {
      const raw = source.slice(child);
      const lead = raw.search(/\S/);
      if (lead === -1) continue;
      const trail = raw.length - /\s*$/.exec(raw)![0].length;
      pieces.push({
        start: child.start + lead,
        end: child.start + trail,
        value: (child as t.JSXText).value,
      });
    } else if (child.type === 'JSXExpressionContainer') {
      const expression = (child as t.JSXExpressionContainer).expression;
      if (expression.type === 'StringLiteral') {
        pieces.push({ start: child.start, end: child.end, value: expression.value });
      } else if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
        pieces.push({
          start: child.start,
          end: child.end,
          value: expression.quasis[0].value.cooked ?? '',
        });
      } else if (expression.type === 'JSXEmptyExpression') {
        throw CanvasErrors.dynamicText('it holds a comment between its words');
      } else {
        const shown = source.slice(child).replace(/\s+/g, ' ');
        throw CanvasErrors.dynamicText(
          `it shows ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}, computed at run time`,
        );
      }
    } else {
      throw CanvasErrors.dynamicText('it contains other elements; edit the text of each one');
    }
  }
  const current = normalizeText(pieces.map((p) => p.value).join(''));
  if (current !== normalizeText(input.oldText)) throw CanvasErrors.textMismatch(current);
  if (normalizeText(input.newText) === current) return;
  const text = printText(input.newText);
  const opening = element.openingElement as Located;
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  const edit: TextEdit =
    first && last
      ? { start: first.start, end: last.end, text }
      : { start: opening.end, end: opening.end, text };
  ws.apply(input.element.file, [edit]);
}

function checkPropName(name: string): void {
  if (!/^[A-Za-z_$][\w$-]*(:[A-Za-z_][\w-]*)?$/.test(name)) {
    throw CanvasErrors.invalidValue('propName', `"${name}" is not a JSX attribute name`);
  }
}

/** Sets a prop on the element (null removes it). */
export async function applyChangeProp(
  ws: Workspace,
  input: { element: ElementRef; propName: string; propValue: Json },
): Promise<void> {
  checkPropName(input.propName);
  const { source, element } = await ws.element(input.element);
  ws.apply(input.element.file, setProp(source, element, input.propName, input.propValue));
}

/** A native tag, or a component the file imports or declares. */
function checkTag(source: SourceFile, field: string, tag: string): void {
  if (NATIVE_TAG.test(tag)) return;
  if (!COMPONENT_TAG.test(tag))
    throw CanvasErrors.invalidValue(field, `"${tag}" is not a tag name`);
  if (!source.topLevelBindings().has(tag.split('.')[0]))
    throw CanvasErrors.unknownComponent(field, tag);
}

/** Renames the element's tag in its opening and closing tags. */
export async function applyChangeTag(
  ws: Workspace,
  input: { element: ElementRef; newTag: string },
): Promise<void> {
  const { source, element } = await ws.element(input.element);
  checkTag(source, 'newTag', input.newTag);
  const edits: TextEdit[] = [];
  const opening = element.openingElement.name as Located;
  edits.push({ start: opening.start, end: opening.end, text: input.newTag });
  if (element.closingElement) {
    const closing = element.closingElement.name as Located;
    edits.push({ start: closing.start, end: closing.end, text: input.newTag });
  }
  if (jsxName(element.openingElement.name) === input.newTag) return;
  ws.apply(input.element.file, edits);
}

// ---------------------------------------------------------------- structure

/** Drops refs to elements nested in another ref of the same list (and duplicates). */
async function outermost(ws: Workspace, refs: readonly ElementRef[]) {
  const resolved: { ref: ElementRef; source: SourceFile; element: Located<t.JSXElement> }[] = [];
  for (const ref of refs) resolved.push({ ref, ...(await ws.element(ref)) });
  return resolved.filter(
    (a, i) =>
      !resolved.some(
        (b, j) =>
          b.ref.file === a.ref.file &&
          (b.element === a.element
            ? j < i
            : b.element.start <= a.element.start && a.element.end <= b.element.end),
      ),
  );
}

/** The edit removing a JSX child: its whole lines when it has them to itself. */
function removeChild(source: SourceFile, node: Located): TextEdit {
  if (source.ownsLines(node.start, node.end)) {
    const start = source.lineStartOf(node.start);
    const end = Math.min(source.text.length, source.lineEndOf(node.end) + 1);
    return { start, end, text: '' };
  }
  return { start: node.start, end: node.end, text: '' };
}

/** The range of an expression with the parentheses Babel records around it. */
function withParens(source: SourceFile, node: Located): { start: number; end: number } {
  const extra = node.extra as { parenthesized?: boolean; parenStart?: number } | undefined;
  if (!extra?.parenthesized || extra.parenStart === undefined) return node;
  const close = source.text.indexOf(')', node.end);
  return { start: extra.parenStart, end: close + 1 };
}

/**
 * How an element sits in its parent: a JSX child (removable), or an expression
 * (`cond && <X/>`, a ternary branch, a return value, a map callback) that can only be
 * replaced by `null`.
 */
function removalOf(source: SourceFile, element: Located<t.JSXElement>, field: string): TextEdit {
  const parent = source.parentOf(element);
  if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
    return removeChild(source, element);
  if (parent?.type === 'JSXExpressionContainer') {
    const holder = source.parentOf(parent);
    if (holder?.type === 'JSXElement' || holder?.type === 'JSXFragment') {
      return removeChild(source, parent as Located);
    }
  }
  if (parent?.type === 'LogicalExpression' && parent.right === element) {
    const container = source.parentOf(parent);
    const holder = container && source.parentOf(container);
    if (
      container?.type === 'JSXExpressionContainer' &&
      (holder?.type === 'JSXElement' || holder?.type === 'JSXFragment')
    ) {
      return removeChild(source, container as Located);
    }
  }
  if (parent?.type === 'ConditionalExpression') {
    // `{cond ? null : <X/>}` without X says nothing: the whole expression goes.
    const other = parent.consequent === element ? parent.alternate : parent.consequent;
    const container = source.parentOf(parent);
    const holder = container && source.parentOf(container);
    if (
      other.type === 'NullLiteral' &&
      container?.type === 'JSXExpressionContainer' &&
      (holder?.type === 'JSXElement' || holder?.type === 'JSXFragment')
    ) {
      return removeChild(source, container as Located);
    }
  }
  if (!parent || parent.type === 'JSXAttribute') {
    throw CanvasErrors.unsupportedPosition(field, 'remove', 'it is the value of an attribute');
  }
  const range = withParens(source, element);
  return { start: range.start, end: range.end, text: 'null' };
}

/** Removes elements (each a JSX child, or `null` in its place where it is an expression). */
export async function applyRemove(ws: Workspace, refs: readonly ElementRef[]): Promise<void> {
  const byFile = new Map<string, TextEdit[]>();
  for (const { ref, source, element } of await outermost(ws, refs)) {
    const list = byFile.get(ref.file) ?? [];
    list.push(removalOf(source, element, ref.field));
    byFile.set(ref.file, list);
  }
  for (const [file, edits] of byFile) ws.apply(file, mergeTouching(edits));
}

/** Whole-line removals of neighbours may share a boundary; they never overlap otherwise. */
function mergeTouching(edits: TextEdit[]): TextEdit[] {
  return [...edits].sort((a, b) => a.start - b.start);
}

/** An element's text with its later lines relative to its first line's indentation. */
interface Block {
  readonly lines: string[];
  /** Holds a multi-line string or template: its lines are kept byte for byte. */
  readonly verbatim: boolean;
}

function blockOf(source: SourceFile, node: Located): Block {
  const base = source.indentAt(node.start);
  const lines = source.slice(node).split('\n');
  const verbatim = hasMultilineLiteral(source, node);
  return {
    verbatim,
    lines: verbatim
      ? lines
      : lines.map((line, i) => (i > 0 && line.startsWith(base) ? line.slice(base.length) : line)),
  };
}

function hasMultilineLiteral(source: SourceFile, node: Located): boolean {
  const text = source.slice(node);
  if (!text.includes('\n')) return false;
  return /`[^`]*\n/.test(text) || /(['"])(?:(?!\1)[^\\\n]|\\.)*\\\n/.test(text);
}

function render(block: Block, indent: string, newline: string): string {
  return block.lines
    .map((line, i) => {
      if (i === 0) return line;
      if (block.verbatim) return line;
      return line.trim() === '' ? line.replace(/[ \t]+$/, '') : indent + line;
    })
    .join('\n')
    .replace(/\r?\n/g, newline);
}

/** Duplicates each element right after itself (the copy gets its own position, so its own id). */
export async function applyDuplicate(ws: Workspace, refs: readonly ElementRef[]): Promise<void> {
  const byFile = new Map<string, TextEdit[]>();
  for (const { ref, source, element } of await outermost(ws, refs)) {
    if (!source.jsxParentOf(element)) {
      throw CanvasErrors.unsupportedPosition(
        ref.field,
        'duplicate',
        'it is not a child of another element (wrap it in a div first)',
      );
    }
    const nl = source.newline();
    const block = blockOf(source, element);
    const text = source.ownsLines(element.start, element.end)
      ? `${nl}${source.indentAt(element.start)}${render(block, source.indentAt(element.start), nl)}`
      : source.slice(element);
    const list = byFile.get(ref.file) ?? [];
    list.push({ start: element.end, end: element.end, text });
    byFile.set(ref.file, list);
  }
  for (const [file, edits] of byFile) ws.apply(file, edits);
}

/** True when a JSX child is only layout whitespace or a comment. */
function isFiller(child: t.Node): boolean {
  if (child.type === 'JSXText') return child.value.trim() === '';
  return child.type === 'JSXExpressionContainer' && child.expression.type === 'JSXEmptyExpression';
}

/**
 * Wraps one element, or adjacent siblings, in a `<div>`: the wrapped lines move one
 * indentation step in (comments between them come along), and a list item's `key` goes onto
 * the wrapper too, so React still finds it on the outermost element.
 */
export async function applyWrap(ws: Workspace, refs: readonly ElementRef[]): Promise<void> {
  const items = await outermost(ws, refs);
  if (items.length === 0) return;
  const { source } = items[0];
  const file = items[0].ref.file;
  if (items.some((i) => i.ref.file !== file)) throw CanvasErrors.notSiblings('reactElements');
  items.sort((a, b) => a.element.start - b.element.start);
  const first = items[0].element;
  const last = items[items.length - 1].element;
  let keyAttribute = '';
  if (items.length > 1) {
    const parent = source.jsxParentOf(first);
    if (!parent || items.some((i) => source.jsxParentOf(i.element) !== parent)) {
      throw CanvasErrors.notSiblings('reactElements');
    }
    const chosen = new Set<t.Node>(items.map((i) => i.element));
    for (const child of parent.children as Located[]) {
      if (child.start < first.start || child.end > last.end) continue;
      if (!chosen.has(child) && !isFiller(child)) throw CanvasErrors.notSiblings('reactElements');
    }
  } else if (!source.jsxParentOf(first)) {
    const key = findAttribute(first, 'key');
    if (key) keyAttribute = ` ${source.slice(key)}`;
  }
  const range = { start: first.start, end: last.end } as Located;
  const nl = source.newline();
  const open = `<div${keyAttribute}>`;
  if (!source.ownsLines(range.start, range.end)) {
    ws.apply(file, [
      { start: range.start, end: range.start, text: open },
      { start: range.end, end: range.end, text: '</div>' },
    ]);
    return;
  }
  const indent = source.indentAt(range.start);
  const unit = source.indentUnit();
  const verbatim = hasMultilineLiteral(source, range);
  const inner = source
    .slice(range)
    .split('\n')
    .map((line, i) => (i === 0 || verbatim || line.trim() === '' ? line : unit + line))
    .join('\n');
  ws.apply(file, [
    {
      start: range.start,
      end: range.end,
      text: `${open}${nl}${indent}${unit}${inner}${nl}${indent}</div>`,
    },
  ]);
}

// ---------------------------------------------------------------- add and move

/** Where a new child goes inside `container`. */
function insertChild(
  source: SourceFile,
  container: Located<t.JSXElement>,
  block: Block,
  place: { before?: Located<t.JSXElement>; after?: Located<t.JSXElement> },
): TextEdit {
  const nl = source.newline();
  const unit = source.indentUnit();
  const inline = render({ ...block, lines: block.lines.map((l) => l.trim()) }, '', nl);
  if (place.before) {
    const b = place.before;
    if (source.text.slice(source.lineStartOf(b.start), b.start).trim() === '') {
      const indent = source.indentAt(b.start);
      const at = source.lineStartOf(b.start);
      return { start: at, end: at, text: `${indent}${render(block, indent, nl)}${nl}` };
    }
    return {
      start: b.start,
      end: b.start,
      text: block.lines.length === 1 ? inline : render(block, '', nl),
    };
  }
  if (place.after) {
    const a = place.after;
    if (source.text.slice(a.end, source.lineEndOf(a.end)).trim() === '') {
      const indent = source.indentAt(a.start);
      const at = source.lineEndOf(a.end);
      return { start: at, end: at, text: `${nl}${indent}${render(block, indent, nl)}` };
    }
    return {
      start: a.end,
      end: a.end,
      text: block.lines.length === 1 ? inline : render(block, '', nl),
    };
  }
  const opening = container.openingElement as Located<t.JSXOpeningElement>;
  const indent = source.indentAt(container.start);
  const ownLine =
    source.text.slice(source.lineStartOf(container.start), container.start).trim() === '';
  const childIndent = indent + unit;
  const child = render(block, childIndent, nl);
  if (opening.selfClosing) {
    let from = opening.end - 2;
    while (/[ \t]/.test(source.text[from - 1])) from -= 1;
    const name = jsxName(opening.name);
    const body = ownLine ? `${nl}${childIndent}${child}${nl}${indent}` : render(block, '', nl);
    return { start: from, end: opening.end, text: `>${body}</${name}>` };
  }
  const closing = container.closingElement as Located<t.JSXClosingElement>;
  if (source.text.slice(source.lineStartOf(closing.start), closing.start).trim() === '') {
    const closingIndent = source.indentAt(closing.start);
    const at = source.lineStartOf(closing.start);
    return {
      start: at,
      end: at,
      text: `${closingIndent}${unit}${render(block, closingIndent + unit, nl)}${nl}`,
    };
  }
  if (ownLine && container.children.every(isFiller)) {
    return {
      start: opening.end,
      end: closing.start,
      text: `${nl}${childIndent}${child}${nl}${indent}`,
    };
  }
  return { start: closing.start, end: closing.start, text: render(block, '', nl) };
}

function checkChildOf(
  source: SourceFile,
  container: t.JSXElement,
  sibling: Located<t.JSXElement> | undefined,
  field: string,
): void {
  if (sibling && source.jsxParentOf(sibling) !== container) {
    throw CanvasErrors.invalidValue(field, 'is not a child of the destination element');
  }
}

/** Names the moved or copied JSX uses from its file: components and values. */
interface Needs {
  /** Imports the destination must gain: local name → how the source file imports it. */
  imports: Map<
    string,
    { imported: string; source: string; declaration: Located<t.ImportDeclaration> }
  >;
  /** Names bound in the source file that cannot follow the JSX to another file. */
  local: string[];
}

function patternNames(node: t.Node | null | undefined, out: Set<string>): void {
  if (!node) return;
  switch (node.type) {
    case 'Identifier':
      out.add(node.name);
      break;
    case 'ObjectPattern':
      for (const p of node.properties) patternNames(p.type === 'RestElement' ? p : p.value, out);
      break;
    case 'ArrayPattern':
      for (const e of node.elements) patternNames(e, out);
      break;
    case 'RestElement':
      patternNames(node.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(node.left, out);
      break;
    default:
      break;
  }
}

/** Names bound anywhere in `nodes` (variables, parameters, functions, classes, catch params). */
function bindingsIn(source: SourceFile, root: t.Node): Set<string> {
  const out = new Set<string>();
  for (const node of source.descendants(root)) {
    if (node.type === 'VariableDeclarator') patternNames(node.id, out);
    else if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression' ||
      node.type === 'ObjectMethod' ||
      node.type === 'ClassMethod'
    ) {
      for (const p of node.params) patternNames(p, out);
      if ('id' in node && node.id) out.add(node.id.name);
    } else if (node.type === 'CatchClause') patternNames(node.param, out);
    else if (node.type === 'ClassDeclaration' && node.id) out.add(node.id.name);
  }
  return out;
}

function referencedNames(source: SourceFile, root: Located): Set<string> {
  const out = new Set<string>();
  for (const node of source.descendants(root)) {
    if (node.type === 'JSXOpeningElement') {
      let name = node.name;
      while (name.type === 'JSXMemberExpression') name = name.object;
      if (name.type === 'JSXIdentifier' && /^[A-Z_$]/.test(name.name)) out.add(name.name);
      continue;
    }
    if (node.type !== 'Identifier') continue;
    const parent = source.parentOf(node);
    if (!parent || parent.type.startsWith('TS')) continue;
    if (
      (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') &&
      parent.property === node &&
      !parent.computed
    )
      continue;
    if (
      (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') &&
      parent.key === node &&
      !parent.computed &&
      !(parent.type === 'ObjectProperty' && parent.shorthand)
    )
      continue;
    out.add(node.name);
  }
  for (const bound of bindingsIn(source, root)) out.delete(bound);
  return out;
}

function needsOf(source: SourceFile, node: Located): Needs {
  const needs: Needs = { imports: new Map(), local: [] };
  const topLevel = source.topLevelBindings();
  const anywhere = bindingsIn(source, source.ast);
  for (const name of referencedNames(source, node)) {
    const declaration = source.importOf(name);
    if (declaration) {
      const specifier = declaration.specifiers.find((s) => s.local.name === name)!;
      const imported =
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.type === 'ImportNamespaceSpecifier'
            ? '*'
            : specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : specifier.imported.value;
      needs.imports.set(name, { imported, source: declaration.source.value, declaration });
    } else if (topLevel.has(name) || anywhere.has(name)) {
      needs.local.push(name);
    }
  }
  return needs;
}

/** The import specifier of `source` (a specifier written in `fromFile`) as seen from `toFile`. */
function rebase(fromFile: string, toFile: string, specifier: string): string {
  const target = resolveRelative(fromFile, specifier);
  return target === undefined ? specifier : relativeSpecifier(toFile, target);
}

/** An edit adding `import { imported as name } from 'source'` (merged into an existing one). */
function addImport(
  dest: SourceFile,
  name: string,
  imported: string,
  from: string,
): TextEdit | null {
  const existing = dest.importOf(name);
  if (existing) return null;
  const nl = dest.newline();
  const declarations = dest.ast.program.body.filter(
    (s) => s.type === 'ImportDeclaration',
  ) as Located<t.ImportDeclaration>[];
  const quote = declarations[0] ? dest.slice(declarations[0].source as Located)[0] : "'";
  const semi = declarations[0] ? dest.slice(declarations[0]).trimEnd().endsWith(';') : true;
  const named = imported === name ? name : `${imported} as ${name}`;
  if (imported !== 'default' && imported !== '*') {
    const same = declarations.find(
      (d) =>
        d.source.value === from &&
        d.importKind !== 'type' &&
        d.specifiers.some((s) => s.type === 'ImportSpecifier'),
    );
    if (same) {
      const lastSpecifier = same.specifiers[same.specifiers.length - 1] as Located;
      return { start: lastSpecifier.end, end: lastSpecifier.end, text: `, ${named}` };
    }
  }
  const clause = imported === 'default' ? name : imported === '*' ? `* as ${name}` : `{ ${named} }`;
  const line = `import ${clause} from ${quote}${from.split(quote).join(`\\${quote}`)}${quote}${semi ? ';' : ''}`;
  const lastImport = declarations[declarations.length - 1];
  if (lastImport) return { start: lastImport.end, end: lastImport.end, text: `${nl}${line}` };
  return { start: 0, end: 0, text: `${line}${nl}${nl}` };
}

/** Import edits for JSX taken from `from` into `dest`; refuses names that cannot follow it. */
function importsFor(
  from: SourceFile,
  node: Located,
  dest: SourceFile,
  field: 'elementToMove' | 'newElement',
): TextEdit[] {
  const needs = needsOf(from, node);
  if (needs.local.length > 0) {
    if (field === 'elementToMove') throw CanvasErrors.moveNeedsScope(needs.local);
    throw CanvasErrors.unsupportedPosition(
      field,
      'add a copy of',
      `it uses ${needs.local.join(', ')} of ${from.path}`,
    );
  }
  const bound = dest.topLevelBindings();
  const edits: TextEdit[] = [];
  for (const [name, need] of needs.imports) {
    if (bound.has(name)) {
      const own = dest.importOf(name);
      if (!own || rebase(dest.path, from.path, own.source.value) !== need.source) {
        throw CanvasErrors.moveNeedsScope([`${name} (${dest.path} has its own ${name})`]);
      }
      continue;
    }
    const edit = addImport(dest, name, need.imported, rebase(from.path, dest.path, need.source));
    if (edit) edits.push(edit);
  }
  return edits;
}

/** A new element as the editor describes it: a native tag or component, or a copy of an element. */
export type NewElement =
  | { readonly kind: 'tag'; readonly tag: string; readonly props: Readonly<Record<string, Json>> }
  | { readonly kind: 'copy'; readonly element: ElementRef };

export interface AddInput {
  readonly destination: ElementRef;
  readonly before?: ElementRef;
  readonly after?: ElementRef;
  readonly newElement: NewElement;
  /** A canvas file that exports the component to add, when the destination does not import it. */
  readonly componentFile?: string;
  /** How imports of canvas files are written (`@/` → `@/shared/ui/Button`); relative when unset. */
  readonly importAlias?: string;
}

/** Adds a native element, a component (adding its import) or a copy of an element. */
export async function applyAdd(ws: Workspace, input: AddInput): Promise<void> {
  const { source: dest, element: container } = await ws.element(input.destination);
  const before = input.before ? (await ws.element(input.before)).element : undefined;
  const after = input.after ? (await ws.element(input.after)).element : undefined;
  if (input.before && input.before.file !== input.destination.file)
    throw CanvasErrors.invalidValue('beforeElement', 'is not a child of the destination element');
  if (input.after && input.after.file !== input.destination.file)
    throw CanvasErrors.invalidValue('afterElement', 'is not a child of the destination element');
  checkChildOf(dest, container, before, 'beforeElement');
  checkChildOf(dest, container, after, 'afterElement');
  const edits: TextEdit[] = [];
  let block: Block;
  if (input.newElement.kind === 'tag') {
    const { tag, props } = input.newElement;
    if (!NATIVE_TAG.test(tag) && !COMPONENT_TAG.test(tag))
      throw CanvasErrors.invalidValue('newElement.nativeTag', `"${tag}" is not a tag name`);
    for (const name of Object.keys(props)) {
      if (!/^[A-Za-z_$][\w$-]*(:[A-Za-z_][\w-]*)?$/.test(name))
        throw CanvasErrors.invalidValue(
          'newElement.propsToSet',
          `"${name}" is not a JSX attribute name`,
        );
    }
    if (COMPONENT_TAG.test(tag) && !dest.topLevelBindings().has(tag.split('.')[0])) {
      if (!input.componentFile)
        throw CanvasErrors.unknownComponent('newElement.componentName', tag);
      const exporter = await ws.source(input.componentFile);
      const root = tag.split('.')[0];
      const exported = exporter.exportedNames();
      const imported = exported.has(root) ? root : exported.has('default') ? 'default' : undefined;
      if (!imported) throw CanvasErrors.unknownComponent('newElement.componentName', tag);
      const target = withoutExtension(input.componentFile);
      const specifier = input.importAlias
        ? `${input.importAlias}${target}`
        : relativeSpecifier(input.destination.file, target);
      const edit = addImport(dest, root, imported, specifier);
      if (edit) edits.push(edit);
    }
    const attributes = Object.entries(props)
      .map(([name, value]) => ` ${printAttribute(name, value)}`)
      .join('');
    block = { lines: [`<${tag}${attributes} />`], verbatim: false };
  } else {
    const { source: from, element } = await ws.element(input.newElement.element);
    block = blockOf(from, element);
    if (input.newElement.element.file !== input.destination.file)
      edits.push(...importsFor(from, element, dest, 'newElement'));
  }
  edits.push(insertChild(dest, container, block, { before, after }));
  ws.apply(input.destination.file, edits);
}

export interface MoveInput {
  readonly element: ElementRef;
  readonly container: ElementRef;
  readonly before?: ElementRef;
  readonly after?: ElementRef;
  readonly expectedParent?: ElementRef;
}

/**
 * Moves a JSX child into another element (before/after a sibling, else last), re-indented for
 * its new depth. Across files (both in the canvas) the components it uses are imported; other
 * names it needs from its file refuse the move.
 */
export async function applyMove(ws: Workspace, input: MoveInput): Promise<void> {
  const { source: from, element } = await ws.element(input.element);
  const { source: dest, element: container } = await ws.element(input.container);
  const before = input.before ? (await ws.element(input.before)).element : undefined;
  const after = input.after ? (await ws.element(input.after)).element : undefined;
  const parent = from.jsxParentOf(element);
  if (input.expectedParent) {
    const expected = await ws.element(input.expectedParent);
    if (input.expectedParent.file !== input.element.file || parent !== expected.element)
      throw CanvasErrors.parentChanged();
  }
  if (!parent)
    throw CanvasErrors.unsupportedPosition(
      'elementToMove',
      'move',
      'it is not a child of another element',
    );
  const sameFile = input.element.file === input.container.file;
  if (sameFile && element.start <= container.start && container.end <= element.end)
    throw CanvasErrors.moveIntoItself();
  if (input.before && input.before.file !== input.container.file)
    throw CanvasErrors.invalidValue('beforeElement', 'is not a child of the new container');
  if (input.after && input.after.file !== input.container.file)
    throw CanvasErrors.invalidValue('afterElement', 'is not a child of the new container');
  checkChildOf(dest, container, before, 'beforeElement');
  checkChildOf(dest, container, after, 'afterElement');
  if (before === element || after === element) return;
  const block = blockOf(from, element);
  const insertion = insertChild(dest, container, block, { before, after });
  const removal = removeChild(from, element);
  if (sameFile) {
    ws.apply(input.element.file, [removal, insertion]);
    return;
  }
  const imports = importsFor(from, element, dest, 'elementToMove');
  ws.apply(input.container.file, [...imports, insertion]);
  ws.apply(input.element.file, [removal]);
}
