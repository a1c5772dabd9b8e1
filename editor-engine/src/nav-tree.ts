/**
 * Navigation tree rules (visual-editor spec, § 3 and § 5), one module per concern:
 * shapes (`nav-tree-types`), reading a snapshot node (`nav-tree-snapshot`), building the tree
 * (`nav-tree-build`), diffing and applying diffs (`nav-tree-diff`); lookups merge in
 * `lookups`. This module gathers them for the package entry and the specs.
 */
export type {
  BuildNavTreeInput,
  BuildNavTreeResult,
  FlatNavNode,
  NavTreeDiff,
  NavTreeField,
  NavTreeNode,
  NavTreeNodeUpdate,
  NavTreeProp,
  NavTreePropType,
  PageBoundingBox,
  SnapshotNode,
} from './nav-tree-types.js';
export { isCodebaseIdClassFast } from './nav-tree-snapshot.js';
export { typeProp } from './nav-tree-node.js';
export { buildNavTree } from './nav-tree-build.js';
export { applyNavTreeDiff, diffNavTrees, flattenNavNode, indexNavTree } from './nav-tree-diff.js';
export { mergeLookups } from './lookups.js';
