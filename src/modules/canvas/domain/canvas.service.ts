import type { CodebaseIdEntry } from '#shared/codebase-ids/codebase-ids.js';
import type { Clock } from '#shared/domain/clock.js';
import type { Json } from './attributes.js';
import { CanvasErrors } from './canvas-errors.js';
import { canvasPath } from './canvas-paths.js';
import { CodebaseIdIndex } from './id-index.js';
import { idMapOf } from './id-remap.js';
import {
  applyAdd,
  applyAddClass,
  applyChangeProp,
  applyChangeTag,
  applyDuplicate,
  applyEditText,
  applyMove,
  applyRemove,
  applyRemoveClass,
  applyStyling,
  applyWrap,
  type NewElement,
  type StylingFramework,
} from './mutations.js';
import type {
  ActivityIds,
  ActivityStore,
  CanvasFiles,
  CodebaseManifestReader,
  SourceFormatter,
} from './ports.js';
import { SourceFile } from './source-file.js';
import type { StyleChanges } from './styling.js';
import { diffLines, type Hunk, lineHunk } from './text-edits.js';
import { type ElementRef, type FileChange, Workspace } from './workspace.js';

export interface CanvasSettings {
  /** The canvas id of the URL (`canvases/{canvasId}/…`). */
  readonly canvasId: string;
  /** How imports of canvas files are written (`@/`), or relative when unset. */
  readonly importAlias?: string;
}

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

type Mutation = (ws: Workspace) => Promise<void>;

const CODEBASE_ID = /^[A-Za-z0-9_-]{1,200}$/;

/** Changes that add, remove or reorder elements, and so renumber codebase ids. */
const STRUCTURAL = new Set([
  'addJsxElement',
  'moveJsxElement',
  'removeJsxElement',
  'wrapInDiv',
  'duplicate',
]);

/**
 * Applies editor changes to the canvas's source files: resolves elements through the
 * codebase-id manifest and verifies them against the current text, computes the change as
 * text edits (untouched lines stay byte-identical), formats only the changed range when a line
 * got too long, writes atomically and records an activity for byte-exact undo and redo.
 * Changes run one at a time per canvas, so a file is never read and written by two at once.
 */
export class CanvasService {
  private readonly ids: CodebaseIdIndex;
  private readonly manifest: CodebaseManifestReader;
  private readonly parsed = new Map<string, SourceFile>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly files: CanvasFiles,
    manifest: CodebaseManifestReader,
    private readonly formatter: SourceFormatter,
    private readonly activityIds: ActivityIds,
    private readonly activities: ActivityStore,
    private readonly clock: Clock,
    private readonly settings: CanvasSettings,
  ) {
    this.ids = new CodebaseIdIndex(manifest);
    this.manifest = manifest;
  }

  // ------------------------------------------------------------------ the 13 calls

  async styling(
    canvasId: string,
    body: {
      reactElement: unknown;
      styling: StyleChanges;
      stylingFramework: StylingFramework;
      modifiers: readonly string[];
      customProperties: StyleChanges;
    },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'styling', async (ws) =>
      applyStyling(ws, {
        element: await this.resolve(ws, body.reactElement, 'reactElement'),
        styling: body.styling,
        framework: body.stylingFramework,
        modifiers: body.modifiers,
        customProperties: body.customProperties,
      }),
    );
  }

  async addJsxElement(
    canvasId: string,
    body: {
      destinationElement: unknown;
      beforeElement: unknown;
      afterElement: unknown;
      newElement: unknown;
      canvasId?: string | null;
      fileContentsSourceFilename?: string | null;
    },
  ): Promise<ChangeResult> {
    if (body.canvasId != null && body.canvasId !== canvasId) {
      throw CanvasErrors.invalidValue('canvasId', 'differs from the canvas of the URL');
    }
    return this.change(canvasId, 'addJsxElement', async (ws) => {
      const destination = await this.resolve(ws, body.destinationElement, 'destinationElement');
      const before = await this.resolveOptional(ws, body.beforeElement, 'beforeElement');
      const after = await this.resolveOptional(ws, body.afterElement, 'afterElement');
      const newElement = await this.newElement(ws, body.newElement);
      const componentFile =
        body.fileContentsSourceFilename != null
          ? canvasPath(body.fileContentsSourceFilename)
          : undefined;
      await applyAdd(ws, {
        destination,
        before,
        after,
        newElement,
        componentFile,
        importAlias: this.settings.importAlias,
      });
    });
  }

  async moveJsxElement(
    canvasId: string,
    body: {
      elementToMove: unknown;
      newContainerElement: unknown;
      afterElement: unknown;
      beforeElement: unknown;
      expectedCurrentParent: unknown;
    },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'moveJsxElement', async (ws) =>
      applyMove(ws, {
        element: await this.resolve(ws, body.elementToMove, 'elementToMove'),
        container: await this.resolve(ws, body.newContainerElement, 'newContainerElement'),
        before: await this.resolveOptional(ws, body.beforeElement, 'beforeElement'),
        after: await this.resolveOptional(ws, body.afterElement, 'afterElement'),
        expectedParent: await this.resolveOptional(
          ws,
          body.expectedCurrentParent,
          'expectedCurrentParent',
        ),
      }),
    );
  }

  async removeJsxElement(
    canvasId: string,
    body: { elementsToRemove: unknown[] },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'removeJsxElement', async (ws) =>
      applyRemove(ws, await this.resolveAll(ws, body.elementsToRemove, 'elementsToRemove')),
    );
  }

  async changePropValue(
    canvasId: string,
    body: { elementToModify: unknown; propName: string; propValue: Json },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'changePropValue', async (ws) =>
      applyChangeProp(ws, {
        element: await this.resolve(ws, body.elementToModify, 'elementToModify'),
        propName: body.propName,
        propValue: body.propValue,
      }),
    );
  }

  async wrapInDiv(canvasId: string, body: { reactElements: unknown[] }): Promise<ChangeResult> {
    return this.change(canvasId, 'wrapInDiv', async (ws) =>
      applyWrap(ws, await this.resolveAll(ws, body.reactElements, 'reactElements')),
    );
  }

  async duplicate(canvasId: string, body: { reactElements: unknown[] }): Promise<ChangeResult> {
    return this.change(canvasId, 'duplicate', async (ws) =>
      applyDuplicate(ws, await this.resolveAll(ws, body.reactElements, 'reactElements')),
    );
  }

  async changeElementTag(
    canvasId: string,
    body: { elementToModify: unknown; newTag: string },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'changeElementTag', async (ws) =>
      applyChangeTag(ws, {
        element: await this.resolve(ws, body.elementToModify, 'elementToModify'),
        newTag: body.newTag,
      }),
    );
  }

  async addClass(
    canvasId: string,
    body: {
      reactElement: unknown;
      className: string;
      stylingFramework: StylingFramework;
      modifiers: readonly string[];
      customProperties: StyleChanges;
    },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'addClass', async (ws) =>
      applyAddClass(ws, {
        element: await this.resolve(ws, body.reactElement, 'reactElement'),
        className: body.className,
        framework: body.stylingFramework,
        modifiers: body.modifiers,
        customProperties: body.customProperties,
      }),
    );
  }

  async removeClass(
    canvasId: string,
    body: { reactElement: unknown; className: string },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'removeClass', async (ws) =>
      applyRemoveClass(ws, {
        element: await this.resolve(ws, body.reactElement, 'reactElement'),
        className: body.className,
      }),
    );
  }

  async editText(
    canvasId: string,
    body: { element: unknown; newText: string; oldText: string },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'editText', async (ws) =>
      applyEditText(ws, {
        element: await this.resolve(ws, body.element, 'element'),
        newText: body.newText,
        oldText: body.oldText,
      }),
    );
  }

  /** Restores the files of an activity to their text before it, if nobody changed them since. */
  async undo(canvasId: string, activityId: string): Promise<ChangeResult> {
    this.checkCanvas(canvasId);
    return this.serialised(async () => {
      const activity = await this.activities.get(activityId);
      if (!activity) throw CanvasErrors.unknownActivity('latestUuid');
      if (activity.undone) throw CanvasErrors.alreadyUndone();
      await this.restore(activity.files, 'latestUuid');
      await this.activities.setUndone(activity.id, true);
      return await this.result(activity.id, invert(activity.files), activity.name);
    });
  }

  /** Re-applies an undone activity, if its files still read as the undo left them. */
  async redo(canvasId: string, activityId: string): Promise<ChangeResult> {
    this.checkCanvas(canvasId);
    return this.serialised(async () => {
      const activity = await this.activities.get(activityId);
      if (!activity) throw CanvasErrors.unknownActivity('changeToRedoId');
      if (!activity.undone) throw CanvasErrors.notUndone();
      await this.restore(invert(activity.files), 'changeToRedoId');
      await this.activities.setUndone(activity.id, false);
      return await this.result(activity.id, activity.files, activity.name);
    });
  }

  // ------------------------------------------------------------------ the machinery

  private checkCanvas(canvasId: string): void {
    if (canvasId !== this.settings.canvasId) throw CanvasErrors.unknownCanvas(canvasId);
  }

  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async change(canvasId: string, name: string, mutate: Mutation): Promise<ChangeResult> {
    this.checkCanvas(canvasId);
    return this.serialised(async () => {
      const ws = new Workspace(
        (file) => this.files.read(file),
        (file, text) => this.parse(file, text),
      );
      await mutate(ws);
      const changes: FileChange[] = [];
      for (const change of ws.changes()) changes.push(await this.formatted(change));
      const effective = changes.filter((c) => c.before !== c.after);
      if (effective.length === 0) return await this.result(null, [], name);
      await this.writeAll(
        effective.map((c) => ({ file: c.file, text: c.after, previous: c.before })),
      );
      const id = this.activityIds.next();
      await this.activities.record({
        id,
        name,
        at: this.clock.now(),
        files: effective,
        undone: false,
      });
      return await this.result(id, effective, name);
    });
  }

  private parse(file: string, text: string): SourceFile {
    const cached = this.parsed.get(file);
    if (cached && cached.text === text) return cached;
    const parsed = new SourceFile(file, text);
    this.parsed.set(file, parsed);
    return parsed;
  }

  /**
   * Formats the changed lines with the project's formatter, but only when the change made a
   * line longer than the project's width, and keeps the result only when the formatter
   * changed nothing outside those lines (else the file was not formatted to begin with).
   */
  private async formatted(change: FileChange): Promise<FileChange> {
    const hunk = lineHunk(change.before, change.after);
    if (!hunk) return change;
    const longest = (lines: string[]) => Math.max(0, ...lines.map((l) => l.length));
    if (longest(hunk.added) <= longest(hunk.removed)) return change;
    const width = await this.formatter.lineWidth(change.file);
    if (longest(hunk.added) <= width) return change;
    const lines = change.after.split('\n');
    const start = lines.slice(0, hunk.line - 1).reduce((n, l) => n + l.length + 1, 0);
    const end = start + hunk.added.join('\n').length;
    let formatted: string;
    try {
      formatted = await this.formatter.formatRange(change.file, change.after, start, end);
    } catch {
      return change;
    }
    const reformat = lineHunk(change.after, formatted);
    if (!reformat) return change;
    const lastChanged = hunk.line + hunk.added.length - 1;
    const within =
      reformat.line >= hunk.line && reformat.line + reformat.removed.length - 1 <= lastChanged;
    return within ? { ...change, after: formatted } : change;
  }

  /** Writes every file; when one write fails, the files already written are put back. */
  private async writeAll(writes: { file: string; text: string; previous: string }[]) {
    const done: { file: string; previous: string }[] = [];
    try {
      for (const write of writes) {
        await this.files.write(write.file, write.text);
        done.push({ file: write.file, previous: write.previous });
      }
    } catch (error) {
      for (const { file, previous } of done.reverse()) {
        await this.files.write(file, previous).catch(() => undefined);
      }
      throw error;
    }
  }

  /** Writes each file's `before` text if every file still reads as its `after` text. */
  private async restore(files: readonly FileChange[], field: string) {
    for (const change of files) {
      const current = await this.files.read(change.file);
      if (current !== change.after) throw CanvasErrors.fileChangedSince(field, change.file);
    }
    await this.writeAll(files.map((c) => ({ file: c.file, text: c.before, previous: c.after })));
  }

  /**
   * The answer for files just written, after indexing their new text and writing it to the
   * manifest (so the manifest never lags the answer). A change that only edits classes, text,
   * props or a tag name keeps every id, so the new text is indexed from the one parse the next
   * call needs anyway; other changes recompute the ids and map the renumbered ones.
   */
  private async result(
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

  private async resolve(ws: Workspace, descriptor: unknown, field: string): Promise<ElementRef> {
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

  private async resolveOptional(
    ws: Workspace,
    descriptor: unknown,
    field: string,
  ): Promise<ElementRef | undefined> {
    return descriptor == null ? undefined : this.resolve(ws, descriptor, field);
  }

  private async resolveAll(ws: Workspace, list: unknown[], field: string): Promise<ElementRef[]> {
    if (list.length === 0) throw CanvasErrors.invalidValue(field, 'must name at least one element');
    const refs: ElementRef[] = [];
    for (const [i, descriptor] of list.entries()) {
      refs.push(await this.resolve(ws, descriptor, `${field}.${i}`));
    }
    return refs;
  }

  /** `{type:'native', nativeTag, propsToSet}` or an element descriptor to copy. */
  private async newElement(ws: Workspace, raw: unknown): Promise<NewElement> {
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
    return { kind: 'copy', element: await this.resolve(ws, raw, 'newElement') };
  }
}

function invert(files: readonly FileChange[]): FileChange[] {
  return files.map((c) => ({ file: c.file, before: c.after, after: c.before }));
}
