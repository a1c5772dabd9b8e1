// Shared by the nav-tree specs (not part of the build).
import { ElementKey } from './element-key.js';
import { buildNavTree, type SnapshotNode } from './nav-tree.js';

/** A page snapshot node, as the frame's DOM reader makes one. */
export function el(
  tagName: string,
  classes: string[] = [],
  children: SnapshotNode[] = [],
  extra: Partial<SnapshotNode> = {},
): SnapshotNode {
  return { tagName, classes, children, ...extra };
}

/** An element key in storyboard `sb` unless told. */
export const key = (codebaseId: string, path: string, storyboard = 'sb') =>
  new ElementKey(codebaseId, storyboard, path).toString();
export const build = (root: SnapshotNode | SnapshotNode[], storyboardId = 'sb') =>
  buildNavTree({ root, storyboardId });
