/**
 * Reading one snapshot node (visual-editor spec, § 5): whether it is skipped, lifted or tagged (and
 * with which codebase id), and its directly set classes (typed props and literal children are in
 * `nav-tree-node`). Hot code: it runs for every element of the page, so it avoids regular
 * expressions and allocations.
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
import { EMPTY_STRINGS, type SnapshotNode } from './nav-tree-types.js';

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

// Facts about a class that starts with 't' (116), as bit flags: a codebase id class, one
// that cannot make an element key (a duplicate placeholder may carry any suffix; UUID ids
// and the wrap placeholder are valid by construction), an editor class (`tempo-` prefix).
// A page repeats each codebase id on many elements and the UUID check costs more than a
// map lookup, so they are cached by class text; the cache is dropped when full, so the
// classes of pages long gone do not pile up.
const ID = 1;
const INVALID_ID = 2;
const EDITOR = 4;
const T_CLASS_CACHE_SIZE = 8192;

/** A class that starts with 't', as cached. */
export interface TClass {
  readonly flags: number;
  /**
   * For the tree build: the start of the keys of this codebase id (`TE_` + id + middle) for
   * the storyboard key middle `keyMiddle`, kept here so that a key costs no second lookup.
   */
  keyPrefix: string;
  keyMiddle: string;
}

const tClassCache = new Map<string, TClass>();
function tClass(cls: string): TClass {
  let known = tClassCache.get(cls);
  if (known === undefined) {
    let flags = cls.startsWith(CODEBASE_ID_PREFIX) ? EDITOR : 0;
    if (isCodebaseIdClassFast(cls)) {
      const invalid = cls.startsWith(DUPLICATE_PLACEHOLDER_PREFIX) && !isValidId(cls);
      flags |= invalid ? ID | INVALID_ID : ID;
    }
    if (tClassCache.size >= T_CLASS_CACHE_SIZE) tClassCache.clear();
    known = { flags, keyPrefix: '', keyMiddle: '' };
    tClassCache.set(cls, known);
  }
  return known;
}

/** What `classify` read from a tagged element's classes, passed on to `makeNode`. */
export interface ClassScan {
  /** The codebase id class (null when the id is not a class: `body`, `root`, `__next`). */
  idClass: TClass | null;
  /**
   * Bit i set: class i is the layer's own (see `directlySetClasses`); -1 when not known (more
   * than 31 classes, or the element is not tagged).
   */
  editorClasses: number;
}

/**
 * Skip rules first, then the codebase id (the first codebase id class, else a special
 * container). With `liftContainers`, the page containers (body, `#root`, `#__next`) without a
 * codebase id class are lifted like any untagged element. With `scan`, notes which classes
 * are the layer's own, so that a tagged element's classes are read once.
 */
export function classify(
  node: SnapshotNode,
  tag: string,
  liftContainers: boolean = false,
  scan: ClassScan | null = null,
): Classification {
  if (tag === 'script' || tag === 'noscript') return SKIPPED;
  // Both read before either is looked into: the two memory reads of a large page overlap.
  const attributes = node.attributes;
  const classes = node.classes;
  const count = classes.length;
  if (attributes !== undefined && attributes[SKIP_NAV_TREE_ATTRIBUTE] !== undefined) {
    return SKIPPED;
  }
  let codebaseId: string | null = null;
  let idClass: TClass | null = null;
  let editor = 0;
  for (let i = 0; i < count; i++) {
    const cls = classes[i];
    const first = cls.charCodeAt(0);
    // The layer's own boxes, the originals it hid (removed, or replaced by a temporary copy)
    // and the copies queued for removal (the source shows the change now) are not the page.
    // Every such marker is an `arb89-` class: one character code ('a', 97) rules out most.
    if (first === 97 && isArbClass(cls)) {
      if (cls === OUTLINE_CLASS || cls === HIDDEN_CLASS || cls === DELETE_AFTER_RELOAD_CLASS) {
        return SKIPPED;
      }
      editor |= 1 << i;
    } else if (first === 116) {
      const known = tClass(cls);
      if ((known.flags & EDITOR) !== 0) editor |= 1 << i;
      if (codebaseId === null && (known.flags & ID) !== 0) {
        codebaseId = cls;
        idClass = known;
      }
    }
  }
  if (scan !== null) {
    scan.editorClasses = count <= 31 ? editor : -1;
    scan.idClass = idClass;
  }
  if (idClass !== null && (idClass.flags & INVALID_ID) === 0) return codebaseId as string;
  if (codebaseId === null) {
    const special = codebaseIdForSpecialElement(tag, node.id);
    if (special !== null) return liftContainers ? UNTAGGED : special;
  }
  return tag === 'iframe' ? REMOVE_IFRAME : UNTAGGED;
}

// Classes the layer itself puts on elements: codebase ids (`tempo-...`) and `arb89-...`.
function isEditorClass(cls: string): boolean {
  const first = cls.charCodeAt(0);
  if (first === 116) return (tClass(cls).flags & EDITOR) !== 0; // 't'
  return first === 97 && isArbClass(cls);
}

// `cls.startsWith('arb89-')` for a class that starts with 'a', by character codes, without a
// loop: it runs for every such class of every element.
function isArbClass(cls: string): boolean {
  return (
    cls.length >= 6 &&
    cls.charCodeAt(5) === 45 && // -
    cls.charCodeAt(1) === 114 && // r
    cls.charCodeAt(2) === 98 && // b
    cls.charCodeAt(3) === 56 && // 8
    cls.charCodeAt(4) === 57 // 9
  );
}

/**
 * The given directly set classes, or the classes minus the layer's own; `editorClasses` is
 * `ClassScan.editorClasses` when known.
 */
export function directlySetClasses(
  node: SnapshotNode,
  classes: readonly string[],
  editorClasses = -1,
): readonly string[] {
  if (node.directlySetClasses !== undefined) return node.directlySetClasses;
  const count = classes.length;
  if (count > 31) return withoutEditorClasses(classes);
  const drop = editorClasses >= 0 ? editorClasses : editorClassBits(classes);
  if (drop === 0) return classes;
  let keep = count;
  for (let bits = drop; bits !== 0; bits &= bits - 1) keep--;
  if (keep === 0) return EMPTY_STRINGS;
  let first = 0;
  while ((drop & (1 << first)) !== 0) first++;
  if (keep === 1) return sharedList(classes[first], null);
  let second = first + 1;
  while ((drop & (1 << second)) !== 0) second++;
  if (keep === 2) return sharedList(classes[first], classes[second]);
  return keptClasses(classes, drop, keep);
}

// The less common cases of directlySetClasses, out of line: V8 inlines the common path into
// the node making only while it stays small.

function withoutEditorClasses(classes: readonly string[]): readonly string[] {
  const kept = classes.filter((cls) => !isEditorClass(cls));
  return kept.length === classes.length ? classes : kept.length === 0 ? EMPTY_STRINGS : kept;
}

function editorClassBits(classes: readonly string[]): number {
  let bits = 0;
  for (let i = 0; i < classes.length; i++) if (isEditorClass(classes[i])) bits |= 1 << i;
  return bits;
}

function keptClasses(classes: readonly string[], drop: number, keep: number): string[] {
  const out = new Array<string>(keep);
  for (let i = 0, j = 0; i < classes.length; i++) {
    if ((drop & (1 << i)) === 0) out[j++] = classes[i];
  }
  return out;
}

// Directly set class lists repeat across a page (the same few utility classes on thousands
// of elements): a list of one or two classes is made once, frozen, and shared, found by its
// classes. A build that allocates less spends less on garbage collection. Dropped when full.
const SHARED_LISTS_SIZE = 8192;
const sharedLists = new Map<string, SharedLists>();
let sharedListCount = 0;
interface SharedLists {
  readonly alone: readonly string[];
  readonly pairs: Map<string, readonly string[]>;
}
function sharedList(first: string, second: string | null): readonly string[] {
  let lists = sharedLists.get(first);
  if (lists === undefined) {
    if (sharedListCount >= SHARED_LISTS_SIZE) {
      sharedLists.clear();
      sharedListCount = 0;
    }
    lists = { alone: Object.freeze([first]), pairs: new Map() };
    sharedLists.set(first, lists);
    sharedListCount++;
  }
  if (second === null) return lists.alone;
  let pair = lists.pairs.get(second);
  if (pair === undefined) {
    pair = Object.freeze([first, second]);
    lists.pairs.set(second, pair);
    sharedListCount++;
  }
  return pair;
}
