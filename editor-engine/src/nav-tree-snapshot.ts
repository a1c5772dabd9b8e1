/**
 * Reading one snapshot node (visual-editor spec, § 5): whether it is skipped, lifted or tagged (and
 * with which codebase id), its directly set classes, typed props and literal children. Hot code: it
 * runs for every element of the page, so it avoids regular expressions and allocations.
 */
import {
  CODEBASE_ID_PREFIX,
  DUPLICATE_PLACEHOLDER_PREFIX,
  WRAP_IN_DIV_PLACEHOLDER,
  codebaseIdForSpecialElement,
} from './element-key.js';
import {
  DELETE_AFTER_RELOAD_CLASS,
  HIDDEN_CLASS,
  OUTLINE_CLASS,
  SKIP_NAV_TREE_ATTRIBUTE,
} from './constants.js';
import {
  EMPTY_PROPS,
  EMPTY_STRINGS,
  type NavTreeNode,
  type NavTreeProp,
  type SnapshotNode,
} from './nav-tree-types.js';

const EDITOR_CLASS_PREFIXES = [CODEBASE_ID_PREFIX, 'arb89-'] as const;

/** `classify` results besides a codebase id. */
export const SKIPPED = 0;
export const UNTAGGED = 1;
export const REMOVE_IFRAME = 2;
export type Classification = string | typeof SKIPPED | typeof UNTAGGED | typeof REMOVE_IFRAME;

// A few distinct tag names repeat thousands of times: remember their lower-case form. The
// cache is a short list compared by identity first (snapshot strings are usually shared).
const tagCacheKeys: string[] = [];
const tagCacheValues: string[] = [];
/** Lower-case tag name, cached for the few distinct tags of a page. */
export function lowerTag(tagName: string): string {
  for (let i = 0; i < tagCacheKeys.length; i++) {
    if (tagCacheKeys[i] === tagName) return tagCacheValues[i];
  }
  const lower = tagName.toLowerCase();
  if (tagCacheKeys.length < 32) {
    tagCacheKeys.push(tagName);
    tagCacheValues.push(lower);
  }
  return lower;
}

function isIdChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || // 0-9
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    code === 45 || // -
    code === 95 // _
  );
}

// What may stand at each position of a UUID, as bit flags per char code below 128:
// 1 hex digit, 2 '-', 4 version digit 1-5, 8 variant char 8, 9, a, b (either case).
const UUID_CHARS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) UUID_CHARS[c] |= 1;
for (let c = 65; c <= 70; c++) UUID_CHARS[c] |= 1;
for (let c = 97; c <= 102; c++) UUID_CHARS[c] |= 1;
UUID_CHARS[45] |= 2;
for (let c = 49; c <= 53; c++) UUID_CHARS[c] |= 4;
for (const c of [56, 57, 65, 66, 97, 98]) UUID_CHARS[c] |= 8;
const UUID_LAYOUT = new Uint8Array(36).fill(1);
for (const i of [8, 13, 18, 23]) UUID_LAYOUT[i] = 2;
UUID_LAYOUT[14] = 4;
UUID_LAYOUT[19] = 8;

// A UUID of version 1-5, RFC 4122 variant, any case, from `at` to the end of `text`.
function isUuidAt(text: string, at: number): boolean {
  if (text.length - at !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const code = text.charCodeAt(at + i);
    if (code >= 128 || (UUID_CHARS[code] & UUID_LAYOUT[i]) === 0) return false;
  }
  return true;
}

/**
 * Same answer as `isCodebaseIdClass` of element-key (a property test holds them equal), without
 * a regular expression: it runs for every class of every element of the page.
 */
export function isCodebaseIdClassFast(cls: string): boolean {
  // 116 is 't': most classes are rejected before calling startsWith
  if (cls.charCodeAt(0) !== 116 || !cls.startsWith(CODEBASE_ID_PREFIX)) return false;
  if (isUuidAt(cls, CODEBASE_ID_PREFIX.length)) return true;
  return cls === WRAP_IN_DIV_PLACEHOLDER || cls.startsWith(DUPLICATE_PLACEHOLDER_PREFIX);
}

// The same rule as the ElementKey constructor, without building a key object per node.
function isValidId(id: string): boolean {
  if (id.length === 0) return false;
  for (let i = 0; i < id.length; i++) if (!isIdChar(id.charCodeAt(i))) return false;
  return true;
}

/**
 * Skip rules first, then the codebase id (classes, then the special containers). With
 * `liftContainers`, the page containers (body, `#root`, `#__next`) without a codebase id class
 * are lifted like any untagged element.
 */
export function classify(
  node: SnapshotNode,
  tag: string,
  liftContainers: boolean = false,
): Classification {
  if (tag === 'script' || tag === 'noscript') return SKIPPED;
  const attributes = node.attributes;
  if (attributes !== undefined && attributes[SKIP_NAV_TREE_ATTRIBUTE] !== undefined) {
    return SKIPPED;
  }
  const classes = node.classes;
  let codebaseId: string | null = null;
  for (let i = 0; i < classes.length; i++) {
    const cls = classes[i];
    // The layer's own boxes, the originals it hid (removed, or replaced by a temporary copy)
    // and the copies queued for removal (the source shows the change now) are not the page.
    // Every such marker starts with 'a': one character code rules out most classes.
    if (
      cls.charCodeAt(0) === 97 &&
      (cls === OUTLINE_CLASS || cls === HIDDEN_CLASS || cls === DELETE_AFTER_RELOAD_CLASS)
    ) {
      return SKIPPED;
    }
    if (codebaseId === null && isCodebaseIdClassFast(cls)) codebaseId = cls;
  }
  if (codebaseId === null) {
    codebaseId = codebaseIdForSpecialElement(tag, node.id);
    if (codebaseId !== null && liftContainers) return UNTAGGED;
  }
  if (codebaseId === null) return tag === 'iframe' ? REMOVE_IFRAME : UNTAGGED;
  // UUID ids, the wrap placeholder and the special ids are valid by construction; a duplicate
  // placeholder may carry any suffix, and an invalid id cannot make an element key.
  if (codebaseId.startsWith(DUPLICATE_PLACEHOLDER_PREFIX) && !isValidId(codebaseId)) {
    return tag === 'iframe' ? REMOVE_IFRAME : UNTAGGED;
  }
  return codebaseId;
}

// Classes the layer itself puts on elements: codebase ids (`tempo-...`) and `arb89-...`.
function isEditorClass(cls: string): boolean {
  const first = cls.charCodeAt(0);
  if (first === 116) return cls.startsWith(EDITOR_CLASS_PREFIXES[0]); // 't'
  if (first === 97) return cls.startsWith(EDITOR_CLASS_PREFIXES[1]); // 'a'
  return false;
}

/** The given directly set classes, or the classes minus the layer's own. */
export function directlySetClasses(node: SnapshotNode): readonly string[] {
  if (node.directlySetClasses !== undefined) return node.directlySetClasses;
  const classes = node.classes;
  let keep = 0;
  for (let i = 0; i < classes.length; i++) if (!isEditorClass(classes[i])) keep++;
  if (keep === classes.length) return classes;
  if (keep === 0) return EMPTY_STRINGS;
  const out = new Array<string>(keep);
  for (let i = 0, j = 0; i < classes.length; i++) {
    if (!isEditorClass(classes[i])) out[j++] = classes[i];
  }
  return out;
}

function jsonOrNull(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

/** Types one prop value: FUNCTION (its name), JSON_OBJECT (JSON text) or LITERAL. */
export function typeProp(value: unknown): NavTreeProp {
  switch (typeof value) {
    case 'function':
      return { value: (value as { name?: string }).name || 'anonymous', type: 'FUNCTION' };
    case 'object':
      return value === null
        ? { value: null, type: 'LITERAL' }
        : { value: jsonOrNull(value), type: 'JSON_OBJECT' };
    case 'string':
    case 'number':
    case 'boolean':
      return { value, type: 'LITERAL' };
    default:
      // undefined never reaches here (skipped by the caller); symbols and bigints as text
      return { value: String(value), type: 'LITERAL' };
  }
}

/** Typed props; `children` and undefined values left out. */
export function typeProps(
  props: Readonly<Record<string, unknown>> | undefined,
): NavTreeNode['props'] {
  if (props === undefined) return EMPTY_PROPS;
  let out: Record<string, NavTreeProp> | null = null;
  for (const name in props) {
    if (name === 'children' || !Object.hasOwn(props, name)) continue;
    const value = props[name];
    if (value === undefined) continue;
    if (out === null) out = {};
    out[name] = typeProp(value);
  }
  return out ?? EMPTY_PROPS;
}

function literal(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/**
 * Literal children: from the `children` prop when the props are known (a string or number is
 * one entry; in an array, each string or number item is one entry), otherwise the node's own
 * text as one entry when it is not blank.
 */
export function literalChildren(node: SnapshotNode): readonly string[] {
  const props = node.props;
  if (props !== undefined && Object.hasOwn(props, 'children')) {
    const children = props.children;
    const single = literal(children);
    if (single !== null) return [single];
    if (!Array.isArray(children)) return EMPTY_STRINGS;
    const out: string[] = [];
    for (const child of children) {
      const text = literal(child);
      if (text !== null) out.push(text);
    }
    return out.length > 0 ? out : EMPTY_STRINGS;
  }
  const text = node.text;
  return text !== undefined && text.trim() !== '' ? [text] : EMPTY_STRINGS;
}
