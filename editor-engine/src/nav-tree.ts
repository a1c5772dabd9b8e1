/**
 * Navigation tree rules (spec § 3 "Navigation tree node", § 5): from a plain snapshot of the
 * page (made by the adapter) to the tree sent to the outer editor, plus an incremental diff
 * between two trees and the merge of lookup maps.
 *
 * Unique paths: the root of the tree has path `0`; the i-th child (0-based, counting only the
 * nodes that made it into the tree, after skipping and lifting) of a node with path `p` has
 * path `p-i`. A `SKIP-ROOT` root is path `0` too, so its children are `0-0`, `0-1`, ...
 * Element keys are `ElementKey`s (`TE_{codebaseId}_{storyboardId}_{path}`) in string form.
 */
import {
  CODEBASE_ID_PREFIX,
  DUPLICATE_PLACEHOLDER_PREFIX,
  ElementKey,
  SPECIAL_TREE_IDS,
  WRAP_IN_DIV_PLACEHOLDER,
  codebaseIdForSpecialElement,
} from './element-key.js';
import { OUTLINE_CLASS, SKIP_NAV_TREE_ATTRIBUTE } from './constants.js';

/** Position and size of an element in page coordinates. */
export interface PageBoundingBox {
  readonly pageX: number;
  readonly pageY: number;
  readonly width: number;
  readonly height: number;
}

/**
 * One element of the page as the adapter reads it. Only `tagName`, `classes` and `children`
 * are required; the rest is copied into the tree when present.
 */
export interface SnapshotNode {
  readonly tagName: string;
  /** The `id` attribute. */
  readonly id?: string | null;
  readonly classes: readonly string[];
  readonly attributes?: Readonly<Record<string, string>>;
  /** Element children only (text is in `text`). */
  readonly children: readonly SnapshotNode[];
  /** The element's own text (its direct text nodes, joined). */
  readonly text?: string;
  readonly boundingBox?: PageBoundingBox | null;
  /** Name of the component rendering this element, when it is a component's root. */
  readonly componentName?: string;
  readonly isComponent?: boolean;
  /** Props as the framework holds them (functions and objects included). */
  readonly props?: Readonly<Record<string, unknown>>;
  /** Classes set in the source on this element; defaults to the classes minus the layer's. */
  readonly directlySetClasses?: readonly string[];
  readonly scope?: string | null;
  /** Computed `display`, `position`, `flex-direction` and `float`. */
  readonly displayType?: string;
  readonly positionType?: string;
  readonly flexDirection?: string;
  readonly floatVal?: string;
  /** Set by the adapter when the text is computed rather than a literal of the source. */
  readonly dynamicText?: boolean;
}

/** How a prop value is reported. */
export type NavTreePropType = 'LITERAL' | 'FUNCTION' | 'JSON_OBJECT';

/**
 * A reported prop: literals as they are, functions as their name, objects as JSON text (null
 * when they cannot be serialised, e.g. cycles).
 */
export interface NavTreeProp {
  readonly value: string | number | boolean | null;
  readonly type: NavTreePropType;
}

/**
 * A node of the navigation tree. `parent` is the parent's element key (no object cycles, so
 * the tree can be posted and compared). Optional computed styles are null when the snapshot
 * has none. Array and box values may be shared with the snapshot: treat both as immutable.
 */
export interface NavTreeNode {
  readonly name: string;
  readonly tagName: string;
  /** The element key of this node, in string form. */
  readonly tempoElement: string;
  readonly children: readonly NavTreeNode[];
  readonly parent: string | null;
  readonly classList: readonly string[];
  readonly directlySetClassList: readonly string[];
  readonly props: Readonly<Record<string, NavTreeProp>>;
  /** Literal text children; a string child is one entry. */
  readonly literalChildren: readonly string[];
  readonly pageBoundingBox: PageBoundingBox | null;
  readonly displayType: string | null;
  readonly positionType: string | null;
  readonly flexDirection: string | null;
  readonly floatVal: string | null;
  readonly scope: string | null;
  readonly isComponent: boolean;
  /** Depth in the tree; the root is 0. */
  readonly level: number;
}

/** Input of `buildNavTree`. */
export interface BuildNavTreeInput {
  /** The frame root (or the body), or the list of top-level nodes to build from. */
  readonly root: SnapshotNode | readonly SnapshotNode[];
  readonly storyboardId: string;
}

/** Output of `buildNavTree`. */
export interface BuildNavTreeResult {
  readonly tree: NavTreeNode;
  /** Iframes without a codebase id: the adapter removes them from the page. */
  readonly iframesToRemove: readonly SnapshotNode[];
  /** Number of nodes in `tree`, the root included. */
  readonly nodeCount: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
interface BuildNode extends Mutable<Omit<NavTreeNode, 'children'>> {
  children: NavTreeNode[];
}

const EMPTY_STRINGS: readonly string[] = Object.freeze([]);
const EMPTY_PROPS: Readonly<Record<string, NavTreeProp>> = Object.freeze({});
// Leaves share one frozen empty children list; a node gets its own list with its first child.
const NO_CHILDREN: NavTreeNode[] = Object.freeze([]) as unknown as NavTreeNode[];

// '-0', '-1', ...: path segments are built once, not per node.
const SEGMENTS: string[] = [];
function segment(index: number): string {
  if (index < SEGMENTS.length) return SEGMENTS[index];
  const text = '-' + index;
  if (index === SEGMENTS.length && index < 4096) SEGMENTS.push(text);
  return text;
}

function appendChild(parent: BuildNode, child: BuildNode): void {
  if (parent.children === NO_CHILDREN) parent.children = [child as NavTreeNode];
  else parent.children.push(child as NavTreeNode);
}
const EDITOR_CLASS_PREFIXES = [CODEBASE_ID_PREFIX, 'arb89-'] as const;

const SKIPPED = 0;
const UNTAGGED = 1;
const REMOVE_IFRAME = 2;
type Classification = string | typeof SKIPPED | typeof UNTAGGED | typeof REMOVE_IFRAME;

// A few distinct tag names repeat thousands of times: remember their lower-case form. The
// cache is a short list compared by identity first (snapshot strings are usually shared).
const tagCacheKeys: string[] = [];
const tagCacheValues: string[] = [];
function lowerTag(tagName: string): string {
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

/** Skip rules first, then the codebase id (classes, then the special containers). */
function classify(node: SnapshotNode, tag: string): Classification {
  if (tag === 'script' || tag === 'noscript') return SKIPPED;
  const attributes = node.attributes;
  if (attributes !== undefined && attributes[SKIP_NAV_TREE_ATTRIBUTE] !== undefined) {
    return SKIPPED;
  }
  const classes = node.classes;
  let codebaseId: string | null = null;
  for (let i = 0; i < classes.length; i++) {
    const cls = classes[i];
    if (cls === OUTLINE_CLASS) return SKIPPED;
    if (codebaseId === null && isCodebaseIdClassFast(cls)) codebaseId = cls;
  }
  if (codebaseId === null) codebaseId = codebaseIdForSpecialElement(tag, node.id);
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

function directlySetClasses(node: SnapshotNode): readonly string[] {
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

function typeProps(props: Readonly<Record<string, unknown>> | undefined): NavTreeNode['props'] {
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
function literalChildren(node: SnapshotNode): readonly string[] {
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

function makeNode(
  node: SnapshotNode,
  tag: string,
  key: string,
  parent: string | null,
  level: number,
): BuildNode {
  return {
    name: node.componentName || tag,
    tagName: tag,
    tempoElement: key,
    children: NO_CHILDREN,
    parent,
    classList: node.classes,
    directlySetClassList: directlySetClasses(node),
    props: typeProps(node.props),
    literalChildren: literalChildren(node),
    pageBoundingBox: node.boundingBox ?? null,
    displayType: node.displayType ?? null,
    positionType: node.positionType ?? null,
    flexDirection: node.flexDirection ?? null,
    floatVal: node.floatVal ?? null,
    scope: node.scope ?? null,
    isComponent: node.isComponent === true,
    level,
  };
}

function makeSpecialRoot(id: string, key: string): BuildNode {
  return {
    name: id,
    tagName: '',
    tempoElement: key,
    children: NO_CHILDREN,
    parent: null,
    classList: EMPTY_STRINGS,
    directlySetClassList: EMPTY_STRINGS,
    props: EMPTY_PROPS,
    literalChildren: EMPTY_STRINGS,
    pageBoundingBox: null,
    displayType: null,
    positionType: null,
    flexDirection: null,
    floatVal: null,
    scope: null,
    isComponent: false,
    level: 0,
  };
}

/**
 * Builds the navigation tree from a snapshot.
 *
 * - Left out with their subtree: the layer's own elements (class `OUTLINE_CLASS`), elements
 *   with the `SKIP_NAV_TREE_ATTRIBUTE` attribute, `script` and `noscript`.
 * - An `iframe` without a codebase id is left out and listed in `iframesToRemove`.
 * - An element without a codebase id is lifted out: its tagged descendants become children of
 *   the nearest tagged ancestor, in document order.
 * - Root: one top-level tagged element is the root; several are gathered under a `SKIP-ROOT`
 *   node; none gives a lone `EMPTY-TREE` node.
 *
 * Iterative (no recursion), so any depth works.
 * @throws Error when `storyboardId` is not a valid storyboard id (see `ElementKey`).
 */
export function buildNavTree(input: BuildNavTreeInput): BuildNavTreeResult {
  // Validates the storyboard id once and gives the exact key spelling (ElementKey escapes
  // some storyboard ids): every key is `TE_` + codebaseId + middle + path.
  const sample = new ElementKey('x', input.storyboardId, '0').toString();
  const middle = sample.slice('TE_x'.length, sample.length - 1);
  const keyOf = (codebaseId: string, path: string): string => 'TE_' + codebaseId + middle + path;

  const iframesToRemove: SnapshotNode[] = [];
  const roots = Array.isArray(input.root)
    ? (input.root as readonly SnapshotNode[])
    : [input.root as SnapshotNode];

  // Pass 1: the top-level tagged nodes (their count decides the root and so every path).
  const topNodes: SnapshotNode[] = [];
  const topIds: string[] = [];
  const scan: SnapshotNode[] = [];
  for (let i = roots.length - 1; i >= 0; i--) scan.push(roots[i]);
  while (scan.length > 0) {
    const node = scan.pop() as SnapshotNode;
    const kind = classify(node, lowerTag(node.tagName));
    if (typeof kind === 'string') {
      topNodes.push(node);
      topIds.push(kind);
    } else if (kind === UNTAGGED) {
      const children = node.children;
      for (let i = children.length - 1; i >= 0; i--) scan.push(children[i]);
    } else if (kind === REMOVE_IFRAME) {
      iframesToRemove.push(node);
    }
  }

  if (topNodes.length === 0) {
    const empty = SPECIAL_TREE_IDS.EMPTY_TREE;
    return { tree: makeSpecialRoot(empty, keyOf(empty, '0')), iframesToRemove, nodeCount: 1 };
  }

  // Pass 2: depth-first in document order. One frame per element being walked, kept in
  // arrays indexed by depth (no frame objects, no recursion): the element, the index of its
  // next child, the tree node its tagged children attach to, and that tree node's path.
  // Plain locals, no closures: a variable captured by a closure would live on the heap.
  const frameNodes: SnapshotNode[] = [];
  const frameNext: number[] = [];
  const frameParents: BuildNode[] = [];
  const framePaths: string[] = [];
  let depth = -1;

  let tree: BuildNode;
  let nodeCount: number;
  if (topNodes.length === 1) {
    const node = topNodes[0];
    tree = makeNode(node, lowerTag(node.tagName), keyOf(topIds[0], '0'), null, 0);
    nodeCount = 1;
    if (node.children.length > 0) {
      depth = 0;
      frameNodes.push(node);
      frameNext.push(0);
      frameParents.push(tree);
      framePaths.push('0');
    }
  } else {
    const skip = SPECIAL_TREE_IDS.SKIP_ROOT;
    tree = makeSpecialRoot(skip, keyOf(skip, '0'));
    nodeCount = 1 + topNodes.length;
    const tops: BuildNode[] = [];
    for (let i = 0; i < topNodes.length; i++) {
      const node = topNodes[i];
      const path = '0' + segment(i);
      const tag = lowerTag(node.tagName);
      const child = makeNode(node, tag, keyOf(topIds[i], path), tree.tempoElement, 1);
      appendChild(tree, child);
      tops.push(child);
    }
    // Last to first, so that the first top-level node is walked first.
    for (let i = topNodes.length - 1; i >= 0; i--) {
      if (topNodes[i].children.length === 0) continue;
      depth++;
      frameNodes.push(topNodes[i]);
      frameNext.push(0);
      frameParents.push(tops[i]);
      framePaths.push('0' + segment(i));
    }
  }

  while (depth >= 0) {
    const children = frameNodes[depth].children;
    const index = frameNext[depth];
    if (index >= children.length) {
      depth--;
      continue;
    }
    frameNext[depth] = index + 1;
    const node = children[index];
    const tag = lowerTag(node.tagName);
    const kind = classify(node, tag);
    if (typeof kind === 'string') {
      const parent = frameParents[depth];
      const path = framePaths[depth] + segment(parent.children.length);
      const key = 'TE_' + kind + middle + path;
      const child = makeNode(node, tag, key, parent.tempoElement, parent.level + 1);
      appendChild(parent, child);
      nodeCount++;
      if (node.children.length > 0) {
        depth++;
        frameNodes[depth] = node;
        frameNext[depth] = 0;
        frameParents[depth] = child;
        framePaths[depth] = path;
      }
    } else if (kind === UNTAGGED) {
      if (node.children.length > 0) {
        const parent = frameParents[depth];
        const path = framePaths[depth];
        depth++;
        frameNodes[depth] = node;
        frameNext[depth] = 0;
        frameParents[depth] = parent;
        framePaths[depth] = path;
      }
    } else if (kind === REMOVE_IFRAME) {
      iframesToRemove.push(node);
    }
  }
  return { tree: tree as NavTreeNode, iframesToRemove, nodeCount };
}

// ---------------------------------------------------------------------------------------------
// Diff

/** A tree node with its children given by key: the unit of a diff. */
export type FlatNavNode = Omit<NavTreeNode, 'children'> & { readonly children: readonly string[] };

/** A field of a flat node. */
export type NavTreeField = keyof FlatNavNode;

/** A node present in both trees whose fields changed. */
export interface NavTreeNodeUpdate {
  readonly key: string;
  /** The fields that changed, in a fixed order. */
  readonly changed: readonly NavTreeField[];
  /** Their new values. */
  readonly values: Partial<FlatNavNode>;
}

/**
 * The difference between two trees, keyed by element key. Keys encode the path, so a node
 * that moves gets a new key: a moved subtree shows as the removal of its old keys and the
 * addition of its new ones, and its old and new parents as updates of `children`. A node that
 * keeps its key can still change `parent` when the parent at that path changed codebase id
 * (a wrap, for instance).
 */
export interface NavTreeDiff {
  /** Key of the root of the new tree. */
  readonly rootKey: string;
  /** Nodes only in the new tree. */
  readonly added: readonly FlatNavNode[];
  /** Keys only in the old tree. */
  readonly removed: readonly string[];
  /** Nodes in both trees with at least one changed field. */
  readonly updated: readonly NavTreeNodeUpdate[];
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameProps(a: FlatNavNode['props'], b: FlatNavNode['props']): boolean {
  if (a === b) return true;
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  for (const name of names) {
    const other = b[name];
    if (other === undefined || !Object.hasOwn(b, name)) return false;
    if (a[name].type !== other.type || a[name].value !== other.value) return false;
  }
  return true;
}

function sameBox(a: PageBoundingBox | null, b: PageBoundingBox | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return a.pageX === b.pageX && a.pageY === b.pageY && a.width === b.width && a.height === b.height;
}

/**
 * The fields of `b` that differ from `a`, in declaration order; null when none. The caller
 * already knows whether the keys (equal here), the child keys and the parent keys are equal:
 * long key strings are compared once per node, not three times. Written out field by field:
 * named property reads stay fast where a loop over field names would not.
 */
function changedFields(
  a: NavTreeNode,
  b: NavTreeNode,
  sameChildKeys: boolean,
  sameParentKey: boolean,
): NavTreeField[] | null {
  let changed: NavTreeField[] | null = null;
  const differs = (field: NavTreeField): void => {
    (changed ??= []).push(field);
  };
  if (a.name !== b.name) differs('name');
  if (a.tagName !== b.tagName) differs('tagName');
  if (!sameChildKeys) differs('children');
  if (!sameParentKey && a.parent !== b.parent) differs('parent');
  if (!sameStrings(a.classList, b.classList)) differs('classList');
  if (!sameStrings(a.directlySetClassList, b.directlySetClassList)) {
    differs('directlySetClassList');
  }
  if (!sameProps(a.props, b.props)) differs('props');
  if (!sameStrings(a.literalChildren, b.literalChildren)) differs('literalChildren');
  if (!sameBox(a.pageBoundingBox, b.pageBoundingBox)) differs('pageBoundingBox');
  if (a.displayType !== b.displayType) differs('displayType');
  if (a.positionType !== b.positionType) differs('positionType');
  if (a.flexDirection !== b.flexDirection) differs('flexDirection');
  if (a.floatVal !== b.floatVal) differs('floatVal');
  if (a.scope !== b.scope) differs('scope');
  if (a.isComponent !== b.isComponent) differs('isComponent');
  if (a.level !== b.level) differs('level');
  return changed;
}

function childKeys(node: NavTreeNode): string[] {
  const keys: string[] = new Array<string>(node.children.length);
  for (let i = 0; i < node.children.length; i++) keys[i] = node.children[i].tempoElement;
  return keys;
}

/** One node with its children given by key. */
export function flattenNavNode(node: NavTreeNode): FlatNavNode {
  return { ...node, children: childKeys(node) };
}

function collect(tree: NavTreeNode, visit: (node: NavTreeNode) => void): void {
  const stack: NavTreeNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as NavTreeNode;
    visit(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

/** Every node of a tree by element key, children given by key, in document order. */
export function indexNavTree(tree: NavTreeNode): Map<string, FlatNavNode> {
  const index = new Map<string, FlatNavNode>();
  collect(tree, (node) => index.set(node.tempoElement, flattenNavNode(node)));
  return index;
}

/**
 * The minimal keyed difference: a node is added or removed only when its key appears or
 * disappears, and an update lists only the fields whose values differ (arrays, props and
 * boxes compared by value). Added nodes and removed keys are in document order, so parents
 * come before their children. Only added nodes and changed values are copied.
 *
 * Both trees must come from `buildNavTree` (or `applyNavTreeDiff`): a key's path is then its
 * position, so the two trees are walked side by side position by position and equal keys
 * meet without a lookup table.
 */
export function diffNavTrees(prev: NavTreeNode, next: NavTreeNode): NavTreeDiff {
  const added: FlatNavNode[] = [];
  const removed: string[] = [];
  const updated: NavTreeNodeUpdate[] = [];
  // Pairs of nodes at the same position (either side may be missing: null), whether their
  // keys are equal, and whether their parents' keys are.
  const stackPrev: (NavTreeNode | null)[] = [prev];
  const stackNext: (NavTreeNode | null)[] = [next];
  const stackSame: boolean[] = [prev.tempoElement === next.tempoElement];
  const stackParentSame: boolean[] = [true];
  while (stackPrev.length > 0) {
    const a = stackPrev.pop() as NavTreeNode | null;
    const b = stackNext.pop() as NavTreeNode | null;
    const same = stackSame.pop() as boolean;
    const parentSame = stackParentSame.pop() as boolean;
    const prevChildren = a === null ? NO_CHILDREN : a.children;
    const nextChildren = b === null ? NO_CHILDREN : b.children;
    let sameChildKeys = prevChildren.length === nextChildren.length;
    for (let i = Math.max(prevChildren.length, nextChildren.length) - 1; i >= 0; i--) {
      const childA = i < prevChildren.length ? prevChildren[i] : null;
      const childB = i < nextChildren.length ? nextChildren[i] : null;
      const childSame =
        childA !== null && childB !== null && childA.tempoElement === childB.tempoElement;
      if (!childSame) sameChildKeys = false;
      stackPrev.push(childA);
      stackNext.push(childB);
      stackSame.push(childSame);
      stackParentSame.push(same);
    }
    if (same) {
      const matchedA = a as NavTreeNode;
      const matchedB = b as NavTreeNode;
      const changed = changedFields(matchedA, matchedB, sameChildKeys, parentSame);
      if (changed !== null) {
        const values: Record<string, unknown> = {};
        for (const field of changed) {
          values[field] = field === 'children' ? childKeys(matchedB) : matchedB[field];
        }
        updated.push({
          key: matchedB.tempoElement,
          changed,
          values: values as Partial<FlatNavNode>,
        });
      }
    } else {
      if (a !== null) removed.push(a.tempoElement);
      if (b !== null) added.push(flattenNavNode(b));
    }
  }
  return { rootKey: next.tempoElement, added, removed, updated };
}

/**
 * Applies a diff made by `diffNavTrees(prev, next)` to `prev` and returns a tree equal to
 * `next`; `prev` is left untouched.
 * @throws Error `Nav tree diff does not apply: {reason}` when the diff refers to nodes that
 *   are missing.
 */
export function applyNavTreeDiff(prev: NavTreeNode, diff: NavTreeDiff): NavTreeNode {
  const index = indexNavTree(prev);
  for (const key of diff.removed) index.delete(key);
  for (const node of diff.added) index.set(node.tempoElement, node);
  for (const update of diff.updated) {
    const old = index.get(update.key);
    if (old === undefined) throw new Error(`Nav tree diff does not apply: no node ${update.key}`);
    index.set(update.key, { ...old, ...update.values });
  }
  const rootFlat = index.get(diff.rootKey);
  if (rootFlat === undefined) {
    throw new Error(`Nav tree diff does not apply: no root ${diff.rootKey}`);
  }
  const unflatten = (flat: FlatNavNode): BuildNode => ({ ...flat, children: NO_CHILDREN });
  const root = unflatten(rootFlat);
  const stack: Array<[BuildNode, readonly string[]]> = [[root, rootFlat.children]];
  while (stack.length > 0) {
    const [node, childKeys] = stack.pop() as [BuildNode, readonly string[]];
    for (const key of childKeys) {
      const flat = index.get(key);
      if (flat === undefined) throw new Error(`Nav tree diff does not apply: no node ${key}`);
      const child = unflatten(flat);
      appendChild(node, child);
      stack.push([child, flat.children]);
    }
  }
  return root as NavTreeNode;
}

// ---------------------------------------------------------------------------------------------
// Lookups

/**
 * Merges lookup updates into a lookup map by key and returns a new map (the inputs are left
 * untouched): a truthy value sets the entry, a falsy one (`null`, `undefined`, `false`, `0`,
 * `''`) deletes it. Keys such as `__proto__` are stored as ordinary entries.
 */
export function mergeLookups<T>(
  current: Readonly<Record<string, T>>,
  updates: Readonly<Record<string, T | null | undefined>>,
): Record<string, T> {
  const out: Record<string, T> = {};
  const set = (key: string, value: T): void => {
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  };
  for (const key of Object.keys(current)) set(key, current[key]);
  for (const key of Object.keys(updates)) {
    const value = updates[key];
    if (value) set(key, value);
    else delete out[key];
  }
  return out;
}
