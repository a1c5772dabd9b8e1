import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { snapshotArbitrary } from './nav-tree.arbitraries.js';
import { buildNavTree } from './nav-tree.js';
import { NavTreeSession } from './nav-tree-session.js';
import {
  NAV_TREE_CHUNK_MIN_NODES,
  NavTreeChunkAssembler,
  navTreeJsonPieces,
  wholeNavTreeMessages,
} from './nav-tree-chunks.js';
import type { NavTreeChunk, NavTreeNode, SnapshotNode } from './nav-tree-types.js';

const ID = (i: number) => `tempo-00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

/** A page of `count` tagged elements: rows of ten under one root. */
function page(count: number): SnapshotNode {
  const rows: SnapshotNode[] = [];
  for (let made = 1, row = 0; made < count; row++) {
    const cells: SnapshotNode[] = [];
    made++;
    for (let j = 0; j < 9 && made < count; j++, made++) {
      cells.push({ tagName: 'P', classes: [ID(2 + row * 10 + j)], children: [], text: `c${j}` });
    }
    rows.push({ tagName: 'SECTION', classes: [ID(1 + row * 10)], children: cells });
  }
  return { tagName: 'DIV', classes: [ID(0)], children: rows };
}

const tree = (root: SnapshotNode | SnapshotNode[]) =>
  buildNavTree({ root, storyboardId: 'sb' }) as { tree: NavTreeNode; nodeCount: number };

function assemble(messages: Iterable<unknown>): { tree: NavTreeNode | null; outerHTML?: string } {
  const assembler = new NavTreeChunkAssembler();
  let whole: NavTreeNode | null = null;
  let outerHTML: string | undefined;
  for (const message of messages) {
    const m = message as { navTreeChunk?: NavTreeChunk; outerHTML?: string };
    if (m.navTreeChunk) whole = assembler.accept(m.navTreeChunk) ?? whole;
    if (m.outerHTML !== undefined) outerHTML = m.outerHTML;
  }
  return { tree: whole, outerHTML };
}

describe('chunks of rows', () => {
  it('give back the tree, whatever the chunk size (session trees after rebuilds too)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(snapshotArbitrary(3), { maxLength: 4 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (pages, rows, lift) => {
          const session = new NavTreeSession<unknown>({ storyboardId: 'sb', liftContainers: lift });
          for (const roots of pages) {
            const built = session.rebuild(roots).tree;
            const messages = wholeNavTreeMessages(
              built,
              NAV_TREE_CHUNK_MIN_NODES,
              () => '',
              'p',
              rows,
            );
            expect(assemble(messages).tree).toEqual(built);
          }
        },
      ),
    );
  });

  it('leave out field names and repeated values', () => {
    const small = tree(page(3)).tree;
    const [json] = [...navTreeJsonPieces(small)];
    expect(json).not.toContain('tempoElement');
    expect(JSON.parse(json)[0].slice(0, 2)).toEqual([0, 'div']);
  });
});

describe('wholeNavTreeMessages and NavTreeChunkAssembler', () => {
  it('sends a small tree as one { navTree } message', () => {
    const small = tree(page(10));
    const messages = [...wholeNavTreeMessages(small.tree, small.nodeCount, () => '<html/>', 't')];
    expect(messages).toEqual([{ id: 'NAV_TREE', navTree: small.tree, outerHTML: '<html/>' }]);
  });

  it('sends a large tree in chunks the assembler joins, then the page HTML on its own', () => {
    const big = tree(page(NAV_TREE_CHUNK_MIN_NODES + 5));
    const messages = [...wholeNavTreeMessages(big.tree, big.nodeCount, () => '<html/>', 't1', 300)];
    expect(messages.length).toBeGreaterThan(3);
    expect(messages.at(-1)).toEqual({ id: 'NAV_TREE', outerHTML: '<html/>' });
    const chunks = messages
      .slice(0, -1)
      .map((m) => (m as { navTreeChunk: NavTreeChunk }).navTreeChunk);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    expect(chunks.map((c) => c.last)).toEqual(chunks.map((_, i) => i === chunks.length - 1));
    // 300 rows a chunk: every chunk holds rows, the last one too
    expect(chunks.every((c) => (JSON.parse(c.json) as unknown[]).length > 0)).toBe(true);
    expect(messages.slice(0, -1).some((m) => 'outerHTML' in m)).toBe(false);
    const joined = assemble(messages);
    expect(joined.outerHTML).toBe('<html/>');
    expect(joined.tree).toEqual(big.tree);
  });

  it('drops a tree whose chunks are missing or interleaved, and starts again at index 0', () => {
    const big = tree(page(NAV_TREE_CHUNK_MIN_NODES));
    const chunks = [...wholeNavTreeMessages(big.tree, big.nodeCount, () => '', 'a', 500)]
      .slice(0, -1)
      .map((m) => (m as { navTreeChunk: NavTreeChunk }).navTreeChunk);
    const assembler = new NavTreeChunkAssembler();
    // the first chunk missing: nothing until a tree starts again
    for (const chunk of chunks.slice(1)) expect(assembler.accept(chunk)).toBeNull();
    // a chunk of another tree in the middle drops the first one
    assembler.accept(chunks[0]);
    expect(assembler.accept({ ...chunks[1], treeId: 'b' })).toBeNull();
    for (const chunk of chunks.slice(1)) expect(assembler.accept(chunk)).toBeNull();
    // a skipped chunk drops the tree
    assembler.accept(chunks[0]);
    expect(assembler.accept(chunks[2])).toBeNull();
    // a last chunk that leaves nodes waiting for children gives no tree
    const [first] = JSON.parse(chunks[0].json) as unknown[];
    expect(
      assembler.accept({ treeId: 'c', index: 0, last: true, json: JSON.stringify([first]) }),
    ).toBeNull();
    // complete again
    let whole: NavTreeNode | null = null;
    for (const chunk of chunks) whole = assembler.accept(chunk);
    expect(whole).toEqual(big.tree);
  });
});
