// Micro-benchmark of the nav-tree rules over the built package (run `npm run bench:engine`,
// which builds first). Not part of the test run. Target: building the tree of a 20,000-node
// snapshot takes under 10 ms.
import { NavTreeSession, buildNavTree, diffNavTrees } from '../dist/index.js';

const NODE_COUNT = 20_000;
const TARGET_MS = 10;
const WARM_UP_RUNS = 30;
const RUNS = 31;

// Deterministic pseudo-random numbers (mulberry32), so every run measures the same page.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuid(next) {
  const hex = (n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
    return s;
  };
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

// Upper case, as `Element.tagName` gives them; the browser hands out one string per tag name.
// Strings read from the DOM are flat; strings built by concatenation here would be V8 cons
// strings, and the benchmark would measure their flattening. `flat` makes a flat copy.
const flat = (text) => JSON.parse(JSON.stringify(text));

const TAGS = ['DIV', 'SPAN', 'P', 'A', 'LI', 'UL', 'SECTION', 'BUTTON', 'IMG', 'H2'];
const UTILITY_CLASSES = ['flex', 'p-4', 'text-sm', 'mt-2', 'rounded', 'gap-2', 'font-bold'];

/** A page of `count` elements: ~85 % tagged, some untagged wrappers, text, boxes, props. */
function makeSnapshot(count, seed) {
  const next = random(seed);
  const ids = Array.from({ length: 500 }, () => flat(`tempo-${uuid(next)}`));
  let made = 0;
  const makeNode = (depth) => {
    made++;
    const tagged = next() < 0.85;
    const classes = [UTILITY_CLASSES[Math.floor(next() * UTILITY_CLASSES.length)]];
    if (tagged) classes.push(ids[Math.floor(next() * ids.length)], flat(`arb89-key-${made}`));
    if (next() < 0.5) classes.push(UTILITY_CLASSES[Math.floor(next() * UTILITY_CLASSES.length)]);
    const node = {
      tagName: TAGS[Math.floor(next() * TAGS.length)],
      classes,
      attributes: {},
      children: [],
      boundingBox: { pageX: made, pageY: depth * 10, width: 100, height: 20 },
      displayType: 'block',
    };
    if (next() < 0.3) node.text = flat(`Item ${made}`);
    if (next() < 0.1)
      node.props = { title: `t${made}`, onClick: function onClick() {}, style: { color: 'red' } };
    return node;
  };
  const body = { tagName: 'BODY', classes: [], attributes: {}, children: [] };
  const open = [body];
  while (made < count) {
    const parent = open[Math.floor(next() * open.length)];
    const depth = open.indexOf(parent);
    const child = makeNode(depth);
    parent.children.push(child);
    if (next() < 0.35) open.push(child);
    if (open.length > 200) open.splice(1, 1);
  }
  return body;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(fn) {
  for (let i = 0; i < WARM_UP_RUNS; i++) fn();
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(samples);
}

const storyboardId = 'bench-storyboard';
const snapshot = makeSnapshot(NODE_COUNT, 1);
const input = { root: snapshot, storyboardId };
const built = buildNavTree(input);

// A small edit (typical after a hot reload): one text and one box change.
const edited = makeSnapshot(NODE_COUNT, 1);
edited.children[1].text = 'changed';
edited.children[2].boundingBox = { pageX: 1, pageY: 2, width: 3, height: 4 };
// A move near the top: every later sibling's subtree changes path, hence keys.
const moved = makeSnapshot(NODE_COUNT, 1);
const withChildren = moved.children.find((node) => node.children.length > 1);
withChildren.children.push(withChildren.children.shift());

const tree = built.tree;
const editedTree = buildNavTree({ root: edited, storyboardId }).tree;
const movedTree = buildNavTree({ root: moved, storyboardId }).tree;

const buildMs = time(() => buildNavTree(input));
const editDiffMs = time(() => diffNavTrees(tree, editedTree));
const moveDiffMs = time(() => diffNavTrees(tree, movedTree));

const perThousand = (ms) => ((ms / NODE_COUNT) * 1000).toFixed(3);
const describe = (diff) =>
  `${diff.added.length} added, ${diff.removed.length} removed, ${diff.updated.length} updated`;
const out = (line) => process.stdout.write(line + '\n');
out(`snapshot: ${NODE_COUNT} elements, ${built.nodeCount} tree nodes (node ${process.version})`);
out(
  `build nav tree:         ${buildMs.toFixed(2)} ms (median of ${RUNS}), ${perThousand(buildMs)} ms per 1,000 nodes`,
);
out(
  `diff after small edit:  ${editDiffMs.toFixed(2)} ms, ${perThousand(editDiffMs)} ms per 1,000 nodes (${describe(diffNavTrees(tree, editedTree))})`,
);
out(
  `diff after a move:      ${moveDiffMs.toFixed(2)} ms, ${perThousand(moveDiffMs)} ms per 1,000 nodes (${describe(diffNavTrees(tree, movedTree))})`,
);
out(
  `target (< ${TARGET_MS} ms for the ${NODE_COUNT}-node build): ${buildMs < TARGET_MS ? 'met' : 'NOT met'}`,
);

// NavTreeSession (stable keys): the first build (with the handle maps), a whole rebuild after
// inserting one element near the top (then back), and an update of one subtree.
const fresh = 'tempo-00000000-0000-4000-8000-000000000000';
const inserted = makeSnapshot(NODE_COUNT, 1);
inserted.children.unshift({ tagName: 'DIV', classes: [fresh], children: [] });
const session = new NavTreeSession({ storyboardId });
const firstMs = time(() => new NavTreeSession({ storyboardId }).rebuild(snapshot));
session.rebuild(snapshot);
const insertDiff = session.rebuild(inserted).diff;
session.rebuild(snapshot);
const rebuildMs =
  time(() => {
    session.rebuild(inserted);
    session.rebuild(snapshot);
  }) / 2;
const sizeOf = (node) => 1 + node.children.reduce((sum, child) => sum + sizeOf(child), 0);
// A tagged element with a subtree of a few hundred elements (a card list, a section).
const candidates = [];
const collect = (node) => {
  if (node.classes.some((c) => c.startsWith('tempo-')) && session.keyOf(node)) {
    const size = sizeOf(node);
    if (size >= 100 && size <= 1000) candidates.push([node, size]);
  }
  node.children.forEach(collect);
};
collect(snapshot);
const [subtreeRoot, subtreeSize] = candidates[0];
const subtreeKey = session.keyOf(subtreeRoot);
const subtreeMs = time(() => session.updateSubtree(subtreeKey, subtreeRoot));
out(`session first build:    ${firstMs.toFixed(2)} ms (with the handle ↔ key maps)`);
out(
  `session rebuild after an insert near the top: ${rebuildMs.toFixed(2)} ms (${describe(insertDiff)})`,
);
out(`session update of one subtree (${subtreeSize} elements): ${subtreeMs.toFixed(2)} ms`);
