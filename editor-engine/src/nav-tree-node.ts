/**
 * Making the tree's nodes (visual-editor spec, § 3 and § 5): one per tagged snapshot node,
 * with its typed props and literal children, and the special roots.
 *
 * Per-build objects are made with `new`, never as object or array literals: V8 tracks where
 * literals are allocated and, once the nodes of kept trees had outlived collections (a
 * session keeps its tree), it allocated all later ones straight in the old generation
 * ("pretenuring"); every build then paid write barriers, and a full collection of the dead
 * trees every few builds. A constructor call has no allocation site. The constructors'
 * prototype is Object.prototype: the objects are the same plain objects, with the same
 * fields in the same order, as the literals made.
 */
import { directlySetClasses } from './nav-tree-snapshot.js';
import {
  EMPTY_PROPS,
  EMPTY_STRINGS,
  NO_CHILDREN,
  type BuildNode,
  type NavTreeNode,
  type NavTreeProp,
  type NavTreePropType,
  type PageBoundingBox,
  type SnapshotNode,
} from './nav-tree-types.js';

interface TreeNodeConstructor {
  new (
    name: string,
    tagName: string,
    tempoElement: string,
    parent: string | null,
    classList: readonly string[],
    directlySetClassList: readonly string[],
    props: NavTreeNode['props'],
    literalChildren: readonly string[],
    pageBoundingBox: PageBoundingBox | null,
    displayType: string | null,
    positionType: string | null,
    flexDirection: string | null,
    floatVal: string | null,
    scope: string | null,
    isComponent: boolean,
    level: number,
  ): BuildNode;
}

// A tree node (see the module comment on `new`).
function treeNode(
  this: BuildNode,
  name: string,
  tagName: string,
  tempoElement: string,
  parent: string | null,
  classList: readonly string[],
  directlySetClassList: readonly string[],
  props: NavTreeNode['props'],
  literalChildren: readonly string[],
  pageBoundingBox: PageBoundingBox | null,
  displayType: string | null,
  positionType: string | null,
  flexDirection: string | null,
  floatVal: string | null,
  scope: string | null,
  isComponent: boolean,
  level: number,
): void {
  this.name = name;
  this.tagName = tagName;
  this.tempoElement = tempoElement;
  this.children = NO_CHILDREN;
  this.parent = parent;
  this.classList = classList;
  this.directlySetClassList = directlySetClassList;
  this.props = props;
  this.literalChildren = literalChildren;
  this.pageBoundingBox = pageBoundingBox;
  this.displayType = displayType;
  this.positionType = positionType;
  this.flexDirection = flexDirection;
  this.floatVal = floatVal;
  this.scope = scope;
  this.isComponent = isComponent;
  this.level = level;
}
treeNode.prototype = Object.prototype;
const TreeNode = treeNode as unknown as TreeNodeConstructor;

/** A tree node for a tagged snapshot node (children added later). */
export function makeNode(
  node: SnapshotNode,
  tag: string,
  key: string,
  parent: string | null,
  level: number,
  editorClasses = -1,
): BuildNode {
  // Each field of the snapshot node read once: on a large page most reads miss the cache.
  const classes = node.classes;
  const props = node.props;
  return new TreeNode(
    node.componentName || tag,
    tag,
    key,
    parent,
    classes,
    directlySetClasses(node, classes, editorClasses),
    // Most nodes have no props: no call, which keeps the node making small enough for V8 to
    // compile the common path as one piece.
    props === undefined ? EMPTY_PROPS : typeProps(props),
    literalChildren(props, node.text),
    node.boundingBox ?? null,
    node.displayType ?? null,
    node.positionType ?? null,
    node.flexDirection ?? null,
    node.floatVal ?? null,
    node.scope ?? null,
    node.isComponent === true,
    level,
  );
}

/** A `SKIP-ROOT` or `EMPTY-TREE` root. */
export function makeSpecialRoot(id: string, key: string): BuildNode {
  return new TreeNode(
    id,
    '',
    key,
    null,
    EMPTY_STRINGS,
    EMPTY_STRINGS,
    EMPTY_PROPS,
    EMPTY_STRINGS,
    null,
    null,
    null,
    null,
    null,
    null,
    false,
    0,
  );
}

interface PropConstructor {
  new (value: NavTreeProp['value'], type: NavTreePropType): NavTreeProp;
}
// A typed prop (see the module comment on `new`).
function prop(
  this: { value: unknown; type: NavTreePropType },
  value: unknown,
  type: NavTreePropType,
) {
  this.value = value;
  this.type = type;
}
prop.prototype = Object.prototype;
const Prop = prop as unknown as PropConstructor;

// A one-entry list (see the module comment on `new`).
function listOf(text: string): string[] {
  const list = new Array<string>(1);
  list[0] = text;
  return list;
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
  // `typeof x === '…'` tests, not a switch on `typeof x`: V8 compiles the tests to type checks
  // but the switch to a call.
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return new Prop(value, 'LITERAL');
  }
  if (typeof value === 'function') {
    return new Prop((value as { name?: string }).name || 'anonymous', 'FUNCTION');
  }
  if (typeof value === 'object') {
    return value === null ? new Prop(null, 'LITERAL') : new Prop(jsonOrNull(value), 'JSON_OBJECT');
  }
  // undefined never reaches here (skipped by the caller); symbols and bigints as text
  const other = value as symbol | bigint | undefined;
  return new Prop(String(other), 'LITERAL');
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
    if (out === null) out = Object.create(Object.prototype) as Record<string, NavTreeProp>;
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
export function literalChildren(
  props: SnapshotNode['props'],
  text: SnapshotNode['text'],
): readonly string[] {
  if (props !== undefined && Object.hasOwn(props, 'children')) return childLiterals(props.children);
  return text !== undefined && !isBlank(text) ? listOf(text) : EMPTY_STRINGS;
}

// The literal children given by a `children` prop (out of line: few nodes have one).
function childLiterals(children: unknown): readonly string[] {
  const single = literal(children);
  if (single !== null) return listOf(single);
  if (!Array.isArray(children)) return EMPTY_STRINGS;
  const out = new Array<string>();
  for (const child of children) {
    const text = literal(child);
    if (text !== null) out.push(text);
  }
  return out.length > 0 ? out : EMPTY_STRINGS;
}

// Blank as `trim` sees it; a text that starts with a printable ASCII character (most do) is
// not, and needs no scan.
function isBlank(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first > 32 && first < 127) return false;
  return text.trim() === '';
}
