import type { Clock } from '#shared/domain/clock.js';
import type { Json } from './attributes.js';
import { CanvasErrors } from './canvas-errors.js';
import { canvasPath } from './canvas-paths.js';
import { CodebaseIdIndex } from './id-index.js';
import { ChangeAnswers, type ChangeResult } from './change-result.js';
import { ElementResolver } from './element-resolver.js';
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
import { lineHunk } from './text-edits.js';
import { type FileChange, Workspace } from './workspace.js';

export interface CanvasSettings {
  /** The canvas id of the URL (`canvases/{canvasId}/…`). */
  readonly canvasId: string;
  /** How imports of canvas files are written (`@/`), or relative when unset. */
  readonly importAlias?: string;
}

export type { ChangeResult, FileDiff } from './change-result.js';

type Mutation = (ws: Workspace) => Promise<void>;

/**
 * Applies editor changes to the canvas's source files: resolves elements through the
 * codebase-id manifest and verifies them against the current text, computes the change as
 * text edits (untouched lines stay byte-identical), formats only the changed range when a line
 * got too long, writes atomically and records an activity for byte-exact undo and redo.
 * Changes run one at a time per canvas, so a file is never read and written by two at once.
 */
export class CanvasService {
  private readonly elements: ElementResolver;
  private readonly answers: ChangeAnswers;
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
    const ids = new CodebaseIdIndex(manifest);
    this.elements = new ElementResolver(ids);
    this.answers = new ChangeAnswers(ids, manifest, (file, text) => this.parse(file, text));
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
        element: await this.elements.one(ws, body.reactElement, 'reactElement'),
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
      const destination = await this.elements.one(
        ws,
        body.destinationElement,
        'destinationElement',
      );
      const before = await this.elements.optional(ws, body.beforeElement, 'beforeElement');
      const after = await this.elements.optional(ws, body.afterElement, 'afterElement');
      const newElement = await this.elements.newElement(ws, body.newElement);
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
        element: await this.elements.one(ws, body.elementToMove, 'elementToMove'),
        container: await this.elements.one(ws, body.newContainerElement, 'newContainerElement'),
        before: await this.elements.optional(ws, body.beforeElement, 'beforeElement'),
        after: await this.elements.optional(ws, body.afterElement, 'afterElement'),
        expectedParent: await this.elements.optional(
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
      applyRemove(ws, await this.elements.all(ws, body.elementsToRemove, 'elementsToRemove')),
    );
  }

  async changePropValue(
    canvasId: string,
    body: { elementToModify: unknown; propName: string; propValue: Json },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'changePropValue', async (ws) =>
      applyChangeProp(ws, {
        element: await this.elements.one(ws, body.elementToModify, 'elementToModify'),
        propName: body.propName,
        propValue: body.propValue,
      }),
    );
  }

  async wrapInDiv(canvasId: string, body: { reactElements: unknown[] }): Promise<ChangeResult> {
    return this.change(canvasId, 'wrapInDiv', async (ws) =>
      applyWrap(ws, await this.elements.all(ws, body.reactElements, 'reactElements')),
    );
  }

  async duplicate(canvasId: string, body: { reactElements: unknown[] }): Promise<ChangeResult> {
    return this.change(canvasId, 'duplicate', async (ws) =>
      applyDuplicate(ws, await this.elements.all(ws, body.reactElements, 'reactElements')),
    );
  }

  async changeElementTag(
    canvasId: string,
    body: { elementToModify: unknown; newTag: string },
  ): Promise<ChangeResult> {
    return this.change(canvasId, 'changeElementTag', async (ws) =>
      applyChangeTag(ws, {
        element: await this.elements.one(ws, body.elementToModify, 'elementToModify'),
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
        element: await this.elements.one(ws, body.reactElement, 'reactElement'),
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
        element: await this.elements.one(ws, body.reactElement, 'reactElement'),
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
        element: await this.elements.one(ws, body.element, 'element'),
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
      return await this.answers.answer(activity.id, invert(activity.files), activity.name);
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
      return await this.answers.answer(activity.id, activity.files, activity.name);
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
      if (effective.length === 0) return await this.answers.answer(null, [], name);
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
      return await this.answers.answer(id, effective, name);
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
}

function invert(files: readonly FileChange[]): FileChange[] {
  return files.map((c) => ({ file: c.file, before: c.after, after: c.before }));
}
