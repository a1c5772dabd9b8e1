/**
 * A whole navigation tree sent in pieces (issue 7): a 20,000-element tree posted as one object
 * costs the frame a long structured clone and the editor as long again to read it. Large trees
 * go as NAV_TREE `{ navTreeChunk }` messages instead, each the JSON text of a thousand nodes
 * as rows (no field names; strings are copied, not walked, by `postMessage`), produced lazily
 * so the frame can yield between messages; the editor reads each chunk as it comes and has the
 * tree with the last one (`NavTreeChunkAssembler`); the page's outer HTML follows as NAV_TREE
 * `{ outerHTML }`. Small trees keep the single `{ navTree, outerHTML }` message that existing
 * outer editors read.
 */
import { pageHtmlMessage } from './nav-tree-session-diff.js';
import { FRAME_MESSAGE, frameMessage, type FrameMessage } from './protocol-frame.js';
import type { NavTreeChunk, NavTreeNode } from './nav-tree-types.js';

/** Trees with at least this many nodes are sent in chunks. */
export const NAV_TREE_CHUNK_MIN_NODES = 2000;
/** Nodes per chunk (the last chunk may have fewer). */
export const NAV_TREE_CHUNK_ROWS = 1000;

/**
 * One node as a row, in preorder: the fields of `NavTreeNode` by position, without the field
 * names, the children (they follow, `childCount` of them) or `parent` (the key of the node the
 * row is a child of). `name` is 0 when it equals `tagName`, `directlySetClassList` 0 when it
 * is `classList`, `props` 0 when empty.
 */
type Row = [
  name: string | 0,
  tagName: string,
  tempoElement: string,
  classList: readonly string[],
  directlySetClassList: readonly string[] | 0,
  props: NavTreeNode['props'] | 0,
  literalChildren: readonly string[],
  pageBoundingBox: NavTreeNode['pageBoundingBox'],
  displayType: string | null,
  positionType: string | null,
  flexDirection: string | null,
  floatVal: string | null,
  scope: string | null,
  isComponent: 0 | 1,
  level: number,
  childCount: number,
];

function hasProps(props: NavTreeNode['props']): boolean {
  for (const name in props) if (Object.hasOwn(props, name)) return true;
  return false;
}

function rowOf(node: NavTreeNode): Row {
  return [
    node.name === node.tagName ? 0 : node.name,
    node.tagName,
    node.tempoElement,
    node.classList,
    // The build shares the array when no class was left out.
    node.directlySetClassList === node.classList ? 0 : node.directlySetClassList,
    hasProps(node.props) ? node.props : 0,
    node.literalChildren,
    node.pageBoundingBox,
    node.displayType,
    node.positionType,
    node.flexDirection,
    node.floatVal,
    node.scope,
    node.isComponent ? 1 : 0,
    node.level,
    node.children.length,
  ];
}

/**
 * The rows of `tree` in preorder, `rowsPerPiece` at a time, each piece the JSON text of an
 * array of rows (iterative: any depth).
 */
export function* navTreeJsonPieces(tree: NavTreeNode, rowsPerPiece = 1000): Generator<string> {
  let rows: Row[] = [];
  const stack: NavTreeNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as NavTreeNode;
    rows.push(rowOf(node));
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    if (rows.length >= rowsPerPiece) {
      yield JSON.stringify(rows);
      rows = [];
    }
  }
  if (rows.length > 0) yield JSON.stringify(rows);
}

/**
 * The NAV_TREE messages of a whole tree: one `{ navTree, outerHTML }` for a tree of fewer than
 * `NAV_TREE_CHUNK_MIN_NODES` nodes, else `{ navTreeChunk }` messages of `rowsPerChunk` nodes
 * each (JSON rows, see `navTreeJsonPieces`; the last marked `last`), then the page's outer HTML
 * as its own NAV_TREE `{ outerHTML }`. Lazy: each message is built when the iterator is
 * advanced, so the sender can yield to the page between messages.
 */
export function* wholeNavTreeMessages(
  tree: NavTreeNode,
  nodeCount: number,
  outerHTML: () => string,
  treeId: string,
  rowsPerChunk = NAV_TREE_CHUNK_ROWS,
): Generator<FrameMessage<'NAV_TREE'>> {
  if (nodeCount < NAV_TREE_CHUNK_MIN_NODES) {
    yield frameMessage(FRAME_MESSAGE.NAV_TREE, { navTree: tree, outerHTML: outerHTML() });
    return;
  }
  // Each piece is sent once the next one exists, so the last rows carry `last: true`.
  let index = 0;
  let pending: string | null = null;
  for (const json of navTreeJsonPieces(tree, rowsPerChunk)) {
    if (pending !== null) {
      yield frameMessage(FRAME_MESSAGE.NAV_TREE, {
        navTreeChunk: { treeId, index: index++, last: false, json: pending },
      });
    }
    pending = json;
  }
  yield frameMessage(FRAME_MESSAGE.NAV_TREE, {
    navTreeChunk: { treeId, index, last: true, json: pending ?? '[]' },
  });
  // The page's outer HTML follows the tree on its own: the editor has the tree without waiting
  // for the page to be serialised and copied.
  yield pageHtmlMessage(outerHTML());
}

/**
 * The editor side: joins the chunks of a tree and gives the whole tree with the last one.
 * A chunk of another tree, or out of order, drops what was gathered (the frame sends a tree's
 * chunks in order on one port; a new tree starts at index 0).
 */
export class NavTreeChunkAssembler {
  private treeId: string | null = null;
  private next = 0;
  private root: NavTreeNode | null = null;
  /** Nodes still waiting for children, with how many they still take. */
  private open: { node: NavTreeNode; left: number }[] = [];

  /** The whole tree once `chunk` was the last one, else null. Each chunk is read as it comes. */
  accept(chunk: NavTreeChunk): NavTreeNode | null {
    if (chunk.index === 0 || chunk.treeId !== this.treeId || chunk.index !== this.next) {
      this.reset(chunk.treeId);
      if (chunk.index !== 0) {
        this.treeId = null;
        return null;
      }
    }
    this.next++;
    for (const row of JSON.parse(chunk.json) as Row[]) this.add(row);
    if (!chunk.last) return null;
    const tree = this.open.length === 0 ? this.root : null;
    this.reset(null);
    return tree;
  }

  private reset(treeId: string | null): void {
    this.treeId = treeId;
    this.next = 0;
    this.root = null;
    this.open = [];
  }

  private add(row: Row): void {
    const parent = this.open.length > 0 ? this.open[this.open.length - 1] : null;
    const node: NavTreeNode = {
      name: row[0] === 0 ? row[1] : row[0],
      tagName: row[1],
      tempoElement: row[2],
      children: [],
      parent: parent === null ? null : parent.node.tempoElement,
      classList: row[3],
      directlySetClassList: row[4] === 0 ? row[3] : row[4],
      props: row[5] === 0 ? {} : row[5],
      literalChildren: row[6],
      pageBoundingBox: row[7],
      displayType: row[8],
      positionType: row[9],
      flexDirection: row[10],
      floatVal: row[11],
      scope: row[12],
      isComponent: row[13] === 1,
      level: row[14],
    };
    if (parent === null) this.root = node;
    else {
      (parent.node.children as NavTreeNode[]).push(node);
      if (--parent.left === 0) this.open.pop();
    }
    if (row[15] > 0) this.open.push({ node, left: row[15] });
  }
}
