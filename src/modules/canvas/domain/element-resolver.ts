import type { Json } from './attributes.js';
import { CanvasErrors } from './canvas-errors.js';
import { canvasPath } from './canvas-paths.js';
import type { CodebaseIdIndex } from './id-index.js';
import type { NewElement } from './mutations.js';
import type { ElementRef, Workspace } from './workspace.js';

const CODEBASE_ID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Turns the element descriptors of a change request into elements of the files as they read
 * now: the id must be in the manifest, still in its file, and (when the caller sends one) still
 * carry the fingerprint the caller saw. Each refusal names the request field.
 */
export class ElementResolver {
  constructor(private readonly ids: CodebaseIdIndex) {}

  async one(ws: Workspace, descriptor: unknown, field: string): Promise<ElementRef> {
    const codebaseId =
      typeof descriptor === 'string'
        ? descriptor
        : typeof descriptor === 'object' && descriptor !== null
          ? (descriptor as { codebaseId?: unknown }).codebaseId
          : undefined;
    if (typeof codebaseId !== 'string') throw CanvasErrors.elementRequired(field);
    if (!CODEBASE_ID.test(codebaseId)) {
      throw CanvasErrors.invalidValue(
        field,
        'codebaseId may contain only letters, digits, - and _',
      );
    }
    const file = await this.ids.fileOf(codebaseId);
    if (file === undefined) throw CanvasErrors.unknownElement(field, codebaseId);
    const path = canvasPath(file);
    const source = await ws.source(path);
    const entry = this.ids.idsOf(path, source.text).get(codebaseId);
    if (!entry) throw CanvasErrors.staleManifest(field, codebaseId, path);
    // Optional for callers whose lookup has no fingerprint (outer editors of the existing
    // protocol send their own lookup entries, or bare ids); checked whenever it is sent.
    const fingerprint =
      typeof descriptor === 'object' && descriptor !== null
        ? (descriptor as { fingerprint?: unknown }).fingerprint
        : undefined;
    if (fingerprint !== undefined && fingerprint !== null && fingerprint !== entry.fingerprint) {
      throw CanvasErrors.staleTarget(field, codebaseId, path);
    }
    return { file: path, line: entry.line, column: entry.column, codebaseId, field };
  }

  async optional(
    ws: Workspace,
    descriptor: unknown,
    field: string,
  ): Promise<ElementRef | undefined> {
    return descriptor == null ? undefined : this.one(ws, descriptor, field);
  }

  async all(ws: Workspace, list: unknown[], field: string): Promise<ElementRef[]> {
    if (list.length === 0) throw CanvasErrors.invalidValue(field, 'must name at least one element');
    const refs: ElementRef[] = [];
    for (const [i, descriptor] of list.entries()) {
      refs.push(await this.one(ws, descriptor, `${field}.${i}`));
    }
    return refs;
  }

  /** `{type:'native', nativeTag, propsToSet}` or an element descriptor to copy. */
  async newElement(ws: Workspace, raw: unknown): Promise<NewElement> {
    if (typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === 'native') {
      const native = raw as { nativeTag?: unknown; componentName?: unknown; propsToSet?: unknown };
      const tag = native.nativeTag ?? native.componentName;
      if (typeof tag !== 'string') {
        throw CanvasErrors.invalidValue('newElement.nativeTag', 'must be a tag name');
      }
      const props = native.propsToSet ?? {};
      if (typeof props !== 'object' || props === null || Array.isArray(props)) {
        throw CanvasErrors.invalidValue('newElement.propsToSet', 'must be an object');
      }
      return { kind: 'tag', tag, props: props as Record<string, Json> };
    }
    return { kind: 'copy', element: await this.one(ws, raw, 'newElement') };
  }
}
