import {
  type CodebaseIdEntry,
  computeCodebaseIds,
  SourceHashes,
  targetFingerprint,
} from '@tradiehub/codebase-ids';
import type * as t from '@babel/types';
import type { CodebaseManifestReader } from './ports.js';
import { jsxName, type SourceFile } from './source-file.js';

/** As the codebase-id scheme defines it: non-blank children that are all JSX text. */
function hasStaticText(element: t.JSXElement): boolean {
  if (element.children.length === 0) return false;
  let text = '';
  for (const child of element.children) {
    if (child.type !== 'JSXText') return false;
    text += child.value;
  }
  return text.trim().length > 0;
}

/**
 * The canvas's own view of codebase ids, fresher than the manifest. The ids of a file are
 * computed with the same function the Vite plugin uses and cached by the file's exact text, so
 * verifying an element costs nothing while the file is unchanged. After every write the
 * written files are indexed again: the next change in the same editing session finds the
 * elements a change created or renumbered before Vite has rewritten the manifest. Ids of files
 * the canvas has not indexed yet are found through the manifest.
 */
export class CodebaseIdIndex {
  private readonly byFile = new Map<string, { text: string; ids: Map<string, CodebaseIdEntry> }>();
  private readonly fileOfId = new Map<string, string>();

  constructor(private readonly manifest: CodebaseManifestReader) {}

  /** The ids of `file` as it reads now. */
  idsOf(file: string, text: string): Map<string, CodebaseIdEntry> {
    const cached = this.byFile.get(file);
    if (cached && cached.text === text) return cached.ids;
    if (cached) for (const id of cached.ids.keys()) this.fileOfId.delete(id);
    const ids = new Map<string, CodebaseIdEntry>();
    for (const entry of computeCodebaseIds(text, file)) {
      ids.set(entry.codebaseId, entry);
      this.fileOfId.set(entry.codebaseId, file);
    }
    this.byFile.set(file, { text, ids });
    return ids;
  }

  /**
   * Indexes `after` from `before` without recomputing ids, for a change that only edited
   * classes, text, prop values or a tag name: such edits never change an id (ids hash the
   * file, the enclosing named functions and the element's structural path), so the elements
   * of `after`, in source order, carry the ids of `before`'s elements one for one. Only their
   * positions, tag and static-text flag are read again from `after`'s parse. Returns false
   * (and indexes nothing) when the element lists do not line up; the caller then recomputes.
   */
  carryOver(file: string, before: string, after: SourceFile, renamedTag: boolean): boolean {
    const cached = this.byFile.get(file);
    if (!cached || cached.text !== before) return false;
    const old = [...cached.ids.values()];
    const elements = after.elements;
    if (old.length !== elements.length) return false;
    const ids = new Map<string, CodebaseIdEntry>();
    let renamed = 0;
    const hashes = new SourceHashes(after.text);
    for (let i = 0; i < old.length; i += 1) {
      const entry = old[i];
      const element = elements[i];
      const tag = jsxName(element.openingElement.name);
      if (tag !== entry.tag && (!renamedTag || ++renamed > 1)) return false;
      const where = {
        file: entry.file,
        component: entry.component,
        line: element.loc.start.line,
        column: element.loc.start.column,
        tag,
      };
      ids.set(entry.codebaseId, {
        ...entry,
        ...where,
        hostElement: /^[a-z]/.test(tag) && element.openingElement.name.type === 'JSXIdentifier',
        staticText: hasStaticText(element),
        fingerprint: targetFingerprint(where, hashes.of(element.start, element.end)),
      });
    }
    this.byFile.set(file, { text: after.text, ids });
    return true;
  }

  /** The entries of `file` as last indexed (in source order), or undefined. */
  entriesOf(file: string): CodebaseIdEntry[] | undefined {
    const cached = this.byFile.get(file);
    return cached ? [...cached.ids.values()] : undefined;
  }

  /** The file that holds `codebaseId`: this index first, then the manifest. */
  async fileOf(codebaseId: string): Promise<string | undefined> {
    return this.fileOfId.get(codebaseId) ?? (await this.manifest.fileOf(codebaseId));
  }
}
