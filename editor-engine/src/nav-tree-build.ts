/**
 * Building the navigation tree from a snapshot (visual-editor spec, § 3 and § 5).
 *
 * Unique paths: the root of the tree has path `0`; the i-th child (0-based, counting only the
 * nodes that made it into the tree, after skipping and lifting) of a node with path `p` has
 * path `p-i`. A `SKIP-ROOT` root is path `0` too, so its children are `0-0`, `0-1`, ...
 * Element keys are `ElementKey`s (`TE_{codebaseId}_{storyboardId}_{path}`) in string form.
 */
import { ElementKey, SPECIAL_TREE_IDS } from './element-key.js';
import {
  REMOVE_IFRAME,
  UNTAGGED,
  classify,
  directlySetClasses,
  literalChildren,
  lowerTag,
  typeProps,
} from './nav-tree-snapshot.js';
import {
  EMPTY_PROPS,
  EMPTY_STRINGS,
  NO_CHILDREN,
  appendChild,
  type BuildNavTreeInput,
  type BuildNavTreeResult,
  type BuildNode,
  type NavTreeNode,
  type SnapshotNode,
} from './nav-tree-types.js';

// '-0', '-1', ...: path segments are built once, not per node.
const SEGMENTS: string[] = [];
function segment(index: number): string {
  if (index < SEGMENTS.length) return SEGMENTS[index];
  const text = '-' + index;
  if (index === SEGMENTS.length && index < 4096) SEGMENTS.push(text);
  return text;
}

/**
 * The text between the codebase id and the path in every key of a storyboard (`_sb_`, with
 * the storyboard id escaped as `ElementKey` spells it): a key is `TE_` + codebaseId + middle +
 * path. Validates the storyboard id once.
 * @throws Error when `storyboardId` is not a valid storyboard id.
 */
export function keyMiddle(storyboardId: string): string {
  const sample = new ElementKey('x', storyboardId, '0').toString();
  return sample.slice('TE_x'.length, sample.length - 1);
}

/** A tree node for a tagged snapshot node (children added later). */
export function makeNode(
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

/** A `SKIP-ROOT` or `EMPTY-TREE` root. */
export function makeSpecialRoot(id: string, key: string): BuildNode {
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
 *   with the `SKIP_NAV_TREE_ATTRIBUTE` attribute, `script` and `noscript`, originals an instant
 *   update hid (`HIDDEN_CLASS`) and temporary copies queued for removal
 *   (`DELETE_AFTER_RELOAD_CLASS`).
 * - An `iframe` without a codebase id is left out and listed in `iframesToRemove` (the
 *   adapter leaves it in the page: a payment form's frame, say, must keep working).
 * - An element without a codebase id is lifted out: its tagged descendants become children of
 *   the nearest tagged ancestor, in document order.
 * - Root: one top-level tagged element is the root; several are gathered under a `SKIP-ROOT`
 *   node; none gives a lone `EMPTY-TREE` node.
 *
 * Iterative (no recursion), so any depth works.
 * @throws Error when `storyboardId` is not a valid storyboard id (see `ElementKey`).
 */
export function buildNavTree(input: BuildNavTreeInput): BuildNavTreeResult {
  return buildNavTreeVisiting(input, null);
}

/** A visitor of every tagged node built: its snapshot node and its tree node. */
export type NavTreeVisitor = (snapshot: SnapshotNode, node: NavTreeNode) => void;

/** `buildNavTree`, calling `visit` for each tagged node as it is made (used by sessions). */
export function buildNavTreeVisiting(
  input: BuildNavTreeInput,
  visit: NavTreeVisitor | null,
): BuildNavTreeResult {
  const steps = buildNavTreeSteps(input, visit, Infinity);
  let step = steps.next();
  while (step.done !== true) step = steps.next();
  return step.value;
}

/**
 * `buildNavTreeVisiting` in steps: pauses (yields) after every `nodesPerStep` tree nodes, so
 * a caller can give the page its turn between steps; the generator's return value is the
 * result (the tree is complete only then).
 */
export function* buildNavTreeSteps(
  input: BuildNavTreeInput,
  visit: NavTreeVisitor | null,
  nodesPerStep: number,
): Generator<void, BuildNavTreeResult> {
  // Validates the storyboard id once and gives the exact key spelling (ElementKey escapes
  // some storyboard ids): every key is `TE_` + codebaseId + middle + path.
  const middle = keyMiddle(input.storyboardId);
  const keyOf = (codebaseId: string, path: string): string => 'TE_' + codebaseId + middle + path;

  const iframesToRemove: SnapshotNode[] = [];
  const lift = input.liftContainers === true;
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
    const kind = classify(node, lowerTag(node.tagName), lift);
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
    if (visit !== null) visit(node, tree);
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
      if (visit !== null) visit(node, child);
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
    const kind = classify(node, tag, lift);
    if (typeof kind === 'string') {
      const parent = frameParents[depth];
      const path = framePaths[depth] + segment(parent.children.length);
      const key = 'TE_' + kind + middle + path;
      const child = makeNode(node, tag, key, parent.tempoElement, parent.level + 1);
      appendChild(parent, child);
      nodeCount++;
      if (visit !== null) visit(node, child);
      if (nodeCount % nodesPerStep === 0) yield;
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
  return { tree, iframesToRemove, nodeCount };
}
