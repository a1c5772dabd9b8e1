/**
 * Codebase ids: a stable `tempo-{uuid}` id for every JSX element of the web app's sources, so
 * the visual editor can name an element of the running page by where it is written.
 *
 * Scheme (docs/decisions.md, "Codebase ids"): UUID v5 of
 *   `{file}\n{scope}\n{path}`
 * where `file` is the posix path relative to the canvas root (`web/src`), `scope` is the chain
 * of named functions/classes enclosing the element (`Outer/inner`, with `#n` for the n-th
 * repeat of the same chain in a file) and `path` is the element's structural position inside
 * that scope: its index among the JSX elements of its JSX parent (or among the scope's
 * top-level JSX elements), then its parent's, up to the scope. Fragments are transparent.
 * So editing text, classes, props or the tag never changes an id; inserting an element
 * changes only the ids of its later siblings (and their subtrees) in that scope.
 *
 * Pure: parses with Babel (typescript + jsx), no file system.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import MagicString from 'magic-string';
import { v5 as uuidv5 } from 'uuid';

/** A fixed namespace for the UUID v5 ids (any constant UUID works; it must never change). */
const CODEBASE_ID_NAMESPACE = '6f1c0d52-7a39-4c55-9b7e-2d0e5a8c1f43';
const CODEBASE_ID_PREFIX = 'tempo-';
const CANVAS_ROOT = 'web/src';

export interface CodebaseIdEntry {
  codebaseId: string;
  /** Posix path relative to the canvas root (`web/src`). */
  file: string;
  /** 1-based line of the element's `<`. */
  line: number;
  /** 0-based column of the element's `<`. */
  column: number;
  /** The nearest enclosing named function or class, or null at module level. */
  component: string | null;
  /** `h1`, `Button`, `Foo.Bar`, `svg:use`. */
  tag: string;
  /** A lower-case intrinsic element (these get the class stamped on). */
  hostElement: boolean;
  /** The children are JSX text only (non-blank), so the text is editable in place. */
  staticText: boolean;
  /**
   * What the element is: a hash of its file, component, tag, position and source text. The
   * write-back server refuses a change whose element no longer has this fingerprint (an id
   * names a position, so a hand edit can give the id to another element).
   */
  fingerprint: string;
}

export interface CodebaseManifest {
  version: 1;
  root: string;
  ids: Record<string, CodebaseIdEntry>;
}

export interface StampResult {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  entries: CodebaseIdEntry[];
}

interface Scope {
  key: string;
  component: string | null;
}

interface Found {
  entry: CodebaseIdEntry;
  node: t.JSXElement;
}

function codebaseIdFor(file: string, scopeKey: string, path: readonly number[]): string {
  return `${CODEBASE_ID_PREFIX}${uuidv5(`${file}\n${scopeKey}\n${path.join('-')}`, CODEBASE_ID_NAMESPACE)}`;
}

/** FNV-1a, two 32-bit lanes: fast, pure, and the same in the Vite plugin and the server. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * Hashes of any slice of one file in constant time (polynomial prefix hashes, two 32-bit
 * lanes). Hashing each element's whole text afresh cost the square of the nesting depth:
 * two minutes for 5,000 levels.
 */
export class SourceHashes {
  private readonly a: Uint32Array;
  private readonly b: Uint32Array;
  private readonly powA: Uint32Array;
  private readonly powB: Uint32Array;

  constructor(source: string) {
    const n = source.length;
    this.a = new Uint32Array(n + 1);
    this.b = new Uint32Array(n + 1);
    this.powA = new Uint32Array(n + 1);
    this.powB = new Uint32Array(n + 1);
    this.powA[0] = 1;
    this.powB[0] = 1;
    for (let i = 0; i < n; i += 1) {
      const c = source.charCodeAt(i) + 1;
      this.a[i + 1] = Math.imul(this.a[i] ?? 0, LANE_A) + c;
      this.b[i + 1] = Math.imul(this.b[i] ?? 0, LANE_B) + c;
      this.powA[i + 1] = Math.imul(this.powA[i] ?? 0, LANE_A);
      this.powB[i + 1] = Math.imul(this.powB[i] ?? 0, LANE_B);
    }
  }

  /** The hash of `source.slice(start, end)`. */
  of(start: number, end: number): string {
    const a = lane(this.a, this.powA, start, end);
    const b = lane(this.b, this.powB, start, end);
    return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}:${end - start}`;
  }
}
const LANE_A = 0x01000193;
const LANE_B = 0x5bd1e995;

function lane(prefix: Uint32Array, pow: Uint32Array, start: number, end: number): number {
  return ((prefix[end] ?? 0) - Math.imul(prefix[start] ?? 0, pow[end - start] ?? 0)) >>> 0;
}

/**
 * The fingerprint of an element (see CodebaseIdEntry.fingerprint); `textHash` is its whole
 * text's hash from SourceHashes.
 */
export function targetFingerprint(
  entry: Pick<CodebaseIdEntry, 'file' | 'component' | 'tag' | 'line' | 'column'>,
  textHash: string,
): string {
  const head = `${entry.file}\n${entry.component ?? ''}\n${entry.tag}\n${entry.line}:${entry.column}\n`;
  return `fp-${hash64(head + textHash)}`;
}

/** Every JSX element of the file with its id, in source order. */
export function computeCodebaseIds(source: string, relPath: string): CodebaseIdEntry[] {
  return collect(source, relPath).map((f) => f.entry);
}

/** Adds the `tempo-…` class to every host element; the code, its source map and the ids. */
export function stampCodebaseIds(source: string, relPath: string): StampResult {
  const found = collect(source, relPath);
  const s = new MagicString(source);
  for (const { entry, node } of found) {
    if (entry.hostElement) stampClass(s, node.openingElement, entry.codebaseId);
  }
  return {
    code: s.toString(),
    map: s.generateMap({ source: relPath, includeContent: true, hires: 'boundary' }),
    entries: found.map((f) => f.entry),
  };
}

/** The manifest served to the outer editor (and read by the write-back server). */
export function buildManifest(entries: Iterable<CodebaseIdEntry>): CodebaseManifest {
  const ids: Record<string, CodebaseIdEntry> = {};
  for (const entry of entries) ids[entry.codebaseId] = entry;
  return { version: 1, root: CANVAS_ROOT, ids };
}

function parseSource(source: string): t.File {
  return parse(source, {
    sourceType: 'module',
    plugins: ['typescript', 'jsx'],
    errorRecovery: false,
  });
}

const SKIPPED_KEYS = new Set([
  'loc',
  'start',
  'end',
  'range',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'comments',
  'tokens',
]);

function isNode(value: unknown): value is t.Node {
  return typeof value === 'object' && value !== null && typeof (value as t.Node).type === 'string';
}

/** A node's child nodes (not its positions or comments), in Babel's key order. */
export function astChildren(node: t.Node): t.Node[] {
  const out: t.Node[] = [];
  for (const key of Object.keys(node)) {
    if (SKIPPED_KEYS.has(key)) continue;
    const value = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) out.push(item);
    } else if (isNode(value)) {
      out.push(value);
    }
  }
  return out;
}

/** Child nodes in source order (Babel's key order is not always source order). */
function childNodes(node: t.Node): t.Node[] {
  return astChildren(node).sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
}

function isFunction(node: t.Node): boolean {
  return (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  );
}

function propertyKeyName(key: t.Node): string | null {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return null;
}

function tagName(name: t.JSXOpeningElement['name']): string {
  switch (name.type) {
    case 'JSXIdentifier':
      return name.name;
    case 'JSXNamespacedName':
      return `${name.namespace.name}:${name.name.name}`;
    case 'JSXMemberExpression':
      return `${tagName(name.object)}.${name.property.name}`;
  }
}

function isHostTag(name: t.JSXOpeningElement['name']): boolean {
  return name.type === 'JSXIdentifier' && /^[a-z]/.test(name.name);
}

function hasStaticText(node: t.JSXElement): boolean {
  if (node.children.length === 0) return false;
  let text = '';
  for (const child of node.children) {
    if (child.type !== 'JSXText') return false;
    text += child.value;
  }
  return text.trim().length > 0;
}

function collect(source: string, relPath: string): Found[] {
  const file = relPath.split('\\').join('/');
  const ast = parseSource(source);
  const found: Found[] = [];
  const hashes = new SourceHashes(source);
  const scopeRepeats = new Map<string, number>();

  const openScope = (parent: Scope, name: string): Scope => {
    const chain = parent.key === '' ? name : `${parent.key}/${name}`;
    const seen = scopeRepeats.get(chain) ?? 0;
    scopeRepeats.set(chain, seen + 1);
    return { key: seen === 0 ? chain : `${chain}#${seen}`, component: name };
  };

  // Iterative walk (deep JSX must not overflow the stack).
  interface Frame {
    node: t.Node;
    scope: Scope;
    /** Index counter of the current JSX parent (shared by its JSX children). */
    counter: { next: number };
    path: number[];
    /** Name given by a declarator/property to the function it holds (through wrappers). */
    pendingName: string | null;
  }
  const stack: Frame[] = [
    {
      node: ast.program,
      scope: { key: '', component: null },
      counter: { next: 0 },
      path: [],
      pendingName: null,
    },
  ];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { node } = frame;
    let { scope, counter, path } = frame;
    let childPendingName: string | null = null;

    if (isFunction(node) || node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
      const own = 'id' in node && node.id && node.id.type === 'Identifier' ? node.id.name : null;
      const name = own ?? frame.pendingName;
      if (name) {
        scope = openScope(scope, name);
        counter = { next: 0 };
        path = [];
      }
    } else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') {
      childPendingName = node.id.name;
    } else if (node.type === 'ObjectMethod' && !node.computed) {
      const name = propertyKeyName(node.key);
      if (name) {
        scope = openScope(scope, name);
        counter = { next: 0 };
        path = [];
      }
    } else if (
      (node.type === 'ObjectProperty' || node.type === 'ClassProperty') &&
      !node.computed
    ) {
      childPendingName = propertyKeyName(node.key);
    } else if (
      node.type === 'CallExpression' ||
      node.type === 'TSAsExpression' ||
      node.type === 'TSSatisfiesExpression'
    ) {
      // memo(forwardRef(function …)) keeps the declarator's name.
      childPendingName = frame.pendingName;
    }

    if (node.type === 'JSXElement') {
      const index = counter.next++;
      path = [...path, index];
      const opening = node.openingElement;
      const loc = node.loc!.start;
      const where = {
        file,
        line: loc.line,
        column: loc.column,
        component: scope.component,
        tag: tagName(opening.name),
      };
      found.push({
        node,
        entry: {
          codebaseId: codebaseIdFor(file, scope.key, path),
          ...where,
          hostElement: isHostTag(opening.name),
          staticText: hasStaticText(node),
          fingerprint: targetFingerprint(where, hashes.of(node.start!, node.end!)),
        },
      });
      counter = { next: 0 };
    }

    const children = childNodes(node);
    for (const child of children.reverse()) {
      stack.push({
        node: child,
        scope,
        counter,
        path,
        pendingName: childPendingName,
      });
    }
  }
  // The walk is depth-first in source order already; keep the contract explicit.
  return found;
}

/** Merges the id into the element's className without evaluating anything twice. */
function stampClass(s: MagicString, opening: t.JSXOpeningElement, id: string): void {
  let classAttr: t.JSXAttribute | null = null;
  for (const attr of opening.attributes) {
    if (
      attr.type === 'JSXAttribute' &&
      attr.name.type === 'JSXIdentifier' &&
      attr.name.name === 'className'
    ) {
      classAttr = attr; // React keeps the last one
    }
  }
  if (!classAttr) {
    // Before any spread: a spread that carries a className wins, as it would without us.
    s.appendLeft(opening.name.end!, ` className="${id}"`);
    return;
  }
  const value = classAttr.value;
  if (!value) return; // `className` alone is `true`: leave the author's oddity alone
  if (value.type === 'StringLiteral') {
    s.appendLeft(value.start! + 1, value.value.length > 0 ? `${id} ` : id);
    return;
  }
  if (value.type !== 'JSXExpressionContainer') return;
  const expr = value.expression;
  if (expr.type === 'JSXEmptyExpression') return; // not valid JSX as an attribute value
  if (expr.type === 'StringLiteral') {
    s.appendLeft(expr.start! + 1, expr.value.length > 0 ? `${id} ` : id);
  } else if (expr.type === 'TemplateLiteral') {
    s.appendLeft(expr.start! + 1, `${id} `);
  } else {
    // Any expression: evaluated once, falsy parts dropped (`cond && 'x'` gives no "false").
    s.appendLeft(value.start! + 1, `["${id}", (`);
    s.prependRight(value.end! - 1, `)].filter(Boolean).join(" ")`);
  }
}
