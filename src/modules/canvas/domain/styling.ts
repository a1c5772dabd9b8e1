import type * as t from '@babel/types';
import { insertAttribute, quoteJs } from './attributes.js';
import { CanvasErrors } from './canvas-errors.js';
import { literalClasses } from './class-names.js';
import { findAttribute, type Located, type SourceFile } from './source-file.js';
import type { TextEdit } from './text-edits.js';

/** CSS property → value; an empty value removes the property. */
export type StyleChanges = Readonly<Record<string, string>>;

/**
 * Spacing and sizing properties written as their Tailwind utility with an arbitrary value
 * (`p-[12px]`); a styling change replaces the element's other classes of that utility and
 * variant (`p-4`). Everything else is an arbitrary property (`[color:red]`), which Tailwind 4
 * compiles for any CSS property.
 */
const UTILITIES: Readonly<Record<string, string>> = {
  padding: 'p',
  'padding-top': 'pt',
  'padding-right': 'pr',
  'padding-bottom': 'pb',
  'padding-left': 'pl',
  'padding-inline': 'px',
  'padding-block': 'py',
  margin: 'm',
  'margin-top': 'mt',
  'margin-right': 'mr',
  'margin-bottom': 'mb',
  'margin-left': 'ml',
  'margin-inline': 'mx',
  'margin-block': 'my',
  width: 'w',
  height: 'h',
  'min-width': 'min-w',
  'max-width': 'max-w',
  'min-height': 'min-h',
  'max-height': 'max-h',
  gap: 'gap',
  opacity: 'opacity',
  'z-index': 'z',
};

function kebabCase(property: string): string {
  if (property.startsWith('--')) return property;
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
}

function camelCase(property: string): string {
  if (property.startsWith('--')) return property;
  return property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `hover`, `:hover`, `md` → `hover:md:`; refuses anything that is not one variant name. */
export function variantPrefix(modifiers: readonly string[]): string {
  return modifiers
    .map((m) => {
      const bare = m.replace(/^:+/, '');
      if (!/^[^\s"'`\\{}<>:$]+$/.test(bare)) {
        throw CanvasErrors.invalidValue('modifiers', `"${m}" is not a Tailwind variant`);
      }
      return `${bare}:`;
    })
    .join('');
}

function checkProperty(property: string, value: string): void {
  if (!/^(--[\w-]+|-?[A-Za-z][A-Za-z-]*)$/.test(property)) {
    throw CanvasErrors.invalidValue('styling', `"${property}" is not a CSS property name`);
  }
  if (/[;{}<>"'`\\\r\n]/.test(value)) {
    throw CanvasErrors.invalidValue(
      'styling',
      `the value of ${property} may not contain ; { } < > quotes or line breaks`,
    );
  }
}

/** The Tailwind class for one declaration, with its variant prefix. */
function tailwindClass(prefix: string, property: string, value: string): string {
  const css = kebabCase(property);
  const arbitrary = value.trim().replace(/_/g, '\\_').replace(/\s+/g, '_');
  const utility = UTILITIES[css];
  return utility ? `${prefix}${utility}-[${arbitrary}]` : `${prefix}[${css}:${arbitrary}]`;
}

/** True when `token` sets the same property under the same variants (and so is replaced). */
function setsSame(token: string, prefix: string, property: string): boolean {
  if (!token.startsWith(prefix)) return false;
  const rest = token.slice(prefix.length);
  if (rest.includes(':') && !rest.startsWith('[')) return false; // a longer variant chain
  const css = kebabCase(property);
  if (rest.startsWith(`[${css}:`)) return true;
  const utility = UTILITIES[css];
  return (
    utility !== undefined &&
    rest.startsWith(`${utility}-`) &&
    !rest.slice(utility.length + 1).includes(':')
  );
}

/**
 * Styling as Tailwind classes: each declaration becomes its class under the variants, replacing
 * the element's literal classes for the same property and variants.
 */
export function stylingAsClasses(
  file: SourceFile,
  element: Located<t.JSXElement>,
  declarations: StyleChanges,
  modifiers: readonly string[],
): ClassPlan {
  const prefix = variantPrefix(modifiers);
  const existing = literalClasses(file, element);
  const toRemove = new Set<string>();
  const toAdd: string[] = [];
  for (const [property, value] of Object.entries(declarations)) {
    checkProperty(property, value);
    const wanted = value.trim() === '' ? undefined : tailwindClass(prefix, property, value);
    for (const token of existing) {
      if (token !== wanted && setsSame(token, prefix, property)) toRemove.add(token);
    }
    if (wanted) toAdd.push(wanted);
  }
  return { removal: [...toRemove], add: toAdd };
}

/** The classes a Tailwind styling change removes and adds. */
export interface ClassPlan {
  readonly removal: string[];
  readonly add: string[];
}

/** Styling as entries of the element's inline `style={{ … }}` object. */
export function stylingAsInline(
  file: SourceFile,
  element: Located<t.JSXElement>,
  declarations: StyleChanges,
): TextEdit[] {
  const entries = Object.entries(declarations);
  for (const [property, value] of entries) checkProperty(property, value);
  const key = (property: string) => {
    const name = camelCase(property);
    return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoteJs(name);
  };
  const attribute = findAttribute(element, 'style');
  if (!attribute) {
    const set = entries.filter(([, v]) => v.trim() !== '');
    if (set.length === 0) return [];
    const body = set.map(([p, v]) => `${key(p)}: ${quoteJs(v.trim())}`).join(', ');
    return [insertAttribute(file, element, `style={{ ${body} }}`)];
  }
  const container = attribute.value;
  if (
    !container ||
    container.type !== 'JSXExpressionContainer' ||
    container.expression.type !== 'ObjectExpression'
  ) {
    throw CanvasErrors.computedStyle();
  }
  const object = container.expression as Located<t.ObjectExpression>;
  const properties = object.properties as Located[];
  const edits: TextEdit[] = [];
  const appended: string[] = [];
  for (const [property, raw] of entries) {
    const value = raw.trim();
    const name = camelCase(property);
    const match = properties.find((p) => {
      if (p.type !== 'ObjectProperty' || (p as t.ObjectProperty).computed) return false;
      const k = (p as t.ObjectProperty).key;
      return (
        (k.type === 'Identifier' && k.name === name) ||
        (k.type === 'StringLiteral' && k.value === name)
      );
    }) as Located<t.ObjectProperty> | undefined;
    if (match) {
      if (value === '') edits.push(removeProperty(object, match));
      else
        edits.push({
          start: (match.value as Located).start,
          end: (match.value as Located).end,
          text: quoteJs(value),
        });
    } else if (value !== '') {
      appended.push(`${key(property)}: ${quoteJs(value)}`);
    }
  }
  if (appended.length > 0) edits.push(appendProperties(file, object, appended));
  return edits;
}

function removeProperty(object: Located<t.ObjectExpression>, property: Located): TextEdit {
  const list = object.properties as Located[];
  const index = list.indexOf(property);
  const next = list[index + 1];
  if (next) return { start: property.start, end: next.start, text: '' };
  const previous = list[index - 1];
  // From the end of the previous entry: a trailing comma after this one stays.
  if (previous) return { start: previous.end, end: property.end, text: '' };
  return { start: object.start, end: object.end, text: '{}' };
}

function appendProperties(
  file: SourceFile,
  object: Located<t.ObjectExpression>,
  entries: string[],
): TextEdit {
  const list = object.properties as Located[];
  const last = list[list.length - 1];
  if (!last) return { start: object.start, end: object.end, text: `{ ${entries.join(', ')} }` };
  const between = file.text.slice(last.end, object.end - 1);
  const comma = between.search(/\S/) >= 0 && between.trimStart().startsWith(',');
  const at = comma ? last.end + between.indexOf(',') + 1 : last.end;
  if (file.lineStartOf(last.start) !== file.lineStartOf(object.start)) {
    const indent = `${file.newline()}${file.indentAt(last.start)}`;
    const text = comma
      ? entries.map((e) => `${indent}${e},`).join('')
      : entries.map((e) => `,${indent}${e}`).join('');
    return { start: at, end: at, text };
  }
  return {
    start: at,
    end: at,
    text: comma ? ` ${entries.join(', ')},` : `, ${entries.join(', ')}`,
  };
}
