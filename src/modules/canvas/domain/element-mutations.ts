// Edits of one element in place: its text, a prop, its tag.
import type * as t from '@babel/types';
import { type Json, quoteJs, setProp } from './attributes.js';
import { CanvasErrors } from './canvas-errors.js';
import { jsxName, type Located, type SourceFile } from './source-file.js';
import type { TextEdit } from './text-edits.js';
import type { ElementRef, Workspace } from './workspace.js';

export const NATIVE_TAG = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const COMPONENT_TAG = /^[A-Z][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;
export const ATTRIBUTE_NAME = /^[A-Za-z_$][\w$-]*(:[A-Za-z_][\w-]*)?$/;

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
  if (!ATTRIBUTE_NAME.test(name)) {
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
