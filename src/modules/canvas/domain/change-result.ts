import type { CodebaseIdEntry } from '@tradiehub/codebase-ids';
import type { CodebaseIdIndex } from './id-index.js';
import { idMapOf } from './id-remap.js';
import type { CodebaseManifestReader } from './ports.js';
import type { SourceFile } from './source-file.js';
import { diffLines, type Hunk } from './text-edits.js';
import type { FileChange } from './workspace.js';

/** What the server answers for a change: the activity and each file's changed lines. */
export interface ChangeResult {
  /** The activity to undo or redo; null when the change left every file as it was. */
  readonly activityId: string | null;
  readonly files: readonly FileDiff[];
  /** Codebase ids that exist only after the change (added, duplicated, wrapped, renumbered). */
  readonly addedCodebaseIds: readonly string[];
  /** Codebase ids that no longer exist after the change. */
  readonly removedCodebaseIds: readonly string[];
  /**
   * Previous → new codebase id of every element the change renumbered (empty when none was):
   * the outer editor and the frame re-key their changes and selection through it.
   */
  readonly prevIdToNewIdMap: Readonly<Record<string, string>>;
  /** The manifest entries of each changed file as it now reads (already in the manifest). */
  readonly codebaseIds: Readonly<Record<string, readonly CodebaseIdEntry[]>>;
}

/** The changed lines of one file, and a unified diff to show. */
export interface FileDiff {
  readonly file: string;
  readonly hunks: readonly Hunk[];
  readonly diff: string;
}

/** Changes that add, remove or reorder elements, and so renumber codebase ids. */
const STRUCTURAL = new Set([
  'addJsxElement',
  'moveJsxElement',
  'removeJsxElement',
  'wrapInDiv',
  'duplicate',
]);

/** Builds the answer to a change (or an undo or redo) once its files are written. */
export class ChangeAnswers {
  constructor(
    private readonly ids: CodebaseIdIndex,
    private readonly manifest: CodebaseManifestReader,
    private readonly parse: (file: string, text: string) => SourceFile,
  ) {}

  /**
   * The answer for files just written, after indexing their new text and writing it to the
   * manifest (so the manifest never lags the answer). A change that only edits classes, text,
   * props or a tag name keeps every id, so the new text is indexed from the one parse the next
   * call needs anyway; other changes recompute the ids and map the renumbered ones.
   */
  async answer(
    activityId: string | null,
    files: readonly FileChange[],
    name: string,
  ): Promise<ChangeResult> {
    const added = new Set<string>();
    const removed = new Set<string>();
    const idMap: Record<string, string> = {};
    const entries = new Map<string, readonly CodebaseIdEntry[]>();
    for (const change of files) {
      if (!STRUCTURAL.has(name)) {
        const after = this.parse(change.file, change.after);
        const renamed = name === 'changeElementTag';
        if (this.ids.carryOver(change.file, change.before, after, renamed)) {
          entries.set(change.file, this.ids.entriesOf(change.file)!);
          continue;
        }
      }
      const before = this.safeIds(change.file, change.before);
      const after = this.safeIds(change.file, change.after);
      if (!after) continue;
      entries.set(change.file, [...after.values()]);
      for (const id of after.keys()) if (!before?.has(id)) added.add(id);
      for (const id of before?.keys() ?? []) if (!after.has(id)) removed.add(id);
      if (before) {
        Object.assign(
          idMap,
          idMapOf(
            this.parse(change.file, change.before),
            [...before.values()],
            this.parse(change.file, change.after),
            [...after.values()],
          ),
        );
      }
    }
    if (entries.size > 0) await this.manifest.replaceFiles(entries);
    return {
      activityId,
      files: files.map((c) => {
        const { hunks, patch } = diffLines(c.file, c.before, c.after);
        return { file: c.file, hunks, diff: patch };
      }),
      addedCodebaseIds: [...added],
      removedCodebaseIds: [...removed],
      prevIdToNewIdMap: idMap,
      codebaseIds: Object.fromEntries(entries),
    };
  }

  /** Ids of a text (undefined when it does not parse); the text indexed last stays current. */
  private safeIds(file: string, text: string): Map<string, CodebaseIdEntry> | undefined {
    try {
      return new Map(this.ids.idsOf(file, text));
    } catch {
      return undefined;
    }
  }
}
