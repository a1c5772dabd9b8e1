import type { CodebaseIdEntry } from '@tradiehub/codebase-ids';
import type { Activity } from './activities.js';

/**
 * The canvas's source files. Paths are canvas-relative posix paths; adapters refuse anything
 * that leaves the canvas root (absolute, `..`, symbolic links) with CANVAS.PATH_OUTSIDE_CANVAS
 * and answer CANVAS.FILE_NOT_FOUND for a missing file.
 */
export abstract class CanvasFiles {
  abstract read(path: string): Promise<string>;
  /** Replaces the file atomically (temporary file + rename); writes to one file never interleave. */
  abstract write(path: string, text: string): Promise<void>;
}

/** The codebase-id manifest the Vite plugin writes: which file holds an id. */
export abstract class CodebaseManifestReader {
  /** The canvas-relative file of the id, or undefined when the manifest does not know it. */
  abstract fileOf(codebaseId: string): Promise<string | undefined>;
  /**
   * Replaces the entries of the given files (all of each file's entries), so the manifest on
   * disk matches the files a change just wrote before the change is answered. The default
   * keeps nothing (a manifest someone else maintains).
   */
  async replaceFiles(_files: ReadonlyMap<string, readonly CodebaseIdEntry[]>): Promise<void> {}
}

/** The project's formatter, for a changed range only. */
export abstract class SourceFormatter {
  /** The line width the project formats to. */
  abstract lineWidth(path: string): Promise<number>;
  /** The text with [start, end) formatted (the formatter may widen it to whole statements). */
  abstract formatRange(path: string, text: string, start: number, end: number): Promise<string>;
}

/**
 * The canvas's change history, for byte-exact undo and redo. It outlives a restart of the
 * development server; past ACTIVITY_LIMIT the oldest activities are forgotten.
 */
export abstract class ActivityStore {
  abstract record(activity: Activity): Promise<void>;
  /** The activity, or undefined when it is unknown (or forgotten). */
  abstract get(id: string): Promise<Activity | undefined>;
  abstract setUndone(id: string, undone: boolean): Promise<void>;
}

/** New activity ids. */
export abstract class ActivityIds {
  abstract next(): string;
}

/** This server run's write-back secret, which the outer editor page sends with each change. */
export abstract class WriteBackSecret {
  abstract readonly value: string;
}
