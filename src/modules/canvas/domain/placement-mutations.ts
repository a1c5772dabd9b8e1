// Mutations that place an element inside another: add a new one, move an existing one.
import { type Json, printAttribute } from './attributes.js';
import { CanvasErrors } from './canvas-errors.js';
import { relativeSpecifier, withoutExtension } from './canvas-paths.js';
import { ATTRIBUTE_NAME, COMPONENT_TAG, NATIVE_TAG } from './element-mutations.js';
import { type Block, blockOf, checkChildOf, insertChild, removeChild } from './jsx-blocks.js';
import { addImport, importsFor } from './jsx-imports.js';
import type { TextEdit } from './text-edits.js';
import type { ElementRef, Workspace } from './workspace.js';

/** A new element as the editor describes it: a native tag or component, or a copy of an element. */
export type NewElement =
  | { readonly kind: 'tag'; readonly tag: string; readonly props: Readonly<Record<string, Json>> }
  | { readonly kind: 'copy'; readonly element: ElementRef };

export interface AddInput {
  readonly destination: ElementRef;
  readonly before?: ElementRef;
  readonly after?: ElementRef;
  readonly newElement: NewElement;
  /** A canvas file that exports the component to add, when the destination does not import it. */
  readonly componentFile?: string;
  /** How imports of canvas files are written (`@/` → `@/shared/ui/Button`); relative when unset. */
  readonly importAlias?: string;
}

/** Adds a native element, a component (adding its import) or a copy of an element. */
export async function applyAdd(ws: Workspace, input: AddInput): Promise<void> {
  const { source: dest, element: container } = await ws.element(input.destination);
  const before = input.before ? (await ws.element(input.before)).element : undefined;
  const after = input.after ? (await ws.element(input.after)).element : undefined;
  if (input.before && input.before.file !== input.destination.file)
    throw CanvasErrors.invalidValue('beforeElement', 'is not a child of the destination element');
  if (input.after && input.after.file !== input.destination.file)
    throw CanvasErrors.invalidValue('afterElement', 'is not a child of the destination element');
  checkChildOf(dest, container, before, 'beforeElement');
  checkChildOf(dest, container, after, 'afterElement');
  const edits: TextEdit[] = [];
  let block: Block;
  if (input.newElement.kind === 'tag') {
    const { tag, props } = input.newElement;
    if (!NATIVE_TAG.test(tag) && !COMPONENT_TAG.test(tag))
      throw CanvasErrors.invalidValue('newElement.nativeTag', `"${tag}" is not a tag name`);
    for (const name of Object.keys(props)) {
      if (!ATTRIBUTE_NAME.test(name))
        throw CanvasErrors.invalidValue(
          'newElement.propsToSet',
          `"${name}" is not a JSX attribute name`,
        );
    }
    if (COMPONENT_TAG.test(tag) && !dest.topLevelBindings().has(tag.split('.')[0])) {
      if (!input.componentFile)
        throw CanvasErrors.unknownComponent('newElement.componentName', tag);
      const exporter = await ws.source(input.componentFile);
      const root = tag.split('.')[0];
      const exported = exporter.exportedNames();
      const imported = exported.has(root) ? root : exported.has('default') ? 'default' : undefined;
      if (!imported) throw CanvasErrors.unknownComponent('newElement.componentName', tag);
      const target = withoutExtension(input.componentFile);
      const specifier = input.importAlias
        ? `${input.importAlias}${target}`
        : relativeSpecifier(input.destination.file, target);
      const edit = addImport(dest, root, imported, specifier);
      if (edit) edits.push(edit);
    }
    const attributes = Object.entries(props)
      .map(([name, value]) => ` ${printAttribute(name, value)}`)
      .join('');
    block = { lines: [`<${tag}${attributes} />`], verbatim: false };
  } else {
    const { source: from, element } = await ws.element(input.newElement.element);
    block = blockOf(from, element);
    if (input.newElement.element.file !== input.destination.file)
      edits.push(...importsFor(from, element, dest, 'newElement'));
  }
  edits.push(insertChild(dest, container, block, { before, after }));
  ws.apply(input.destination.file, edits);
}

export interface MoveInput {
  readonly element: ElementRef;
  readonly container: ElementRef;
  readonly before?: ElementRef;
  readonly after?: ElementRef;
  readonly expectedParent?: ElementRef;
}

/**
 * Moves a JSX child into another element (before/after a sibling, else last), re-indented for
 * its new depth. Across files (both in the canvas) the components it uses are imported; other
 * names it needs from its file refuse the move.
 */
export async function applyMove(ws: Workspace, input: MoveInput): Promise<void> {
  const { source: from, element } = await ws.element(input.element);
  const { source: dest, element: container } = await ws.element(input.container);
  const before = input.before ? (await ws.element(input.before)).element : undefined;
  const after = input.after ? (await ws.element(input.after)).element : undefined;
  const parent = from.jsxParentOf(element);
  if (input.expectedParent) {
    const expected = await ws.element(input.expectedParent);
    if (input.expectedParent.file !== input.element.file || parent !== expected.element)
      throw CanvasErrors.parentChanged();
  }
  if (!parent)
    throw CanvasErrors.unsupportedPosition(
      'elementToMove',
      'move',
      'it is not a child of another element',
    );
  const sameFile = input.element.file === input.container.file;
  if (sameFile && element.start <= container.start && container.end <= element.end)
    throw CanvasErrors.moveIntoItself();
  if (input.before && input.before.file !== input.container.file)
    throw CanvasErrors.invalidValue('beforeElement', 'is not a child of the new container');
  if (input.after && input.after.file !== input.container.file)
    throw CanvasErrors.invalidValue('afterElement', 'is not a child of the new container');
  checkChildOf(dest, container, before, 'beforeElement');
  checkChildOf(dest, container, after, 'afterElement');
  if (before === element || after === element) return;
  const block = blockOf(from, element);
  const insertion = insertChild(dest, container, block, { before, after });
  const removal = removeChild(from, element);
  if (sameFile) {
    ws.apply(input.element.file, [removal, insertion]);
    return;
  }
  const imports = importsFor(from, element, dest, 'elementToMove');
  ws.apply(input.container.file, [...imports, insertion]);
  ws.apply(input.element.file, [removal]);
}
