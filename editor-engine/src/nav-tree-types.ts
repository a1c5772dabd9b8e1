/**
 * Shapes of the navigation tree (visual-editor spec, § 3): the snapshot the adapter
 * reads from the page, the tree sent to the outer editor, and the diff between two trees.
 */
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
  /**
   * The adapter's own reference to the element (the DOM element itself, say). Opaque to the
   * engine: `NavTreeSession` maps handles to element keys and back. When absent, the snapshot
   * node object is its own handle.
   */
  readonly handle?: unknown;
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
  /**
   * Lift the page containers (body, `#root`, `#__next`) instead of making them nodes, so that a
   * body-rooted snapshot yields the app's own root: one top-level tagged element is the root,
   * several go under `SKIP-ROOT`, none gives `EMPTY-TREE` (visual-editor spec, § 3). Default false:
   * the containers are nodes with their special codebase ids.
   */
  readonly liftContainers?: boolean;
}

/** Output of `buildNavTree`. */
export interface BuildNavTreeResult {
  readonly tree: NavTreeNode;
  /** Iframes without a codebase id: the adapter removes them from the page. */
  readonly iframesToRemove: readonly SnapshotNode[];
  /** Number of nodes in `tree`, the root included. */
  readonly nodeCount: number;
}

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

// Internal to the nav-tree modules (not exported from the package entry).
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A tree node under construction: its children list grows. */
export interface BuildNode extends Mutable<Omit<NavTreeNode, 'children'>> {
  children: NavTreeNode[];
}

/** Shared frozen empty lists and props. */
export const EMPTY_STRINGS: readonly string[] = Object.freeze([]);
export const EMPTY_PROPS: Readonly<Record<string, NavTreeProp>> = Object.freeze({});
// Leaves share one frozen empty children list; a node gets its own list with its first child.
export const NO_CHILDREN: NavTreeNode[] = Object.freeze([]) as unknown as NavTreeNode[];

/** Appends a child, giving the parent its own list on the first child. */
export function appendChild(parent: BuildNode, child: BuildNode): void {
  if (parent.children === NO_CHILDREN) parent.children = [child];
  else parent.children.push(child);
}

/** One piece of a whole tree's JSON text (NAV_TREE `{ navTreeChunk }`, see nav-tree-chunks). */
export interface NavTreeChunk {
  /** Same for every chunk of one tree. */
  readonly treeId: string;
  /** 0, 1, 2, … in sending order. */
  readonly index: number;
  /** True on the tree's last chunk. */
  readonly last: boolean;
  readonly json: string;
}
