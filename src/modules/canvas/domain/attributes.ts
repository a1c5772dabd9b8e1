import type * as t from '@babel/types';
import type { Located, SourceFile } from './source-file.js';
import { findAttribute } from './source-file.js';
import type { TextEdit } from './text-edits.js';

/** JSON data, as the editor sends prop values. */
export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** A JS string literal in the file's quote style. */
export function quoteJs(value: string, quote = "'"): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return quote + escaped.split(quote).join(`\\${quote}`) + quote;
}

/**
 * `name=value` as JSX: plain strings as `name="…"` (when JSX can hold them verbatim), `true`
 * as the bare name, anything else as an expression.
 */
export function printAttribute(name: string, value: Json): string {
  if (value === true) return name;
  if (typeof value === 'string') {
    return /^[^"&{}<>\r\n]*$/.test(value) ? `${name}="${value}"` : `${name}={${quoteJs(value)}}`;
  }
  return `${name}={${printJs(value)}}`;
}

/** JSON as a JS expression in the house style (single quotes, unquoted identifier keys). */
function printJs(value: Json): string {
  if (value === null || typeof value === 'number' || typeof value === 'boolean')
    return JSON.stringify(value);
  if (typeof value === 'string') return quoteJs(value);
  if (Array.isArray(value)) return `[${(value as readonly Json[]).map(printJs).join(', ')}]`;
  const entries = Object.entries(value as Record<string, Json>);
  if (entries.length === 0) return '{}';
  const body = entries
    .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : quoteJs(k)}: ${printJs(v)}`)
    .join(', ');
  return `{ ${body} }`;
}

/**
 * An edit adding an attribute at the end of the opening tag. When the attributes are one per
 * line, the new one gets a line of its own with their indentation.
 */
export function insertAttribute(file: SourceFile, element: t.JSXElement, text: string): TextEdit {
  const opening = element.openingElement as Located<t.JSXOpeningElement>;
  const attributes = opening.attributes as Located[];
  const last = attributes[attributes.length - 1];
  const anchor =
    last ?? ((opening.typeArguments ?? opening.typeParameters ?? opening.name) as Located);
  if (last && attributes.length > 0) {
    const first = attributes[0];
    const onOwnLines =
      file.lineStartOf(first.start) !== file.lineStartOf(opening.start) &&
      file.text.slice(file.lineStartOf(last.start), last.start).trim() === '';
    if (onOwnLines) {
      return {
        start: last.end,
        end: last.end,
        text: `${file.newline()}${file.indentAt(last.start)}${text}`,
      };
    }
  }
  return { start: anchor.end, end: anchor.end, text: ` ${text}` };
}

/** An edit removing an attribute together with the whitespace (or line) it sat on. */
function removeAttribute(file: SourceFile, attribute: Located): TextEdit {
  const lineStart = file.lineStartOf(attribute.start);
  if (file.ownsLines(attribute.start, attribute.end)) {
    const lineEnd = file.lineEndOf(attribute.end);
    return { start: lineStart, end: Math.min(file.text.length, lineEnd + 1), text: '' };
  }
  let from = attribute.start;
  while (from > lineStart && /[ \t]/.test(file.text[from - 1])) from -= 1;
  return { start: from, end: attribute.end, text: '' };
}

/** Sets (or, for null, removes) a prop: the value of an existing attribute, else a new one. */
export function setProp(
  file: SourceFile,
  element: Located<t.JSXElement>,
  name: string,
  value: Json,
): TextEdit[] {
  const existing = findAttribute(element, name);
  if (value === null) return existing ? [removeAttribute(file, existing)] : [];
  const printed = printAttribute(name, value);
  if (existing) {
    if (file.slice(existing) === printed) return [];
    return [{ start: existing.start, end: existing.end, text: printed }];
  }
  return [insertAttribute(file, element, printed)];
}
