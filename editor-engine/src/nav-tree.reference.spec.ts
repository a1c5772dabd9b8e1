// The fast tree build (caches, one-pass walk) against a plain restatement of the rules on
// generated pages: every node, field, key and iframe must come out the same.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import {
  DELETE_AFTER_RELOAD_CLASS,
  HIDDEN_CLASS,
  OUTLINE_CLASS,
  SKIP_NAV_TREE_ATTRIBUTE,
} from './constants.js';
import {
  DUPLICATE_PLACEHOLDER_PREFIX,
  ElementKey,
  SPECIAL_TREE_IDS,
  codebaseIdForSpecialElement,
  codebaseIdFromClasses,
  isValidElementId,
} from './element-key.js';
import { NavTreeSession } from './nav-tree-session.js';
import {
  buildNavTree,
  type BuildNavTreeInput,
  type NavTreeNode,
  type NavTreeProp,
  type SnapshotNode,
} from './nav-tree.js';

type RefNode = Omit<NavTreeNode, 'children'> & { children: RefNode[] };

function refProps(props: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const out: Record<string, NavTreeProp> = {};
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name === 'children' || value === undefined) continue;
    if (typeof value === 'function')
      out[name] = { value: value.name || 'anonymous', type: 'FUNCTION' };
    else if (value === null) out[name] = { value: null, type: 'LITERAL' };
    else if (typeof value === 'object') {
      let json: string | null;
      try {
        json = JSON.stringify(value) ?? null;
      } catch {
        json = null;
      }
      out[name] = { value: json, type: 'JSON_OBJECT' };
    } else if (['string', 'number', 'boolean'].includes(typeof value)) {
      out[name] = { value: value as string, type: 'LITERAL' };
    } else {
      const other = value as symbol | bigint;
      out[name] = { value: String(other), type: 'LITERAL' };
    }
  }
  return out;
}

function refLiterals(node: SnapshotNode): string[] {
  const literal = (v: unknown) =>
    typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
  if (node.props !== undefined && Object.hasOwn(node.props, 'children')) {
    const children = node.props.children;
    if (literal(children) !== null) return [literal(children) as string];
    if (!Array.isArray(children)) return [];
    return children.map(literal).filter((t): t is string => t !== null);
  }
  return node.text !== undefined && node.text.trim() !== '' ? [node.text] : [];
}

/** The rules of `buildNavTree` written plainly: recursion, regular expressions, `ElementKey`. */
function referenceBuild(input: BuildNavTreeInput) {
  const { storyboardId } = input;
  const lift = input.liftContainers === true;
  const keyOf = (id: string, path: string) => new ElementKey(id, storyboardId, path).toString();
  const iframes: SnapshotNode[] = [];
  const kindOf = (node: SnapshotNode): { id: string } | 'skip' | 'lift' | 'iframe' => {
    const tag = node.tagName.toLowerCase();
    const markers = [OUTLINE_CLASS, HIDDEN_CLASS, DELETE_AFTER_RELOAD_CLASS];
    if (tag === 'script' || tag === 'noscript') return 'skip';
    if (node.attributes?.[SKIP_NAV_TREE_ATTRIBUTE] !== undefined) return 'skip';
    if (node.classes.some((c) => markers.includes(c))) return 'skip';
    let id = codebaseIdFromClasses(node.classes);
    if (id === null) {
      id = codebaseIdForSpecialElement(tag, node.id);
      if (id !== null && lift) return 'lift';
    }
    const bad =
      id === null || (id.startsWith(DUPLICATE_PLACEHOLDER_PREFIX) && !isValidElementId(id));
    return bad ? (tag === 'iframe' ? 'iframe' : 'lift') : { id: id as string };
  };
  const make = (node: SnapshotNode, id: string, path: string, parent: RefNode | null): RefNode => {
    const tag = node.tagName.toLowerCase();
    const editor = (c: string) => c.startsWith('tempo-') || c.startsWith('arb89-');
    return {
      name: node.componentName || tag,
      tagName: tag,
      tempoElement: keyOf(id, path),
      children: [],
      parent: parent === null ? null : parent.tempoElement,
      classList: node.classes,
      directlySetClassList: node.directlySetClasses ?? node.classes.filter((c) => !editor(c)),
      props: refProps(node.props) as NavTreeNode['props'],
      literalChildren: refLiterals(node),
      pageBoundingBox: node.boundingBox ?? null,
      displayType: node.displayType ?? null,
      positionType: node.positionType ?? null,
      flexDirection: node.flexDirection ?? null,
      floatVal: node.floatVal ?? null,
      scope: node.scope ?? null,
      isComponent: node.isComponent === true,
      level: parent === null ? 0 : parent.level + 1,
    };
  };
  // Tagged nodes of `nodes` in document order, untagged ones lifted.
  const tagged = (nodes: readonly SnapshotNode[], out: [SnapshotNode, string][] = []) => {
    for (const node of nodes) {
      const kind = kindOf(node);
      if (kind === 'lift') tagged(node.children, out);
      else if (kind === 'iframe') iframes.push(node);
      else if (kind !== 'skip') out.push([node, kind.id]);
    }
    return out;
  };
  // Document order: an untagged element's tagged descendants join `parent` where it stands.
  const walk = (parent: RefNode, path: string, nodes: readonly SnapshotNode[]): void => {
    for (const node of nodes) {
      const kind = kindOf(node);
      if (kind === 'lift') walk(parent, path, node.children);
      else if (kind === 'iframe') iframes.push(node);
      else if (kind !== 'skip') {
        const childPath = `${path}-${parent.children.length}`;
        const child = make(node, kind.id, childPath, parent);
        parent.children.push(child);
        walk(child, childPath, node.children);
      }
    }
  };
  const tops = tagged(Array.isArray(input.root) ? input.root : [input.root as SnapshotNode]);
  let tree: RefNode;
  if (tops.length === 1) {
    tree = make(tops[0][0], tops[0][1], '0', null);
    walk(tree, '0', tops[0][0].children);
  } else {
    const id = tops.length === 0 ? SPECIAL_TREE_IDS.EMPTY_TREE : SPECIAL_TREE_IDS.SKIP_ROOT;
    tree = { ...make({ tagName: '', classes: [], children: [] }, id, '0', null), name: id };
    tops.forEach(([node, id], i) => tree.children.push(make(node, id, `0-${i}`, tree)));
    tops.forEach(([node], i) => walk(tree.children[i], `0-${i}`, node.children));
  }
  const count = (n: RefNode): number => 1 + n.children.reduce((s, c) => s + count(c), 0);
  return { tree, iframesToRemove: iframes, nodeCount: count(tree) };
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdefABCDEF';
/** A UUID-like class: usually valid (any case), sometimes off by one rule. */
function uuidClass(next: () => number, pick: <T>(xs: readonly T[]) => T): string {
  const hex = (n: number) => Array.from({ length: n }, () => pick([...HEX])).join('');
  const version = pick(['1', '4', '5', '4', '4', '0', '6']);
  const variant = pick(['8', '9', 'a', 'B', 'c', '7']);
  const id = `${hex(8)}-${hex(4)}-${version}${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
  const r = next();
  if (r < 0.05) return `tempo-${id}x`;
  if (r < 0.1) return `tempo-${id.slice(1)}`;
  if (r < 0.13) return `Tempo-${id}`;
  return `tempo-${id}`;
}

/** A varied page: every rule of the build has elements that take each branch. */
function makePage(seed: number, count: number, idCount = 40): SnapshotNode {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const ids = Array.from({ length: idCount }, () => uuidClass(next, pick));
  ids.push('tempo-wrap-in-div-placeholder', `${DUPLICATE_PLACEHOLDER_PREFIX}7`);
  ids.push(`${DUPLICATE_PLACEHOLDER_PREFIX}a b`, 'tempo-add-jsx-placeholder-1');
  const other = ['flex', 'p-4', 'text-sm', 'tempo', 'arb89-key-1', 'arb89-lookup-2', 'a', ''];
  const markers = [OUTLINE_CLASS, HIDDEN_CLASS, DELETE_AFTER_RELOAD_CLASS];
  const tags = ['DIV', 'span', 'P', 'BODY', 'Section', 'DIV', 'LI', 'A'];
  const texts = ['Item', ' padded ', '', '   ', '\u00a0', '\n\t', '\u2003x', 'x\u3000', '0'];
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const propValues: unknown[] = [
    'title',
    3,
    -0,
    true,
    null,
    undefined,
    function named() {},
    [() => 1][0],
    { color: 'red' },
    [1, 'two'],
    cyclic,
    Symbol('s'),
    5n,
    { toJSON: () => undefined },
    new Date(0),
  ];
  const childValues: unknown[] = ['Hi', 42, ['a ', { b: 1 }, 7, null, 'c'], [{}], { b: 1 }, null];
  let made = 0;
  const node = (depth: number): SnapshotNode => {
    made++;
    const classes: string[] = [];
    // Now and then more classes than a 31-bit mask holds.
    const classCount = next() < 0.03 ? 30 + Math.floor(next() * 6) : Math.floor(next() * 5);
    for (let i = 0; i < classCount; i++) {
      const r = next();
      classes.push(r < 0.45 ? pick(ids) : r < 0.99 ? pick(other) : pick(markers));
    }
    if (next() < 0.2) classes.push(`arb89-key-${made}`);
    if (next() < 0.3) classes.push(`own-${made}`);
    const props: Record<string, unknown> = {};
    for (let i = Math.floor(next() * 4) - 1; i >= 0; i--) props[`p${i}`] = pick(propValues);
    if (next() < 0.3) props.children = pick(childValues);
    const r = () => next() < 0.5;
    return {
      tagName: next() < 0.04 ? pick(['SCRIPT', 'noscript', 'IFRAME', 'iframe']) : pick(tags),
      classes,
      children: [],
      ...(r() ? {} : { id: pick(['root', '__next', 'main', null]) }),
      ...(next() < 0.02 ? { attributes: { [SKIP_NAV_TREE_ATTRIBUTE]: '' } } : { attributes: {} }),
      ...(r() ? {} : { text: pick(texts) }),
      ...(r() ? {} : { props }),
      ...(next() < 0.1 ? { directlySetClasses: classes.slice(1) } : {}),
      ...(r()
        ? {}
        : { boundingBox: pick([null, { pageX: made, pageY: depth, width: 1, height: 2 }]) }),
      ...(r() ? {} : { displayType: 'flex', positionType: 'static', flexDirection: 'row' }),
      ...(r() ? {} : { floatVal: 'left', scope: pick(['s1', null]) }),
      ...(r() ? {} : { componentName: pick(['Card', '']), isComponent: r() }),
    };
  };
  const root: SnapshotNode = { tagName: 'BODY', classes: [], children: [] };
  const open: SnapshotNode[] = [root];
  while (made < count) {
    const at = Math.floor(next() * open.length);
    const child = node(at);
    (open[at].children as SnapshotNode[]).push(child);
    if (next() < 0.4) open.push(child);
  }
  return root;
}

describe('buildNavTree matches the plainly written rules', () => {
  const same = (input: BuildNavTreeInput) => {
    const fast = buildNavTree(input);
    const ref = referenceBuild(input);
    expect(fast.nodeCount).toBe(ref.nodeCount);
    expect(fast.iframesToRemove).toEqual(ref.iframesToRemove);
    expect(fast.tree).toStrictEqual(ref.tree);
    // A session's first build numbers the tree the same way.
    const session = new NavTreeSession({
      storyboardId: input.storyboardId,
      liftContainers: input.liftContainers,
    });
    expect(session.rebuild(input.root).tree).toStrictEqual(ref.tree);
  };

  it('on generated pages, whole or as a list of top-level nodes, lifted or not', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('sb', 'story_Z_1', 'f3a0c2d1-9b8e-4c7d-a6f5-e4d3c2b1a0f9'),
        (seed, count, lift, asList, storyboardId) => {
          const page = makePage(seed, count);
          const root = asList ? page.children : page;
          same({ root, storyboardId, liftContainers: lift });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('on a large page with many codebase ids', () => {
    const page = makePage(7, 8_000, 4_000);
    same({ root: page, storyboardId: 'story_Z_1' });
    same({ root: page, storyboardId: 'sb', liftContainers: true });
  });

  it('throws the same error for an invalid storyboard id', () => {
    const input = { root: makePage(1, 20), storyboardId: 'bad id' };
    expect(() => buildNavTree(input)).toThrow('Storyboard ID contains invalid chars: bad id');
    expect(() => referenceBuild(input)).toThrow('Storyboard ID contains invalid chars: bad id');
  });
});
