/**
 * A navigation tree kept up to date across DOM changes, with the mapping between the adapter's
 * element handles and element keys (issue 7: the adapter never re-implements the path rules).
 * Building with stable keys lives in `nav-tree-session-build.ts`, the diffs and NAV_TREE
 * messages in `nav-tree-session-diff.ts`.
 */
import { SessionTreeBuilder } from './nav-tree-session-build.js';
import {
  collectedDiff,
  emptyCollector,
  type Collector,
  type NavTreeUpdate,
} from './nav-tree-session-diff.js';
import type { NavTreeNode, SnapshotNode } from './nav-tree-types.js';

/** Options of a `NavTreeSession`. */
export interface NavTreeSessionOptions {
  readonly storyboardId: string;
  /** See `BuildNavTreeInput.liftContainers` (lift body, `#root`, `#__next`). */
  readonly liftContainers?: boolean;
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
  private readonly builder: SessionTreeBuilder<H>;
  private current: NavTreeNode | null = null;
  private count = 0;
  private instances: Map<string, string[]> | null = null;

  /** @throws Error when the storyboard id is not valid (see `ElementKey`). */
  constructor(options: NavTreeSessionOptions) {
    this.storyboardId = options.storyboardId;
    this.builder = new SessionTreeBuilder(options.storyboardId, options.liftContainers === true);
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
    return this.builder.nodeOf(handle)?.tempoElement;
  }

  /** The handle of an element key, undefined when no node has that key. */
  handleOf(key: string): H | undefined {
    const node = this.node(key);
    return node === undefined ? undefined : this.builder.handleOf(node);
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
    const path = this.builder.pathOf(key);
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
        const id = this.builder.codebaseIdOf(node.tempoElement);
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
    const collector = emptyCollector<H>();
    this.current = this.builder.rebuild(root, this.current, collector);
    return this.finish(collector, false);
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
    const built = yield* this.builder.firstBuildSteps(root, nodesPerStep);
    this.current = built.tree;
    this.count = built.nodeCount;
    return this.finish({ ...emptyCollector<H>(), iframes: built.iframes }, true);
  }

  /**
   * Rebuilds only the subtree of the element with `key` from a snapshot of that element (after
   * the adapter's mutation observer saw changes inside it). Returns null when the key is not in
   * the tree or the snapshot no longer carries its codebase id: rebuild the whole tree then.
   */
  updateSubtree(key: string, snapshot: SnapshotNode): NavTreeUpdate<H> | null {
    const chain = this.chain(key);
    if (chain === null) return null;
    const collector = emptyCollector<H>();
    const tree = this.builder.rebuildSubtree(chain, snapshot, collector);
    if (tree === null) return null;
    this.current = tree;
    return this.finish(collector, false);
  }

  private finish(collector: Collector<H>, first: boolean): NavTreeUpdate<H> {
    this.instances = null;
    const tree = this.current as NavTreeNode;
    if (!first) this.count += collector.added.length - collector.removed.length;
    const common = { tree, iframesToRemove: collector.iframes, nodeCount: this.count };
    if (first) return { ...common, diff: null };
    return { ...common, diff: collectedDiff(tree.tempoElement, collector) };
  }
}
