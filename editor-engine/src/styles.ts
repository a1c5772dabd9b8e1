import { INHERITABLE_CSS_PROPERTIES } from './constants.js';

/**
 * A styling value meaning "remove this property": it is written as `unset !important` so it
 * beats the element's own rules until the source refreshes.
 */
export const DELETE_STYLE_MARKER = 'TEMPO-DELETE-STYLE';

const UNSET_DECLARATION_VALUE = 'unset !important';
const VENDOR_MS = /^ms[A-Z]/;
const PROPERTY_NAME = /^-{0,2}[A-Za-z][A-Za-z0-9-]*$/;

/**
 * A class name built from change data: every character other than a letter, digit, `_` or
 * `-` becomes `-`, and a leading digit gets a `-` prefix (`'1a b'` → `'-1a-b'`).
 */
export function sanitizeClassName(name: string): string {
  const replaced = name.replace(/[^A-Za-z0-9_-]/gu, '-');
  return /^[0-9]/.test(replaced) ? `-${replaced}` : replaced;
}

/**
 * A CSS property name from a style-object key: `backgroundColor` → `background-color`,
 * `WebkitTransform` → `-webkit-transform`, `msFlex` → `-ms-flex`; custom properties (`--x`)
 * and names already in kebab-case are kept.
 */
export function cssPropertyName(name: string): string {
  if (name.startsWith('--')) return name;
  const kebab = name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
  return VENDOR_MS.test(name) ? `-${kebab}` : kebab;
}

/**
 * CSS declarations for a styling change, e.g. `{ backgroundColor: 'red' }` →
 * `background-color: red;`. A value equal to `DELETE_STYLE_MARKER` becomes
 * `unset !important`. Empty values, values containing `{` or `}` (they would end the rule)
 * and names that are not property names are left out. Declarations are joined by a space.
 */
export function styleDeclarations(stylingChanges: Readonly<Record<string, string>>): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(stylingChanges)) {
    if (typeof value !== 'string' || value.trim() === '' || /[{}]/.test(value)) continue;
    const property = cssPropertyName(name);
    if (!PROPERTY_NAME.test(property)) continue;
    const text = value === DELETE_STYLE_MARKER ? UNSET_DECLARATION_VALUE : value.trim();
    declarations.push(`${property}: ${text};`);
  }
  return declarations.join(' ');
}

const INHERITABLE = new Set(INHERITABLE_CSS_PROPERTIES);

/**
 * The declarations of `styles` an element inherits (INHERITABLE_CSS_PROPERTIES), or null
 * when there are none.
 */
export function inheritableStyles(
  styles: Readonly<Record<string, string>>,
): Record<string, string> | null {
  let out: Record<string, string> | null = null;
  for (const [name, value] of Object.entries(styles)) {
    if (INHERITABLE.has(name)) (out ??= {})[name] = value;
  }
  return out;
}
