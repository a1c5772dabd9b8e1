/**
 * Building a session's navigation tree with stable keys, and the mapping between the adapter's
 * element handles and the tree's nodes. The session (`nav-tree-session.ts`) holds the current
 * tree; what a build collects becomes a diff in `nav-tree-session-diff.ts`.
 *
 * **Stable keys.** The first build numbers children as `buildNavTree` does (root `0`, i-th
 * child `p-i`). After that, a child is matched to the previous tree by its codebase id and its
 * position among the siblings with the same codebase id (the 2nd `tempo-x` child stays the 2nd
 * `tempo-x` child); a matched node keeps its key (and so does its subtree, recursively), a new
 * node gets the next unused index of its parent. So inserting an element near the top changes
 * no other key, and the diff lists only what changed. Keys stay unique within a session (an
 * index is never reused under the same parent) and keep the path rules of `ElementKey`
 * (`isParentOf`, `isAncestorOf`); a key's last index is no longer always its position.
 *
 * A rebuild costs O(size of the rebuilt part): `rebuild` walks the whole snapshot,
 * `rebuildSubtree` only the subtree of one element and copies the path to the root.
 */
import { SPECIAL_TREE_IDS } from './element-key.js';
import { buildNavTreeSteps, keyMiddle } from './nav-tree-build.js';
import { makeNode, makeSpecialRoot } from './nav-tree-node.js';
import type { Collector } from './nav-tree-session-diff.js';
import { REMOVE_IFRAME, UNTAGGED, classify, lowerTag } from './nav-tree-snapshot.js';
import {
  NO_CHILDREN,
  appendChild,
  type BuildNode,
  type NavTreeNode,
  type SnapshotNode,
} from './nav-tree-types.js';

interface Tagged {
  readonly node: SnapshotNode;
  readonly tag: string;
  readonly codebaseId: string;
}

/** One parent whose children are being matched and built. */
interface Frame {
  readonly parent: BuildNode;
  readonly path: string;
  readonly children: readonly Tagged[];
  readonly old: readonly NavTreeNode[];
}

/** What the first build of a session produced. */
interface FirstBuild<H> {
  readonly tree: NavTreeNode;
  readonly nodeCount: number;
  readonly iframes: H[];
}

/**
 * Builds a session's trees: the first one as `buildNavTree` numbers it, later ones matched
 * against the previous tree so matched nodes keep their keys. Links each node to the handle
 * of the element it was built from.
 */
export class SessionTreeBuilder<H> {
  private readonly storyboardId: string;
  private readonly liftContainers: boolean;
  private readonly middle: string;

  // Keyed by object identity: string-keyed maps of 20,000 long keys cost more than the build
  // itself. A key is found by walking its path from the root instead.
  private readonly handleOfNode = new WeakMap<NavTreeNode, H>();
  private readonly nodeOfHandle = new Map<H, NavTreeNode>();
  private readonly nextIndex = new Map<string, number>();

  /** @throws Error when the storyboard id is not valid (see `ElementKey`). */
  constructor(storyboardId: string, liftContainers: boolean) {
    this.storyboardId = storyboardId;
    this.liftContainers = liftContainers;
    this.middle = keyMiddle(storyboardId);
  }

  /** The node built from an element handle, undefined when it is not a tree node. */
  nodeOf(handle: H): NavTreeNode | undefined {
    return this.nodeOfHandle.get(handle);
  }

  /** The handle of the element a node was built from. */
  handleOf(node: NavTreeNode): H | undefined {
    return this.handleOfNode.get(node);
  }

  /** The key of the node rendered from `codebaseId` at `path`. */
  keyFor(codebaseId: string, path: string): string {
    return 'TE_' + codebaseId + this.middle + path;
  }

  /** The path of a key (`0-2-1`). */
  pathOf(key: string): string {
    return key.slice(key.lastIndexOf('_') + 1);
  }

  /** Whether `key` is a key of `codebaseId` (without slicing the key). */
  private hasCodebaseId(key: string, codebaseId: string): boolean {
    const after = 3 + codebaseId.length;
    return (
      key.startsWith(codebaseId, 3) &&
      key.startsWith(this.middle, after) &&
      key.indexOf('_', after + this.middle.length) === -1
    );
  }

  /** The codebase id of a key. */
  codebaseIdOf(key: string): string {
    return key.slice(3, key.lastIndexOf('_') - (this.middle.length - 1));
  }

  /** The first build: `buildNavTree`'s walk, pausing after every `nodesPerStep` nodes. */
  *firstBuildSteps(
    root: SnapshotNode | readonly SnapshotNode[],
    nodesPerStep: number,
  ): Generator<void, FirstBuild<H>> {
    const built = yield* buildNavTreeSteps(
      { root, storyboardId: this.storyboardId, liftContainers: this.liftContainers },
      (snapshot, node) => this.link(node, snapshot),
      nodesPerStep,
    );
    const iframes = built.iframesToRemove.map((node) => (node.handle ?? node) as H);
    return { tree: built.tree, nodeCount: built.nodeCount, iframes };
  }

  /**
   * The tree of a whole snapshot (the body, or the top-level nodes), its nodes matched against
   * `prev` (the session's tree) to keep their keys.
   */
  rebuild(
    root: SnapshotNode | readonly SnapshotNode[],
    prev: NavTreeNode,
    collector: Collector<H>,
  ): NavTreeNode {
    const roots = Array.isArray(root) ? (root as readonly SnapshotNode[]) : [root as SnapshotNode];
    const tops = this.collectTagged(roots, collector);
    let tree: BuildNode;
    if (tops.length === 0) {
      const id = SPECIAL_TREE_IDS.EMPTY_TREE;
      tree = makeSpecialRoot(id, this.keyFor(id, '0'));
      this.place(tree, prev, [], collector);
    } else if (tops.length === 1) {
      const top = tops[0];
      const key = this.keyFor(top.codebaseId, '0');
      tree = makeNode(top.node, top.tag, key, null, 0);
      const old = this.place(tree, prev, top, collector);
      this.walk(
        tree,
        '0',
        this.collectTagged(top.node.children, collector),
        old?.children ?? [],
        collector,
      );
    } else {
      const id = SPECIAL_TREE_IDS.SKIP_ROOT;
      tree = makeSpecialRoot(id, this.keyFor(id, '0'));
      const old = this.place(tree, prev, [], collector);
      this.walk(tree, '0', tops, old?.children ?? [], collector);
    }
    return tree;
  }

  /**
   * The tree after rebuilding only the subtree of the last node of `chain` (root … node) from
   * a snapshot of its element; null when the snapshot no longer carries the node's codebase id.
   */
  rebuildSubtree(
    chain: readonly NavTreeNode[],
    snapshot: SnapshotNode,
    collector: Collector<H>,
  ): NavTreeNode | null {
    const old = chain[chain.length - 1];
    const key = old.tempoElement;

    const tag = lowerTag(snapshot.tagName);
    const kind = classify(snapshot, tag, this.liftContainers);
    if (typeof kind !== 'string' || this.keyFor(kind, this.pathOf(key)) !== key) return null;
    const node = makeNode(snapshot, tag, key, old.parent, old.level);
    collector.matched.push([old, node]);
    this.remember(node, snapshot, old);
    this.walk(
      node,
      this.pathOf(key),
      this.collectTagged(snapshot.children, collector),
      old.children,
      collector,
    );
    return this.replaceInAncestors(chain, node);
  }

  /** The tagged nodes among `nodes`, lifting untagged ones; iframes to remove collected. */
  private collectTagged(nodes: readonly SnapshotNode[], collector: Collector<H>): Tagged[] {
    const out: Tagged[] = [];
    const stack: SnapshotNode[] = [];
    for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i]);
    while (stack.length > 0) {
      const node = stack.pop() as SnapshotNode;
      const tag = lowerTag(node.tagName);
      const kind = classify(node, tag, this.liftContainers);
      if (typeof kind === 'string') out.push({ node, tag, codebaseId: kind });
      else if (kind === UNTAGGED) {
        for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
      } else if (kind === REMOVE_IFRAME) {
        collector.iframes.push((node.handle ?? node) as H);
      }
    }
    return out;
  }

  /**
   * Records the new root against the previous one: matched when the keys are equal (its old
   * node is returned), else the old tree is removed and the new root added.
   */
  private place(
    root: BuildNode,
    prev: NavTreeNode | null,
    top: Tagged | [],
    collector: Collector<H>,
  ): NavTreeNode | null {
    const same = prev !== null && prev.tempoElement === root.tempoElement;
    this.remember(root, Array.isArray(top) ? null : top.node, same ? prev : null);
    if (same) {
      collector.matched.push([prev, root]);
      return prev;
    }
    if (prev !== null) this.removeSubtree(prev, collector);
    collector.added.push(root);
    return null;
  }

  /** Links a new node and its handle; `previous` is the node it replaces (same key). */
  private remember(
    node: NavTreeNode,
    snapshot: SnapshotNode | null,
    previous: NavTreeNode | null,
  ): void {
    if (previous !== null) this.unlink(previous);
    if (snapshot !== null) this.link(node, snapshot);
  }

  /** Links a node to the handle of the element it was built from (the snapshot itself without one). */
  private link(node: NavTreeNode, snapshot: SnapshotNode): void {
    const handle = (snapshot.handle ?? snapshot) as H;
    this.handleOfNode.set(node, handle);
    this.nodeOfHandle.set(handle, node);
  }

  /** Drops a node's handle link, unless the handle already belongs to another node. */
  private unlink(node: NavTreeNode): void {
    const handle = this.handleOfNode.get(node);
    if (handle !== undefined && this.nodeOfHandle.get(handle) === node) {
      this.nodeOfHandle.delete(handle);
    }
  }

  private removeSubtree(node: NavTreeNode, collector: Collector<H>): void {
    const stack: NavTreeNode[] = [node];
    while (stack.length > 0) {
      const next = stack.pop() as NavTreeNode;
      collector.removed.push(next.tempoElement);
      this.unlink(next);
      if (this.nextIndex.size > 0) this.nextIndex.delete(next.tempoElement);
      for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]);
    }
  }

  /** The next unused child index of a parent: one past the largest index it has had. */
  private takeIndex(parentKey: string, old: readonly NavTreeNode[]): number {
    const next = this.indexAfter(parentKey, old);
    this.nextIndex.set(parentKey, next + 1);
    return next;
  }

  /** A parent's next unused index, first computed from its (previous) children. */
  private indexAfter(parentKey: string, old: readonly NavTreeNode[]): number {
    let next = this.nextIndex.get(parentKey);
    if (next === undefined) {
      next = 0;
      for (const child of old) {
        const path = this.pathOf(child.tempoElement);
        const index = Number(path.slice(path.lastIndexOf('-') + 1));
        if (index >= next) next = index + 1;
      }
      this.nextIndex.set(parentKey, next);
    }
    return next;
  }

  /** Matches and builds the children of `parent` and, depth-first, of their descendants. */
  private walk(
    parent: BuildNode,
    path: string,
    children: readonly Tagged[],
    old: readonly NavTreeNode[],
    collector: Collector<H>,
  ): void {
    const frames: Frame[] = [{ parent, path, children, old }];
    while (frames.length > 0) {
      const frame = frames.pop() as Frame;
      // Nothing to match against (a first build, a new node): no lookup tables.
      const old = frame.old;
      const children = frame.children;
      // Common case: the same codebase ids in the same order — match by index, no tables.
      let sameOrder = old.length === children.length;
      for (let i = 0; sameOrder && i < old.length; i++) {
        sameOrder = this.hasCodebaseId(old[i].tempoElement, children[i].codebaseId);
      }
      // Only when the order changed: codebase id → old children, occurrences seen so far.
      const byId = sameOrder ? null : new Map<string, NavTreeNode[]>();
      const seen = sameOrder ? null : new Map<string, number>();
      if (byId !== null) {
        for (const child of old) {
          const id = this.codebaseIdOf(child.tempoElement);
          const list = byId.get(id);
          if (list === undefined) byId.set(id, [child]);
          else list.push(child);
        }
      }
      let usedCount = 0;
      const used = sameOrder ? null : new Set<NavTreeNode>();
      const pending: Frame[] = [];
      for (let c = 0; c < children.length; c++) {
        const child = children[c];
        let match: NavTreeNode | undefined;
        if (sameOrder) match = old[c];
        else if (byId !== null && seen !== null && old.length > 0) {
          const occurrence = seen.get(child.codebaseId) ?? 0;
          seen.set(child.codebaseId, occurrence + 1);
          match = byId.get(child.codebaseId)?.[occurrence];
        }
        const key =
          match !== undefined
            ? match.tempoElement
            : this.keyFor(
                child.codebaseId,
                frame.path + '-' + this.takeIndex(frame.parent.tempoElement, frame.old),
              );
        const level = frame.parent.level + 1;
        const node = makeNode(child.node, child.tag, key, frame.parent.tempoElement, level);
        appendChild(frame.parent, node);
        this.remember(node, child.node, match ?? null);
        if (match !== undefined) {
          usedCount++;
          used?.add(match);
          collector.matched.push([match, node]);
        } else {
          collector.added.push(node);
        }
        const grandChildren = child.node.children;
        const oldChildren = match?.children ?? NO_CHILDREN;
        if (grandChildren.length > 0 || oldChildren.length > 0) {
          pending.push({
            parent: node,
            path: this.pathOf(key),
            children: this.collectTagged(grandChildren, collector),
            old: oldChildren,
          });
        }
      }
      if (usedCount < old.length) {
        // Remember the removed children's indices, so that none is given out again.
        this.indexAfter(frame.parent.tempoElement, old);
        for (const child of old) {
          if (!used?.has(child)) this.removeSubtree(child, collector);
        }
      }
      // Document order: the first child's subtree is walked first.
      for (let i = pending.length - 1; i >= 0; i--) frames.push(pending[i]);
    }
  }

  /** Path copying: the ancestors of a replaced node (`chain`: root … old) get new lists. */
  private replaceInAncestors(chain: readonly NavTreeNode[], replacement: NavTreeNode): NavTreeNode {
    let child = replacement;
    for (let i = chain.length - 2; i >= 0; i--) {
      const parent = chain[i];
      const previous = chain[i + 1];
      const children = parent.children.map((c) => (c === previous ? child : c));
      const copy: NavTreeNode = { ...parent, children };
      const handle = this.handleOfNode.get(parent);
      if (handle !== undefined) {
        this.handleOfNode.set(copy, handle);
        if (this.nodeOfHandle.get(handle) === parent) this.nodeOfHandle.set(handle, copy);
      }
      child = copy;
    }
    return child;
  }
}
