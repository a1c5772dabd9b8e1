/**
 * A navigation tree kept up to date across DOM changes, with the mapping between the adapter's
 * element handles and element keys (issue 7: the adapter never re-implements the path rules).
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
 * **Diffs** are `NavTreeDiff`s (keyed; `applyNavTreeDiff` on the editor side applies them) in
 * O(size of the rebuilt part): `rebuild` walks the whole snapshot, `updateSubtree` only the
 * subtree of one element.
 */
import { SPECIAL_TREE_IDS } from './element-key.js';
import { buildNavTreeSteps, keyMiddle, makeNode, makeSpecialRoot } from './nav-tree-build.js';
import { changedFields, childKeys, flattenNavNode } from './nav-tree-diff.js';
import { REMOVE_IFRAME, UNTAGGED, classify, lowerTag } from './nav-tree-snapshot.js';
import { FRAME_MESSAGE, frameMessage, type FrameMessage } from './protocol-frame.js';
import {
  NO_CHILDREN,
  appendChild,
  type BuildNode,
  type NavTreeDiff,
  type NavTreeNode,
  type NavTreeNodeUpdate,
  type SnapshotNode,
} from './nav-tree-types.js';

/** Options of a `NavTreeSession`. */
export interface NavTreeSessionOptions {
  readonly storyboardId: string;
  /** See `BuildNavTreeInput.liftContainers` (lift body, `#root`, `#__next`). */
  readonly liftContainers?: boolean;
}

/** What a build or an update produced. */
export interface NavTreeUpdate<H = unknown> {
  /** The whole current tree (immutable: unchanged subtrees are shared with the last tree). */
  readonly tree: NavTreeNode;
  /**
   * The difference to the tree before; null for the first build (post the whole tree). Post
   * it as NAV_TREE `{ navTreeDiff }`; an empty diff (`isEmptyNavTreeDiff`) needs no message.
   */
  readonly diff: NavTreeDiff | null;
  /** Handles of iframes without a codebase id met in the walked part (left out of the tree). */
  readonly iframesToRemove: readonly H[];
  /** Number of nodes in `tree`. */
  readonly nodeCount: number;
}

/**
 * The NAV_TREE message for an update: the whole tree after the first build (with the page's
 * outer HTML), else the diff; null when the diff is empty (nothing to post). A diff
 * goes out without the HTML: serialising a large page costs more than the diff itself, so the
 * HTML follows once per burst of diffs as `pageHtmlMessage`. `outerHTML` is read only when used.
 */
export function navTreeMessage(
  update: NavTreeUpdate<unknown>,
  outerHTML: () => string,
): FrameMessage<'NAV_TREE'> | null {
  if (update.diff === null) {
    return frameMessage(FRAME_MESSAGE.NAV_TREE, { navTree: update.tree, outerHTML: outerHTML() });
  }
  if (isEmptyNavTreeDiff(update.diff)) return null;
  return frameMessage(FRAME_MESSAGE.NAV_TREE, { navTreeDiff: update.diff });
}

/** The page's outer HTML after the diffs just posted (NAV_TREE without a tree or a diff). */
export function pageHtmlMessage(outerHTML: string): FrameMessage<'NAV_TREE'> {
  return frameMessage(FRAME_MESSAGE.NAV_TREE, { outerHTML });
}

/** True when a diff changes nothing. */
export function isEmptyNavTreeDiff(diff: NavTreeDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.updated.length === 0;
}

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

interface Collector<H> {
  readonly added: NavTreeNode[];
  readonly removed: string[];
  readonly matched: [NavTreeNode, NavTreeNode][];
  readonly iframes: H[];
}

/**
 * The navigation tree of one storyboard across rebuilds, with handle ↔ key lookups.
 *
 * ```ts
 * const session = new NavTreeSession<Element>({ storyboardId, liftContainers: true });
 * const first = session.rebuild(snapshotOf(document.body)); // post NAV_TREE { navTree }
 * const next = session.rebuild(snapshotOf(document.body)); // post NAV_TREE { navTreeDiff }
 * session.keyOf(element); // the element's key, undefined when it is not in the tree
 * session.handleOf(key); // the element of a key
 * ```
 */
export class NavTreeSession<H = unknown> {
  private readonly storyboardId: string;
  private readonly liftContainers: boolean;
  private readonly middle: string;
  private current: NavTreeNode | null = null;
  // Keyed by object identity: string-keyed maps of 20,000 long keys cost more than the build
  // itself. A key is found by walking its path from the root instead.
  private readonly handleOfNode = new WeakMap<NavTreeNode, H>();
  private readonly nodeOfHandle = new Map<H, NavTreeNode>();
  private readonly nextIndex = new Map<string, number>();
  private count = 0;
  private instances: Map<string, string[]> | null = null;

  /** @throws Error when the storyboard id is not valid (see `ElementKey`). */
  constructor(options: NavTreeSessionOptions) {
    this.storyboardId = options.storyboardId;
    this.liftContainers = options.liftContainers === true;
    this.middle = keyMiddle(options.storyboardId);
  }

  /** The current tree; null before the first build. */
  get tree(): NavTreeNode | null {
    return this.current;
  }

  /** The storyboard the keys belong to. */
  get storyboard(): string {
    return this.storyboardId;
  }

  /** The key of an element handle, undefined when the element is not a tree node. */
  keyOf(handle: H): string | undefined {
    return this.nodeOfHandle.get(handle)?.tempoElement;
  }

  /** The handle of an element key, undefined when no node has that key. */
  handleOf(key: string): H | undefined {
    const node = this.node(key);
    return node === undefined ? undefined : this.handleOfNode.get(node);
  }

  /** The tree node of a key (found along its path: O(depth × siblings)). */
  node(key: string): NavTreeNode | undefined {
    const chain = this.chain(key);
    return chain === null ? undefined : chain[chain.length - 1];
  }

  /** The nodes from the root to the node of `key`; null when no node has that key. */
  private chain(key: string): NavTreeNode[] | null {
    let node = this.current;
    if (node === null || typeof key !== 'string') return null;
    const path = this.pathOf(key);
    let dash = path.indexOf('-');
    if ((dash === -1 ? path : path.slice(0, dash)) !== '0') return null;
    const chain = [node];
    while (dash !== -1) {
      const next = path.indexOf('-', dash + 1);
      const segment = next === -1 ? path.slice(dash) : path.slice(dash, next);
      let found: NavTreeNode | undefined;
      for (const child of node.children) {
        if (child.tempoElement.endsWith(segment)) {
          found = child;
          break;
        }
      }
      if (found === undefined) return null;
      node = found;
      chain.push(node);
      dash = next;
    }
    return node.tempoElement === key ? chain : null;
  }

  /**
   * Every key rendered from `codebaseId` (the instances of one source element), in document
   * order. Indexed once per tree version.
   */
  instancesOf(codebaseId: string): readonly string[] {
    if (this.instances === null) {
      this.instances = new Map();
      const stack = this.current === null ? [] : [this.current];
      while (stack.length > 0) {
        const node = stack.pop() as NavTreeNode;
        const id = this.codebaseIdOf(node.tempoElement);
        const list = this.instances.get(id);
        if (list === undefined) this.instances.set(id, [node.tempoElement]);
        else list.push(node.tempoElement);
        for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
      }
    }
    return this.instances.get(codebaseId) ?? [];
  }

  /**
   * Builds the tree from a whole snapshot (the body, or the top-level nodes) and diffs it
   * against the last one, keeping the keys of matched nodes.
   */
  rebuild(root: SnapshotNode | readonly SnapshotNode[]): NavTreeUpdate<H> {
    if (this.current === null) return this.firstBuild(root);
    const collector: Collector<H> = { added: [], removed: [], matched: [], iframes: [] };
    const roots = Array.isArray(root) ? (root as readonly SnapshotNode[]) : [root as SnapshotNode];
    const tops = this.collectTagged(roots, collector);
    const prev = this.current;
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
    this.current = tree;
    return this.finish(collector, prev === null);
  }

  /**
   * `rebuild` in steps, for large pages: the first build of a session pauses (yields) after
   * every `nodesPerStep` nodes so the adapter can let the page run between steps; a later
   * rebuild (matching against the last tree) runs in one step. The return value is `rebuild`'s.
   * Keys and handles are in place once it returns.
   *
   * ```ts
   * const steps = session.rebuildSteps(snapshot, 500);
   * let step = steps.next();
   * while (!step.done) { await nextTask(); step = steps.next(); }
   * post(step.value);
   * ```
   */
  *rebuildSteps(
    root: SnapshotNode | readonly SnapshotNode[],
    nodesPerStep: number,
  ): Generator<void, NavTreeUpdate<H>> {
    if (this.current !== null) return this.rebuild(root);
    return yield* this.firstBuildSteps(root, nodesPerStep);
  }

  /** The first build: `buildNavTree`'s fast walk, registering each node and its handle. */
  private firstBuild(root: SnapshotNode | readonly SnapshotNode[]): NavTreeUpdate<H> {
    const steps = this.firstBuildSteps(root, Infinity);
    let step = steps.next();
    while (step.done !== true) step = steps.next();
    return step.value;
  }

  private *firstBuildSteps(
    root: SnapshotNode | readonly SnapshotNode[],
    nodesPerStep: number,
  ): Generator<void, NavTreeUpdate<H>> {
    const built = yield* buildNavTreeSteps(
      { root, storyboardId: this.storyboardId, liftContainers: this.liftContainers },
      (snapshot, node) => {
        const handle = (snapshot.handle ?? snapshot) as H;
        this.handleOfNode.set(node, handle);
        this.nodeOfHandle.set(handle, node);
      },
      nodesPerStep,
    );
    this.current = built.tree;
    this.count = built.nodeCount;
    const iframes = built.iframesToRemove.map((node) => (node.handle ?? node) as H);
    return this.finish({ added: [], removed: [], matched: [], iframes }, true);
  }

  /**
   * Rebuilds only the subtree of the element with `key` from a snapshot of that element (after
   * the adapter's mutation observer saw changes inside it). Returns null when the key is not in
   * the tree or the snapshot no longer carries its codebase id: rebuild the whole tree then.
   */
  updateSubtree(key: string, snapshot: SnapshotNode): NavTreeUpdate<H> | null {
    const chain = this.chain(key);
    if (chain === null) return null;
    const old = chain[chain.length - 1];
    const tag = lowerTag(snapshot.tagName);
    const kind = classify(snapshot, tag, this.liftContainers);
    if (typeof kind !== 'string' || this.keyFor(kind, this.pathOf(key)) !== key) return null;
    const collector: Collector<H> = { added: [], removed: [], matched: [], iframes: [] };
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
    this.current = this.replaceInAncestors(chain, node);
    return this.finish(collector, false);
  }

  // -------------------------------------------------------------------------------------------

  private keyFor(codebaseId: string, path: string): string {
    return 'TE_' + codebaseId + this.middle + path;
  }

  private pathOf(key: string): string {
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

  private codebaseIdOf(key: string): string {
    return key.slice(3, key.lastIndexOf('_') - (this.middle.length - 1));
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
    if (snapshot === null) return;
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

  private finish(collector: Collector<H>, first: boolean): NavTreeUpdate<H> {
    this.instances = null;
    const tree = this.current as NavTreeNode;
    if (!first) this.count += collector.added.length - collector.removed.length;
    const common = { tree, iframesToRemove: collector.iframes, nodeCount: this.count };
    if (first) return { ...common, diff: null };
    const updated: NavTreeNodeUpdate[] = [];
    for (const [a, b] of collector.matched) {
      let sameChildren = a.children.length === b.children.length;
      for (let i = 0; sameChildren && i < a.children.length; i++) {
        sameChildren = a.children[i].tempoElement === b.children[i].tempoElement;
      }
      const changed = changedFields(a, b, sameChildren, false);
      if (changed === null) continue;
      const values: Record<string, unknown> = {};
      for (const field of changed) {
        values[field] = field === 'children' ? childKeys(b) : b[field];
      }
      updated.push({ key: b.tempoElement, changed, values });
    }
    const added = collector.added.map(flattenNavNode);
    return {
      ...common,
      diff: { rootKey: tree.tempoElement, added, removed: collector.removed, updated },
    };
  }
}
