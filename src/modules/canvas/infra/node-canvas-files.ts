import { lstat, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { CanvasErrors } from '../domain/canvas-errors.js';
import { canvasPath } from '../domain/canvas-paths.js';
import { CanvasFiles } from '../domain/ports.js';

/**
 * The canvas on disk. Every path is checked twice: by shape (no absolute path, `..`, empty
 * segment) and on disk (no segment may be a symbolic link, and the real path must stay under
 * the real root). Writes go to a temporary file beside the target, then rename over it, so an
 * editor or Vite never reads half a file; writes to one file are chained, never interleaved.
 */
export class NodeCanvasFiles extends CanvasFiles {
  private realRoot: Promise<string> | undefined;
  private readonly chains = new Map<string, Promise<unknown>>();
  private temp = 0;

  constructor(private readonly root: string) {
    super();
  }

  async read(path: string): Promise<string> {
    const full = await this.locate(path);
    return readFile(full, 'utf8');
  }

  async write(path: string, text: string): Promise<void> {
    // Queued in call order before anything is awaited: locating the file first let a later
    // write overtake an earlier one whose lookups finished later (the last call must win).
    const key = canvasPath(path);
    const previous = this.chains.get(key) ?? Promise.resolve();
    const run = async () => this.replace(await this.locate(path), text);
    const next = previous.then(run, run);
    this.chains.set(key, next);
    try {
      await next;
    } finally {
      if (this.chains.get(key) === next) this.chains.delete(key);
    }
  }

  private async replace(full: string, text: string): Promise<void> {
    const { mode } = await stat(full);
    this.temp += 1;
    const temp = join(dirname(full), `.${basename(full)}.canvas-${process.pid}-${this.temp}.tmp`);
    try {
      await writeFile(temp, text, { encoding: 'utf8', mode });
      await rename(temp, full);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  /** The absolute path of an existing regular file inside the root, reached without links. */
  private async locate(path: string): Promise<string> {
    const relative = canvasPath(path);
    this.realRoot ??= realpath(this.root);
    const root = await this.realRoot;
    let current = root;
    for (const segment of relative.split('/')) {
      current = join(current, segment);
      let info;
      try {
        info = await lstat(current);
      } catch {
        throw CanvasErrors.fileNotFound(path);
      }
      if (info.isSymbolicLink()) throw CanvasErrors.pathOutside(path);
    }
    const real = await realpath(current);
    if (!real.startsWith(root + sep)) throw CanvasErrors.pathOutside(path);
    if (!(await stat(real)).isFile()) throw CanvasErrors.fileNotFound(path);
    return real;
  }
}
