import type * as t from '@babel/types';
import { CanvasErrors } from './canvas-errors.js';
import { insertAttribute } from './attributes.js';
import { findAttribute, type Located, type SourceFile } from './source-file.js';
import type { TextEdit } from './text-edits.js';

/** Helpers whose string arguments are class lists (`cn('a', cond && 'b')`). */
const CLASS_HELPERS = new Set([
  'cn',
  'clsx',
  'classNames',
  'classnames',
  'cx',
  'twMerge',
  'twJoin',
]);

/**
 * A run of literal class text in the source: [start, end) of its characters. A side that
 * touches a `${…}` of a template literal is not bounded: a token there is glued to a value
 * computed at run time, so it is not a class of its own.
 */
interface Segment {
  readonly start: number;
  readonly end: number;
  readonly boundedLeft: boolean;
  readonly boundedRight: boolean;
  /** A whole string literal attribute value (`className="…"`), removed when it becomes empty. */
  readonly attribute?: Located<t.JSXAttribute>;
}

/** Where an element's classes are written. */
type ClassSite =
  | { kind: 'none' }
  | {
      kind: 'literal';
      segments: Segment[];
      /** Where added classes go (the last literal that can take them). */
      target: Segment | { insertAt: number; text: (classes: string) => string };
      /** A description of run-time parts (template expressions, conditions), if any. */
      dynamic: string | null;
    }
  | { kind: 'computed'; description: string };

function describe(file: SourceFile, node: Located): string {
  const text = file.slice(node).replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function segmentsOfTemplate(template: Located<t.TemplateLiteral>): Segment[] {
  const last = template.quasis.length - 1;
  return template.quasis.map((quasi, i) => {
    const q = quasi as Located<t.TemplateElement>;
    return { start: q.start, end: q.end, boundedLeft: i === 0, boundedRight: i === last };
  });
}

function stringSegment(
  node: Located<t.StringLiteral>,
  attribute?: Located<t.JSXAttribute>,
): Segment {
  return {
    start: node.start + 1,
    end: node.end - 1,
    boundedLeft: true,
    boundedRight: true,
    attribute,
  };
}

function classSite(file: SourceFile, element: t.JSXElement): ClassSite {
  const attribute = findAttribute(element, 'className');
  if (!attribute) return { kind: 'none' };
  const value = attribute.value as Located | null;
  if (!value) return { kind: 'computed', description: 'className has no value' };
  if (value.type === 'StringLiteral') {
    const segment = stringSegment(value, attribute);
    return { kind: 'literal', segments: [segment], target: segment, dynamic: null };
  }
  if (value.type !== 'JSXExpressionContainer') {
    return { kind: 'computed', description: describe(file, value) };
  }
  const expression = (value as t.JSXExpressionContainer).expression as Located;
  return expressionSite(file, expression);
}

function expressionSite(file: SourceFile, expression: Located): ClassSite {
  if (expression.type === 'StringLiteral') {
    const segment = stringSegment(expression);
    return { kind: 'literal', segments: [segment], target: segment, dynamic: null };
  }
  if (expression.type === 'TemplateLiteral') {
    const template = expression as Located<t.TemplateLiteral>;
    const segments = segmentsOfTemplate(template);
    return {
      kind: 'literal',
      segments,
      target: segments[segments.length - 1],
      dynamic: template.expressions.length > 0 ? describe(file, template) : null,
    };
  }
  if (
    expression.type === 'CallExpression' &&
    (expression as t.CallExpression).callee.type === 'Identifier' &&
    CLASS_HELPERS.has(((expression as t.CallExpression).callee as t.Identifier).name)
  ) {
    const call = expression as Located<t.CallExpression>;
    const segments: Segment[] = [];
    let target: Segment | undefined;
    let dynamic = false;
    for (const arg of call.arguments as Located[]) {
      if (arg.type === 'StringLiteral') {
        const s = stringSegment(arg);
        segments.push(s);
        target ??= s;
      } else if (arg.type === 'TemplateLiteral') {
        const list = segmentsOfTemplate(arg);
        segments.push(...list);
        target ??= list[list.length - 1];
        if ((arg as t.TemplateLiteral).expressions.length > 0) dynamic = true;
      } else {
        dynamic = true;
      }
    }
    const quote = quoteOf(file, call);
    const first = call.arguments[0] as Located | undefined;
    return {
      kind: 'literal',
      segments,
      target: target ?? {
        insertAt: first ? first.start : call.end - 1,
        text: (classes) => `${quote}${classes}${quote}${first ? ', ' : ''}`,
      },
      dynamic: dynamic ? describe(file, call) : null,
    };
  }
  return { kind: 'computed', description: describe(file, expression) };
}

function quoteOf(file: SourceFile, node: Located): string {
  const match = /['"]/.exec(file.slice(node));
  return match ? match[0] : "'";
}

/** The standalone class tokens of a segment, with their offsets in the file. */
function tokensOf(
  file: SourceFile,
  segment: Segment,
): { token: string; start: number; end: number }[] {
  const content = file.text.slice(segment.start, segment.end);
  const out: { token: string; start: number; end: number }[] = [];
  for (const match of content.matchAll(/\S+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (start === 0 && !segment.boundedLeft) continue;
    if (end === content.length && !segment.boundedRight) continue;
    out.push({ token: match[0], start: segment.start + start, end: segment.start + end });
  }
  return out;
}

/** The classes written literally on the element (what can be removed or is already there). */
export function literalClasses(file: SourceFile, element: t.JSXElement): string[] {
  const site = classSite(file, element);
  if (site.kind !== 'literal') return [];
  return site.segments.flatMap((s) => tokensOf(file, s).map((x) => x.token));
}

/** Edits adding `classes` (already present ones are skipped) to the element's class list. */
export function addClasses(
  file: SourceFile,
  element: Located<t.JSXElement>,
  classes: readonly string[],
): TextEdit[] {
  const site = classSite(file, element);
  if (site.kind === 'computed') {
    throw CanvasErrors.computedClass(
      `the class list is computed at run time (${site.description})`,
    );
  }
  const present = new Set(site.kind === 'literal' ? literalClasses(file, element) : []);
  const missing = [...new Set(classes)].filter((c) => !present.has(c));
  if (missing.length === 0) return [];
  const joined = missing.join(' ');
  if (site.kind === 'none') {
    const quote = '"';
    return [insertAttribute(file, element, `className=${quote}${joined}${quote}`)];
  }
  const target = site.target;
  if ('insertAt' in target)
    return [{ start: target.insertAt, end: target.insertAt, text: target.text(joined) }];
  const content = file.text.slice(target.start, target.end);
  const lastNonSpace = content.search(/\S\s*$/);
  if (lastNonSpace >= 0) {
    const at = target.start + lastNonSpace + 1;
    return [{ start: at, end: at, text: ` ${joined}` }];
  }
  // Only whitespace: after a `${…}` the new class still needs its own separator.
  return [
    { start: target.start, end: target.start, text: target.boundedLeft ? joined : ` ${joined}` },
  ];
}

/**
 * Edits removing `classes` from the element's literal class text. A class that is not written
 * literally is refused: as computed when the list has run-time parts, else as not found.
 * `optional` classes are removed where found and otherwise ignored.
 */
export function removeClasses(
  file: SourceFile,
  element: Located<t.JSXElement>,
  classes: readonly string[],
  optional = false,
): TextEdit[] {
  const site = classSite(file, element);
  if (site.kind === 'computed') {
    if (optional) return [];
    throw CanvasErrors.computedClass(
      `the class list is computed at run time (${site.description})`,
    );
  }
  if (site.kind === 'none') {
    if (optional) return [];
    throw CanvasErrors.classNotFound(classes[0] ?? '');
  }
  const wanted = new Set(classes);
  const found = new Set<string>();
  const edits: TextEdit[] = [];
  for (const segment of site.segments) {
    let content = file.text.slice(segment.start, segment.end);
    let changed = false;
    for (;;) {
      const local: Segment = { ...segment, start: 0, end: content.length };
      const hit = tokensIn(content, local).find((x) => wanted.has(x.token));
      if (!hit) break;
      found.add(hit.token);
      content = withoutToken(content, hit.start, hit.end);
      changed = true;
    }
    if (!changed) continue;
    if (content.trim() === '' && segment.attribute) {
      // `className=""` says nothing: drop the attribute with the space before it.
      const attr = segment.attribute;
      let from = attr.start;
      while (from > 0 && /[ \t]/.test(file.text[from - 1])) from -= 1;
      if (file.text[from - 1] === '\n') from = attr.start;
      edits.push({ start: from, end: attr.end, text: '' });
    } else {
      edits.push({ start: segment.start, end: segment.end, text: content });
    }
  }
  if (!optional) {
    const missing = classes.find((c) => !found.has(c));
    if (missing !== undefined) {
      if (site.dynamic) {
        throw CanvasErrors.computedClass(
          `"${missing}" is not written literally; it comes from ${site.dynamic}`,
        );
      }
      throw CanvasErrors.classNotFound(missing);
    }
  }
  return edits;
}

function tokensIn(content: string, segment: Segment) {
  const out: { token: string; start: number; end: number }[] = [];
  for (const match of content.matchAll(/\S+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (start === 0 && !segment.boundedLeft) continue;
    if (end === content.length && !segment.boundedRight) continue;
    out.push({ token: match[0], start, end });
  }
  return out;
}

/** Removes [start, end) and one neighbouring space run on the same line, keeping line breaks. */
function withoutToken(content: string, start: number, end: number): string {
  const before = /[ \t]*$/.exec(content.slice(0, start))![0];
  const after = /^[ \t]*/.exec(content.slice(end))![0];
  const charBefore = content[start - before.length - 1];
  const charAfter = content[end + after.length];
  const textBefore = start - before.length > 0 && charBefore !== '\n' && charBefore !== '\r';
  const textAfter = end + after.length < content.length && charAfter !== '\n' && charAfter !== '\r';
  if (textBefore) return content.slice(0, start - before.length) + content.slice(end);
  if (textAfter) return content.slice(0, start) + content.slice(end + after.length);
  // Alone on its line inside a multi-line literal: drop the whole line.
  const lineStart = start - before.length;
  const lineEnd = end + after.length;
  if (charBefore === '\n' && charAfter === '\n') {
    return content.slice(0, lineStart) + content.slice(lineEnd + 1);
  }
  return content.slice(0, lineStart) + content.slice(lineEnd);
}

/** A class name as written in a class list: no whitespace, quotes, braces or backslashes. */
export function isValidClassName(value: string): boolean {
  return /^[^\s"'`\\{}<>$]+$/.test(value);
}
