/**
 * What a session's build or update produced, as a `NavTreeDiff` (keyed; `applyNavTreeDiff` on
 * the editor side applies it) and as the NAV_TREE message that posts it. The diff is made
 * from what the build collected while walking (added nodes, removed keys, matched old/new
 * pairs), so it costs O(size of the rebuilt part), not of the whole tree.
 */
import { changedFields, childKeys, flattenNavNode } from './nav-tree-diff.js';
import { FRAME_MESSAGE, frameMessage, type FrameMessage } from './protocol-frame.js';
import type { NavTreeDiff, NavTreeNode, NavTreeNodeUpdate } from './nav-tree-types.js';

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

/** What a build collected while walking, for its diff. */
export interface Collector<H> {
  readonly added: NavTreeNode[];
  readonly removed: string[];
  /** Each matched node's old and new version (same key). */
  readonly matched: [NavTreeNode, NavTreeNode][];
  /** Handles of iframes without a codebase id met in the walked part. */
  readonly iframes: H[];
}

/** A collector with nothing collected yet. */
export function emptyCollector<H>(): Collector<H> {
  return { added: [], removed: [], matched: [], iframes: [] };
}

/** The diff of a rebuild of the tree rooted at `rootKey`, from what the build collected. */
export function collectedDiff(rootKey: string, collector: Collector<unknown>): NavTreeDiff {
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
  return { rootKey, added, removed: collector.removed, updated };
}
