// The imports JSX needs when it is moved or copied into another file, or a component is added.
import type * as t from '@babel/types';
import { CanvasErrors } from './canvas-errors.js';
import { relativeSpecifier, resolveRelative } from './canvas-paths.js';
import type { Located, SourceFile } from './source-file.js';
import type { TextEdit } from './text-edits.js';

/** Names the moved or copied JSX uses from its file: components and values. */
interface Needs {
  /** Imports the destination must gain: local name → how the source file imports it. */
  imports: Map<
    string,
    { imported: string; source: string; declaration: Located<t.ImportDeclaration> }
  >;
  /** Names bound in the source file that cannot follow the JSX to another file. */
  local: string[];
}

function patternNames(node: t.Node | null | undefined, out: Set<string>): void {
  if (!node) return;
  switch (node.type) {
    case 'Identifier':
      out.add(node.name);
      break;
    case 'ObjectPattern':
      for (const p of node.properties) patternNames(p.type === 'RestElement' ? p : p.value, out);
      break;
    case 'ArrayPattern':
      for (const e of node.elements) patternNames(e, out);
      break;
    case 'RestElement':
      patternNames(node.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(node.left, out);
      break;
    default:
      break;
  }
}

/** Names bound anywhere in `nodes` (variables, parameters, functions, classes, catch params). */
function bindingsIn(source: SourceFile, root: t.Node): Set<string> {
  const out = new Set<string>();
  for (const node of source.descendants(root)) {
    if (node.type === 'VariableDeclarator') patternNames(node.id, out);
    else if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression' ||
      node.type === 'ObjectMethod' ||
      node.type === 'ClassMethod'
    ) {
      for (const p of node.params) patternNames(p, out);
      if ('id' in node && node.id) out.add(node.id.name);
    } else if (node.type === 'CatchClause') patternNames(node.param, out);
    else if (node.type === 'ClassDeclaration' && node.id) out.add(node.id.name);
  }
  return out;
}

function referencedNames(source: SourceFile, root: Located): Set<string> {
  const out = new Set<string>();
  for (const node of source.descendants(root)) {
    if (node.type === 'JSXOpeningElement') {
      let name = node.name;
      while (name.type === 'JSXMemberExpression') name = name.object;
      if (name.type === 'JSXIdentifier' && /^[A-Z_$]/.test(name.name)) out.add(name.name);
      continue;
    }
    if (node.type !== 'Identifier') continue;
    const parent = source.parentOf(node);
    if (!parent || parent.type.startsWith('TS')) continue;
    if (
      (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') &&
      parent.property === node &&
      !parent.computed
    )
      continue;
    if (
      (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') &&
      parent.key === node &&
      !parent.computed &&
      !(parent.type === 'ObjectProperty' && parent.shorthand)
    )
      continue;
    out.add(node.name);
  }
  for (const bound of bindingsIn(source, root)) out.delete(bound);
  return out;
}

function needsOf(source: SourceFile, node: Located): Needs {
  const needs: Needs = { imports: new Map(), local: [] };
  const topLevel = source.topLevelBindings();
  const anywhere = bindingsIn(source, source.ast);
  for (const name of referencedNames(source, node)) {
    const declaration = source.importOf(name);
    if (declaration) {
      const specifier = declaration.specifiers.find((s) => s.local.name === name)!;
      const imported =
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.type === 'ImportNamespaceSpecifier'
            ? '*'
            : specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : specifier.imported.value;
      needs.imports.set(name, { imported, source: declaration.source.value, declaration });
    } else if (topLevel.has(name) || anywhere.has(name)) {
      needs.local.push(name);
    }
  }
  return needs;
}

/** The import specifier of `source` (a specifier written in `fromFile`) as seen from `toFile`. */
function rebase(fromFile: string, toFile: string, specifier: string): string {
  const target = resolveRelative(fromFile, specifier);
  return target === undefined ? specifier : relativeSpecifier(toFile, target);
}

/** An edit adding `import { imported as name } from 'source'` (merged into an existing one). */
export function addImport(
  dest: SourceFile,
  name: string,
  imported: string,
  from: string,
): TextEdit | null {
  const existing = dest.importOf(name);
  if (existing) return null;
  const nl = dest.newline();
  const declarations = dest.ast.program.body.filter(
    (s) => s.type === 'ImportDeclaration',
  ) as Located<t.ImportDeclaration>[];
  const quote = declarations[0] ? dest.slice(declarations[0].source as Located)[0] : "'";
  const semi = declarations[0] ? dest.slice(declarations[0]).trimEnd().endsWith(';') : true;
  const named = imported === name ? name : `${imported} as ${name}`;
  if (imported !== 'default' && imported !== '*') {
    const same = declarations.find(
      (d) =>
        d.source.value === from &&
        d.importKind !== 'type' &&
        d.specifiers.some((s) => s.type === 'ImportSpecifier'),
    );
    if (same) {
      const lastSpecifier = same.specifiers[same.specifiers.length - 1] as Located;
      return { start: lastSpecifier.end, end: lastSpecifier.end, text: `, ${named}` };
    }
  }
  const clause = imported === 'default' ? name : imported === '*' ? `* as ${name}` : `{ ${named} }`;
  const line = `import ${clause} from ${quote}${from.split(quote).join(`\\${quote}`)}${quote}${semi ? ';' : ''}`;
  const lastImport = declarations[declarations.length - 1];
  if (lastImport) return { start: lastImport.end, end: lastImport.end, text: `${nl}${line}` };
  return { start: 0, end: 0, text: `${line}${nl}${nl}` };
}

/** Import edits for JSX taken from `from` into `dest`; refuses names that cannot follow it. */
export function importsFor(
  from: SourceFile,
  node: Located,
  dest: SourceFile,
  field: 'elementToMove' | 'newElement',
): TextEdit[] {
  const needs = needsOf(from, node);
  if (needs.local.length > 0) {
    if (field === 'elementToMove') throw CanvasErrors.moveNeedsScope(needs.local);
    throw CanvasErrors.unsupportedPosition(
      field,
      'add a copy of',
      `it uses ${needs.local.join(', ')} of ${from.path}`,
    );
  }
  const bound = dest.topLevelBindings();
  const edits: TextEdit[] = [];
  for (const [name, need] of needs.imports) {
    if (bound.has(name)) {
      const own = dest.importOf(name);
      if (!own || rebase(dest.path, from.path, own.source.value) !== need.source) {
        throw CanvasErrors.moveNeedsScope([`${name} (${dest.path} has its own ${name})`]);
      }
      continue;
    }
    const edit = addImport(dest, name, need.imported, rebase(from.path, dest.path, need.source));
    if (edit) edits.push(edit);
  }
  return edits;
}
