// JSX-writing helpers the structural mutations share: an element's text as a re-indentable
// block, where a new child goes, how a child is removed.
import type * as t from '@babel/types';
import { CanvasErrors } from './canvas-errors.js';
import { jsxName, type Located, type SourceFile } from './source-file.js';
import type { TextEdit } from './text-edits.js';
import type { ElementRef, Workspace } from './workspace.js';

/** Drops refs to elements nested in another ref of the same list (and duplicates). */
export async function outermost(ws: Workspace, refs: readonly ElementRef[]) {
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
export function removeChild(source: SourceFile, node: Located): TextEdit {
  if (source.ownsLines(node.start, node.end)) {
    const start = source.lineStartOf(node.start);
    const end = Math.min(source.text.length, source.lineEndOf(node.end) + 1);
    return { start, end, text: '' };
  }
  return { start: node.start, end: node.end, text: '' };
}

/** An element's text with its later lines relative to its first line's indentation. */
export interface Block {
  readonly lines: string[];
  /** Holds a multi-line string or template: its lines are kept byte for byte. */
  readonly verbatim: boolean;
}

export function blockOf(source: SourceFile, node: Located): Block {
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

export function hasMultilineLiteral(source: SourceFile, node: Located): boolean {
  const text = source.slice(node);
  if (!text.includes('\n')) return false;
  return /`[^`]*\n/.test(text) || /(['"])(?:(?!\1)[^\\\n]|\\.)*\\\n/.test(text);
}

export function render(block: Block, indent: string, newline: string): string {
  return block.lines
    .map((line, i) => {
      if (i === 0) return line;
      if (block.verbatim) return line;
      return line.trim() === '' ? line.replace(/[ \t]+$/, '') : indent + line;
    })
    .join('\n')
    .replace(/\r?\n/g, newline);
}

/** True when a JSX child is only layout whitespace or a comment. */
export function isFiller(child: t.Node): boolean {
  if (child.type === 'JSXText') return child.value.trim() === '';
  return child.type === 'JSXExpressionContainer' && child.expression.type === 'JSXEmptyExpression';
}

/** Where a new child goes inside `container`. */
export function insertChild(
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

export function checkChildOf(
  source: SourceFile,
  container: t.JSXElement,
  sibling: Located<t.JSXElement> | undefined,
  field: string,
): void {
  if (sibling && source.jsxParentOf(sibling) !== container) {
    throw CanvasErrors.invalidValue(field, 'is not a child of the destination element');
  }
}
