/**
 * Building the navigation tree from a snapshot (visual-editor spec, § 3 and § 5).
 *
 * Unique paths: the root of the tree has path `0`; the i-th child (0-based, counting only the
 * nodes that made it into the tree, after skipping and lifting) of a node with path `p` has
 * path `p-i`. A `SKIP-ROOT` root is path `0` too, so its children are `0-0`, `0-1`, ...
 * Element keys are `ElementKey`s (`TE_{codebaseId}_{storyboardId}_{path}`) in string form.
 */
import { SKIP_NAV_TREE_ATTRIBUTE } from './constants.js';
import { ElementKey, SPECIAL_TREE_IDS } from './element-key.js';
import { makeNode, makeSpecialRoot } from './nav-tree-node.js';
import {
  REMOVE_IFRAME,
  UNTAGGED,
  classify,
  type ClassScan,
  lowerTag,
} from './nav-tree-snapshot.js';
import {
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
 * Reads, for all of an element's children at once, what the walk reads of each one next:
 * classes, attributes, text, props, component name, and the class and child lists of their
 * children. On a large page most of these reads miss the CPU caches; issued together, the
 * misses overlap, where the walk alone would wait for them one after the other (a
 * 20,000-element build took about a third less time). The sum keeps the reads from being
 * optimised away.
 */
function readAhead(children: readonly SnapshotNode[]): void {
  let sum = 0;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const classes = child.classes;
    for (let j = 0; j < classes.length; j++) sum += classes[j].length;
    const attributes = child.attributes;
    if (attributes !== undefined && attributes[SKIP_NAV_TREE_ATTRIBUTE] !== undefined) sum++;
    const text = child.text;
    if (text !== undefined) sum += text.length;
    if (child.props !== undefined) sum++;
    if (child.componentName !== undefined) sum++;
    const grandChildren = child.children;
    for (let j = 0; j < grandChildren.length; j++) {
      const grandChild = grandChildren[j];
      sum += grandChild.classes.length + grandChild.children.length;
    }
  }
  _readAheadSum += sum;
}
let _readAheadSum = 0;

/**
 * The text between the codebase id and the path in every key of a storyboard (`_sb_`, with
 * the storyboard id escaped as `ElementKey` spells it): a key is `TE_` + codebaseId + middle +
 * path. Validates the storyboard id once.
 * @throws Error when `storyboardId` is not a valid storyboard id.
 */
export function keyMiddle(storyboardId: string): string {
  // The same string for the same storyboard, build after build: the key prefixes cached per
  // codebase id (`TClass`) are checked against it by identity.
  if (storyboardId === lastStoryboardId) return lastMiddle;
  const sample = new ElementKey('x', storyboardId, '0').toString();
  lastMiddle = sample.slice('TE_x'.length, sample.length - 1);
  lastStoryboardId = storyboardId;
  return lastMiddle;
}
let lastStoryboardId: string | null = null;
let lastMiddle = '';

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
  const walk = new TreeWalk(input, visit);
  walk.run(Infinity);
  return walk.result();
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
  const walk = new TreeWalk(input, visit);
  while (!walk.run(nodesPerStep)) yield;
  return walk.result();
}

/**
 * One build: the top-level nodes found first (their count decides the root and so every
 * path), then a depth-first walk in document order that can pause. A plain loop in a method,
 * not a generator: V8 optimises a generator's loop only from its next call, and the walk of a
 * page is one long call.
 */
class TreeWalk {
  private readonly visit: NavTreeVisitor | null;
  private readonly lift: boolean;
  // Validates the storyboard id once and gives the exact key spelling (ElementKey escapes
  // some storyboard ids): every key is `TE_` + codebaseId + middle + path.
  private readonly middle: string;
  // 'TE_' + codebaseId + middle per codebase id: ids repeat across a page, so a key is one
  // concatenation (prefix + path) instead of three.
  private readonly prefixes = new Map<string, string>();
  private readonly iframesToRemove: SnapshotNode[] = [];
  private readonly scan: ClassScan = { idClass: null, editorClasses: -1 };
  private readonly tree: BuildNode;
  private nodeCount: number;

  // One frame per element being walked, kept in arrays indexed by depth (no frame objects,
  // no recursion): the element's children, the index of the next one, the tree node its tagged
  // children attach to, that tree node's path, where its children start in `built`, and
  // whether the frame is that tree node's own (not a lifted element's).
  private readonly frameChildren: (readonly SnapshotNode[])[] = [];
  private readonly frameNext: number[] = [];
  private readonly frameParents: BuildNode[] = [];
  private readonly framePaths: string[] = [];
  private readonly frameStarts: number[] = [];
  private readonly frameOwns: boolean[] = [];
  private depth = -1;
  // The children made so far of the tree nodes being walked, stacked (`built[0…builtCount)`;
  // entries past the count are stale): a node gets its list, sized exactly, once its element
  // is done (a list grown by push would be over-allocated).
  private readonly built: BuildNode[] = [];
  private builtCount = 0;

  constructor(input: BuildNavTreeInput, visit: NavTreeVisitor | null) {
    this.visit = visit;
    this.lift = input.liftContainers === true;
    this.middle = keyMiddle(input.storyboardId);
    const roots = Array.isArray(input.root)
      ? (input.root as readonly SnapshotNode[])
      : [input.root as SnapshotNode];

    // Pass 1: the top-level tagged nodes.
    const topNodes: SnapshotNode[] = [];
    const topIds: string[] = [];
    const scan: SnapshotNode[] = [];
    for (let i = roots.length - 1; i >= 0; i--) scan.push(roots[i]);
    while (scan.length > 0) {
      const node = scan.pop() as SnapshotNode;
      const kind = classify(node, lowerTag(node.tagName), this.lift);
      if (typeof kind === 'string') {
        topNodes.push(node);
        topIds.push(kind);
      } else if (kind === UNTAGGED) {
        const children = node.children;
        for (let i = children.length - 1; i >= 0; i--) scan.push(children[i]);
      } else if (kind === REMOVE_IFRAME) {
        this.iframesToRemove.push(node);
      }
    }

    if (topNodes.length === 0) {
      const empty = SPECIAL_TREE_IDS.EMPTY_TREE;
      this.tree = makeSpecialRoot(empty, this.keyOf(empty, '0'));
      this.nodeCount = 1;
    } else if (topNodes.length === 1) {
      const node = topNodes[0];
      this.tree = makeNode(node, lowerTag(node.tagName), this.keyOf(topIds[0], '0'), null, 0);
      this.nodeCount = 1;
      if (visit !== null) visit(node, this.tree);
      if (node.children.length > 0) this.push(node, this.tree, '0');
    } else {
      const skip = SPECIAL_TREE_IDS.SKIP_ROOT;
      const tree = makeSpecialRoot(skip, this.keyOf(skip, '0'));
      this.tree = tree;
      this.nodeCount = 1 + topNodes.length;
      const tops: BuildNode[] = [];
      for (let i = 0; i < topNodes.length; i++) {
        const node = topNodes[i];
        const path = '0' + segment(i);
        const tag = lowerTag(node.tagName);
        const child = makeNode(node, tag, this.keyOf(topIds[i], path), tree.tempoElement, 1);
        tops.push(child);
        if (visit !== null) visit(node, child);
      }
      tree.children = tops;
      // Last to first, so that the first top-level node is walked first. Each one's
      // children start at 0 in `built`: the one before has taken its own when the next begins.
      for (let i = topNodes.length - 1; i >= 0; i--) {
        if (topNodes[i].children.length > 0) this.push(topNodes[i], tops[i], '0' + segment(i));
      }
    }
  }

  /** The key of a codebase id at a path. */
  private keyOf(codebaseId: string, path: string): string {
    return this.prefixOf(codebaseId) + path;
  }

  /** `TE_` + codebaseId + middle, made once per codebase id. */
  private prefixOf(codebaseId: string): string {
    let prefix = this.prefixes.get(codebaseId);
    if (prefix === undefined) {
      prefix = 'TE_' + codebaseId + this.middle;
      this.prefixes.set(codebaseId, prefix);
    }
    return prefix;
  }

  /** The frame of a top-level tree node, whose children start at 0 in `built`. */
  private push(node: SnapshotNode, parent: BuildNode, path: string): void {
    const depth = ++this.depth;
    this.frameChildren[depth] = node.children;
    readAhead(node.children);
    this.frameNext[depth] = 0;
    this.frameParents[depth] = parent;
    this.framePaths[depth] = path;
    this.frameStarts[depth] = 0;
    this.frameOwns[depth] = true;
  }

  /**
   * Walks on; returns false when it paused because the node count reached a multiple of
   * `nodesPerStep`, true when the tree is complete.
   */
  run(nodesPerStep: number): boolean {
    const { frameChildren, frameNext, frameParents, framePaths, frameStarts, frameOwns } = this;
    const { built, lift, visit, scan, middle } = this;
    // No `%` per node for a walk without pauses: `count % Infinity` is a floating-point call.
    const pauses = Number.isFinite(nodesPerStep);
    let depth = this.depth;
    let builtCount = this.builtCount;
    while (depth >= 0) {
      const children = frameChildren[depth];
      const index = frameNext[depth];
      if (index >= children.length) {
        // Done with the element: a tree node's own frame gives it its children.
        const start = frameStarts[depth];
        if (frameOwns[depth] && builtCount > start) {
          // A copy by hand: `slice` is a builtin call, and most lists are short.
          const list = new Array<BuildNode>(builtCount - start);
          for (let i = start; i < builtCount; i++) list[i - start] = built[i];
          frameParents[depth].children = list;
          builtCount = start;
        }
        depth--;
        continue;
      }
      frameNext[depth] = index + 1;
      const node = children[index];
      const tag = lowerTag(node.tagName);
      const kind = classify(node, tag, lift, scan);
      if (typeof kind === 'string') {
        const parent = frameParents[depth];
        const path = framePaths[depth] + segment(builtCount - frameStarts[depth]);
        const idClass = scan.idClass;
        let prefix: string;
        if (idClass === null) prefix = this.prefixOf(kind);
        else {
          if (idClass.keyMiddle !== middle) {
            idClass.keyPrefix = 'TE_' + kind + middle;
            idClass.keyMiddle = middle;
          }
          prefix = idClass.keyPrefix;
        }
        const key = prefix + path;
        const level = parent.level + 1;
        const child = makeNode(node, tag, key, parent.tempoElement, level, scan.editorClasses);
        built[builtCount++] = child;
        const count = ++this.nodeCount;
        if (visit !== null) visit(node, child);
        const grandChildren = node.children;
        if (grandChildren.length > 0) {
          depth++;
          frameChildren[depth] = grandChildren;
          readAhead(grandChildren);
          frameNext[depth] = 0;
          frameParents[depth] = child;
          framePaths[depth] = path;
          frameStarts[depth] = builtCount;
          frameOwns[depth] = true;
        }
        if (pauses && count % nodesPerStep === 0) {
          this.depth = depth;
          this.builtCount = builtCount;
          return false;
        }
      } else if (kind === UNTAGGED) {
        const grandChildren = node.children;
        if (grandChildren.length > 0) {
          const parent = frameParents[depth];
          const path = framePaths[depth];
          const start = frameStarts[depth];
          depth++;
          frameChildren[depth] = grandChildren;
          readAhead(grandChildren);
          frameNext[depth] = 0;
          frameParents[depth] = parent;
          framePaths[depth] = path;
          frameStarts[depth] = start;
          frameOwns[depth] = false;
        }
      } else if (kind === REMOVE_IFRAME) {
        this.iframesToRemove.push(node);
      }
    }
    this.depth = depth;
    this.builtCount = builtCount;
    return true;
  }

  result(): BuildNavTreeResult {
    return { tree: this.tree, iframesToRemove: this.iframesToRemove, nodeCount: this.nodeCount };
  }
}
