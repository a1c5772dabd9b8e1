import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { astChildren } from '@tradiehub/codebase-ids';
import { CanvasErrors } from './canvas-errors.js';

/** A node with the offsets Babel always sets. */
export type Located<N extends t.Node = t.Node> = N & {
  start: number;
  end: number;
  loc: t.SourceLocation;
};

/**
 * A parsed source file: the exact text, its Babel AST (TypeScript + JSX), a parent map and its
 * JSX elements by the position of their `<` (line 1-based, column 0-based, as in the
 * codebase-id manifest). Read only: edits are computed as text ranges over it.
 */
export class SourceFile {
  readonly ast: t.File;
  private readonly parents = new Map<t.Node, t.Node>();
  private readonly byPosition = new Map<string, Located<t.JSXElement>>();
  readonly elements: Located<t.JSXElement>[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly path: string,
    readonly text: string,
  ) {
    try {
      this.ast = parse(text, {
        sourceType: 'module',
        plugins: /\.tsx$/.test(path)
          ? ['typescript', 'jsx']
          : /\.[cm]?ts$/.test(path)
            ? ['typescript'] // `<T>value` casts are not JSX here
            : ['jsx'],
      });
    } catch (error) {
      throw CanvasErrors.unparsable(path, error instanceof Error ? error.message : String(error));
    }
    for (let i = 0; i < text.length; i += 1)
      if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    this.index();
  }

  private index(): void {
    const stack: t.Node[] = [this.ast];
    const found: Located<t.JSXElement>[] = [];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'JSXElement') found.push(node as Located<t.JSXElement>);
      for (const child of astChildren(node)) {
        this.parents.set(child, node);
        stack.push(child);
      }
    }
    found.sort((a, b) => a.start - b.start);
    for (const element of found) {
      this.elements.push(element);
      this.byPosition.set(`${element.loc.start.line}:${element.loc.start.column}`, element);
    }
  }

  /** The JSX element whose `<` is at this position, if any. */
  elementAt(line: number, column: number): Located<t.JSXElement> | undefined {
    return this.byPosition.get(`${line}:${column}`);
  }

  parentOf(node: t.Node): t.Node | undefined {
    return this.parents.get(node);
  }

  /** The nearest JSX element or fragment this element is a direct child of, if it is one. */
  jsxParentOf(node: t.Node): Located<t.JSXElement | t.JSXFragment> | undefined {
    const parent = this.parents.get(node);
    if (parent && (parent.type === 'JSXElement' || parent.type === 'JSXFragment')) {
      return parent as Located<t.JSXElement | t.JSXFragment>;
    }
    return undefined;
  }

  /** Every node inside `root` (itself included), in no particular order. */
  *descendants(root: t.Node): Generator<t.Node> {
    const stack: t.Node[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      yield node;
      stack.push(...astChildren(node));
    }
  }

  /** Offset of the start of the line holding `offset`. */
  lineStartOf(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return this.lineStarts[lo];
  }

  /** Offset just before the newline (or the end of text) of the line holding `offset`. */
  lineEndOf(offset: number): number {
    const nl = this.text.indexOf('\n', offset);
    return nl === -1 ? this.text.length : nl;
  }

  /** The whitespace that starts the line holding `offset`. */
  indentAt(offset: number): string {
    const start = this.lineStartOf(offset);
    return /^[ \t]*/.exec(this.text.slice(start, this.lineEndOf(start)))![0];
  }

  /** True when only whitespace precedes `start` on its line and follows `end` on its line. */
  ownsLines(start: number, end: number): boolean {
    return (
      this.text.slice(this.lineStartOf(start), start).trim() === '' &&
      this.text.slice(end, this.lineEndOf(end)).trim() === ''
    );
  }

  /** The file's indentation step: the most common increase between indented lines, else 2 spaces. */
  indentUnit(): string {
    if (this.text.includes('\n\t')) return '\t';
    const counts = new Map<number, number>();
    let previous = 0;
    for (const line of this.text.split('\n')) {
      if (line.trim() === '') continue;
      const width = /^ */.exec(line)![0].length;
      if (width > previous) counts.set(width - previous, (counts.get(width - previous) ?? 0) + 1);
      previous = width;
    }
    let best = 2;
    let bestCount = 0;
    for (const [step, count] of counts) {
      if (count > bestCount) {
        best = step;
        bestCount = count;
      }
    }
    return ' '.repeat(best);
  }

  /** The newline the file uses. */
  newline(): string {
    return this.text.includes('\r\n') ? '\r\n' : '\n';
  }

  slice(node: { start: number; end: number }): string {
    return this.text.slice(node.start, node.end);
  }

  /** Names bound at the top level of the module (imports, functions, classes, variables). */
  topLevelBindings(): Set<string> {
    const names = new Set<string>();
    for (const statement of this.ast.program.body) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
          ? statement.declaration
          : statement;
      if (!declaration) continue;
      if (declaration.type === 'ImportDeclaration') {
        for (const specifier of declaration.specifiers) names.add(specifier.local.name);
      } else if (
        (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
        declaration.id
      ) {
        names.add(declaration.id.name);
      } else if (declaration.type === 'VariableDeclaration') {
        for (const d of declaration.declarations)
          if (d.id.type === 'Identifier') names.add(d.id.name);
      }
    }
    return names;
  }

  /** The import declaration that binds `name`, if any. */
  importOf(name: string): Located<t.ImportDeclaration> | undefined {
    for (const statement of this.ast.program.body) {
      if (
        statement.type === 'ImportDeclaration' &&
        statement.specifiers.some((s) => s.local.name === name)
      ) {
        return statement as Located<t.ImportDeclaration>;
      }
    }
    return undefined;
  }

  /** Names this module exports (`default` for a default export). */
  exportedNames(): Set<string> {
    const names = new Set<string>();
    for (const statement of this.ast.program.body) {
      if (statement.type === 'ExportDefaultDeclaration') names.add('default');
      if (statement.type !== 'ExportNamedDeclaration') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.exported.type === 'Identifier') names.add(specifier.exported.name);
      }
      const d = statement.declaration;
      if (!d) continue;
      if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id)
        names.add(d.id.name);
      if (d.type === 'VariableDeclaration') {
        for (const v of d.declarations) if (v.id.type === 'Identifier') names.add(v.id.name);
      }
    }
    return names;
  }
}

/** The tag name of a JSX name node as written (`div`, `Card`, `Foo.Bar`, `svg:path`). */
export function jsxName(name: t.JSXOpeningElement['name']): string {
  switch (name.type) {
    case 'JSXIdentifier':
      return name.name;
    case 'JSXNamespacedName':
      return `${name.namespace.name}:${name.name.name}`;
    case 'JSXMemberExpression':
      return `${jsxName(name.object)}.${name.property.name}`;
  }
}

/** The named attribute of an opening element (the last one wins, as in React). */
export function findAttribute(
  element: t.JSXElement,
  name: string,
): Located<t.JSXAttribute> | undefined {
  let found: Located<t.JSXAttribute> | undefined;
  for (const attribute of element.openingElement.attributes) {
    if (attribute.type === 'JSXAttribute' && jsxAttributeName(attribute) === name) {
      found = attribute as Located<t.JSXAttribute>;
    }
  }
  return found;
}

function jsxAttributeName(attribute: t.JSXAttribute): string {
  return attribute.name.type === 'JSXIdentifier'
    ? attribute.name.name
    : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
}
