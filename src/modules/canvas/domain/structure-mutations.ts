// Mutations of the tree's shape in place: remove, duplicate, wrap in a div.
import type * as t from '@babel/types';
import { CanvasErrors } from './canvas-errors.js';
import {
  blockOf,
  hasMultilineLiteral,
  isFiller,
  outermost,
  removeChild,
  render,
} from './jsx-blocks.js';
import { findAttribute, type Located, type SourceFile } from './source-file.js';
import type { TextEdit } from './text-edits.js';
import type { ElementRef, Workspace } from './workspace.js';

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
