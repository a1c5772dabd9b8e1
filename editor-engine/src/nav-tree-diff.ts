/**
 * The incremental difference between two navigation trees, and its application (the editor
 * side keeps its copy of the tree up to date from diffs).
 */
import {
  NO_CHILDREN,
  appendChild,
  type BuildNode,
  type FlatNavNode,
  type NavTreeDiff,
  type NavTreeField,
  type NavTreeNode,
  type NavTreeNodeUpdate,
  type PageBoundingBox,
} from './nav-tree-types.js';

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameProps(a: FlatNavNode['props'], b: FlatNavNode['props']): boolean {
  if (a === b) return true;
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  for (const name of names) {
    const other = b[name];
    if (other === undefined || !Object.hasOwn(b, name)) return false;
    if (a[name].type !== other.type || a[name].value !== other.value) return false;
  }
  return true;
}

function sameBox(a: PageBoundingBox | null, b: PageBoundingBox | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return a.pageX === b.pageX && a.pageY === b.pageY && a.width === b.width && a.height === b.height;
}

/**
 * The fields of `b` that differ from `a`, in declaration order; null when none. The caller
 * already knows whether the keys (equal here), the child keys and the parent keys are equal:
 * long key strings are compared once per node, not three times. Written out field by field:
 * named property reads stay fast where a loop over field names would not.
 */
export function changedFields(
  a: NavTreeNode,
  b: NavTreeNode,
  sameChildKeys: boolean,
  sameParentKey: boolean,
): NavTreeField[] | null {
  let changed: NavTreeField[] | null = null;
  const differs = (field: NavTreeField): void => {
    (changed ??= []).push(field);
  };
  if (a.name !== b.name) differs('name');
  if (a.tagName !== b.tagName) differs('tagName');
  if (!sameChildKeys) differs('children');
  if (!sameParentKey && a.parent !== b.parent) differs('parent');
  if (!sameStrings(a.classList, b.classList)) differs('classList');
  if (!sameStrings(a.directlySetClassList, b.directlySetClassList)) {
    differs('directlySetClassList');
  }
  if (!sameProps(a.props, b.props)) differs('props');
  if (!sameStrings(a.literalChildren, b.literalChildren)) differs('literalChildren');
  if (!sameBox(a.pageBoundingBox, b.pageBoundingBox)) differs('pageBoundingBox');
  if (a.displayType !== b.displayType) differs('displayType');
  if (a.positionType !== b.positionType) differs('positionType');
  if (a.flexDirection !== b.flexDirection) differs('flexDirection');
  if (a.floatVal !== b.floatVal) differs('floatVal');
  if (a.scope !== b.scope) differs('scope');
  if (a.isComponent !== b.isComponent) differs('isComponent');
  if (a.level !== b.level) differs('level');
  return changed;
}

/** The keys of a node's children, in order. */
export function childKeys(node: NavTreeNode): string[] {
  const keys: string[] = new Array<string>(node.children.length);
  for (let i = 0; i < node.children.length; i++) keys[i] = node.children[i].tempoElement;
  return keys;
}

/** One node with its children given by key. */
export function flattenNavNode(node: NavTreeNode): FlatNavNode {
  return { ...node, children: childKeys(node) };
}

function collect(tree: NavTreeNode, visit: (node: NavTreeNode) => void): void {
  const stack: NavTreeNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as NavTreeNode;
    visit(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

/** Every node of a tree by element key, children given by key, in document order. */
export function indexNavTree(tree: NavTreeNode): Map<string, FlatNavNode> {
  const index = new Map<string, FlatNavNode>();
  collect(tree, (node) => index.set(node.tempoElement, flattenNavNode(node)));
  return index;
}

/**
 * The minimal keyed difference: a node is added or removed only when its key appears or
 * disappears, and an update lists only the fields whose values differ (arrays, props and
 * boxes compared by value). Added nodes and removed keys are in document order, so parents
 * come before their children. Only added nodes and changed values are copied.
 *
 * Both trees must come from `buildNavTree` (or `applyNavTreeDiff`): a key's path is then its
 * position, so the two trees are walked side by side position by position and equal keys
 * meet without a lookup table.
 */
export function diffNavTrees(prev: NavTreeNode, next: NavTreeNode): NavTreeDiff {
  const added: FlatNavNode[] = [];
  const removed: string[] = [];
  const updated: NavTreeNodeUpdate[] = [];
  // Pairs of nodes at the same position (either side may be missing: null), whether their
  // keys are equal, and whether their parents' keys are.
  const stackPrev: (NavTreeNode | null)[] = [prev];
  const stackNext: (NavTreeNode | null)[] = [next];
  const stackSame: boolean[] = [prev.tempoElement === next.tempoElement];
  const stackParentSame: boolean[] = [true];
  while (stackPrev.length > 0) {
    const a = stackPrev.pop() as NavTreeNode | null;
    const b = stackNext.pop() as NavTreeNode | null;
    const same = stackSame.pop() as boolean;
    const parentSame = stackParentSame.pop() as boolean;
    const prevChildren = a === null ? NO_CHILDREN : a.children;
    const nextChildren = b === null ? NO_CHILDREN : b.children;
    let sameChildKeys = prevChildren.length === nextChildren.length;
    for (let i = Math.max(prevChildren.length, nextChildren.length) - 1; i >= 0; i--) {
      const childA = i < prevChildren.length ? prevChildren[i] : null;
      const childB = i < nextChildren.length ? nextChildren[i] : null;
      const childSame =
        childA !== null && childB !== null && childA.tempoElement === childB.tempoElement;
      if (!childSame) sameChildKeys = false;
      stackPrev.push(childA);
      stackNext.push(childB);
      stackSame.push(childSame);
      stackParentSame.push(same);
    }
    if (same) {
      const matchedA = a as NavTreeNode;
      const matchedB = b as NavTreeNode;
      const changed = changedFields(matchedA, matchedB, sameChildKeys, parentSame);
      if (changed !== null) {
        const values: Record<string, unknown> = {};
        for (const field of changed) {
          values[field] = field === 'children' ? childKeys(matchedB) : matchedB[field];
        }
        updated.push({
          key: matchedB.tempoElement,
          changed,
          values: values,
        });
      }
    } else {
      if (a !== null) removed.push(a.tempoElement);
      if (b !== null) added.push(flattenNavNode(b));
    }
  }
  return { rootKey: next.tempoElement, added, removed, updated };
}

/**
 * Applies a diff made by `diffNavTrees(prev, next)` to `prev` and returns a tree equal to
 * `next`; `prev` is left untouched.
 * @throws Error `Nav tree diff does not apply: {reason}` when the diff refers to nodes that
 *   are missing.
 */
export function applyNavTreeDiff(prev: NavTreeNode, diff: NavTreeDiff): NavTreeNode {
  const index = indexNavTree(prev);
  for (const key of diff.removed) index.delete(key);
  for (const node of diff.added) index.set(node.tempoElement, node);
  for (const update of diff.updated) {
    const old = index.get(update.key);
    if (old === undefined) throw new Error(`Nav tree diff does not apply: no node ${update.key}`);
    index.set(update.key, { ...old, ...update.values });
  }
  const rootFlat = index.get(diff.rootKey);
  if (rootFlat === undefined) {
    throw new Error(`Nav tree diff does not apply: no root ${diff.rootKey}`);
  }
  const unflatten = (flat: FlatNavNode): BuildNode => ({ ...flat, children: NO_CHILDREN });
  const root = unflatten(rootFlat);
  const stack: Array<[BuildNode, readonly string[]]> = [[root, rootFlat.children]];
  while (stack.length > 0) {
    const [node, childKeys] = stack.pop() as [BuildNode, readonly string[]];
    for (const key of childKeys) {
      const flat = index.get(key);
      if (flat === undefined) throw new Error(`Nav tree diff does not apply: no node ${key}`);
      const child = unflatten(flat);
      appendChild(node, child);
      stack.push([child, flat.children]);
    }
  }
  return root;
}
