import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canvasPath } from '#modules/canvas/domain/canvas-paths.js';
import { CanvasErrors } from '#modules/canvas/domain/canvas-errors.js';
import { ACTIVITY_LIMIT, type Activity } from '#modules/canvas/domain/activities.js';
import {
  ActivityIds,
  ActivityStore,
  CanvasFiles,
  CodebaseManifestReader,
  SourceFormatter,
  WriteBackSecret,
} from '#modules/canvas/domain/ports.js';
import { type CodebaseIdEntry, computeCodebaseIds } from '@tradiehub/codebase-ids';

export const CANVAS_FIXTURES = fileURLToPath(new URL('../fixtures/canvas/', import.meta.url));

/** Every file of a folder as canvas-relative path → text. */
export function readTree(dir: string = CANVAS_FIXTURES): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(relative(dir, full).split(sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

/** Source files in memory; counts writes. Like the disk, it replaces files and creates none. */
export class InMemoryCanvasFiles extends CanvasFiles {
  writes = 0;
  constructor(readonly files: Map<string, string>) {
    super();
  }
  async read(path: string): Promise<string> {
    const text = this.files.get(canvasPath(path));
    if (text === undefined) throw CanvasErrors.fileNotFound(path);
    return text;
  }
  async write(path: string, text: string): Promise<void> {
    const key = canvasPath(path);
    if (!this.files.has(key)) throw CanvasErrors.fileNotFound(path);
    this.files.set(key, text);
    this.writes += 1;
  }
}

/**
 * The manifest as the Vite plugin would write it, taken when `refresh()` is called. The plugin
 * maintains it, so what the service hands `replaceFiles` changes nothing here (the port's
 * default): the service's specs see the ids it finds before the plugin catches up.
 */
export class SnapshotManifest extends CodebaseManifestReader {
  private ids = new Map<string, string>();
  constructor(private readonly files: Map<string, string>) {
    super();
    this.refresh();
  }
  refresh(): void {
    this.ids.clear();
    for (const [file, text] of this.files) {
      if (!/\.[jt]sx$/.test(file)) continue;
      for (const entry of computeCodebaseIds(text, file)) this.ids.set(entry.codebaseId, file);
    }
  }
  /** Points an id at a file (to simulate a manifest that lies). */
  set(codebaseId: string, file: string): void {
    this.ids.set(codebaseId, file);
  }
  async fileOf(codebaseId: string): Promise<string | undefined> {
    return this.ids.get(codebaseId);
  }
}

/** The snapshot manifest, recording what the service handed `replaceFiles`, in order. */
export class RecordingManifest extends SnapshotManifest {
  readonly replaced: Map<string, readonly CodebaseIdEntry[]>[] = [];
  override async replaceFiles(files: ReadonlyMap<string, readonly CodebaseIdEntry[]>) {
    this.replaced.push(new Map(files));
  }
}

/** A formatter that changes nothing (formatting has its own tests with Prettier). */
export class NoFormatter extends SourceFormatter {
  async lineWidth(): Promise<number> {
    return 100;
  }
  async formatRange(_path: string, text: string): Promise<string> {
    return text;
  }
}

/** This run's write-back secret, known to the test. */
export class KnownSecret extends WriteBackSecret {
  constructor(readonly value = 'the-run-secret') {
    super();
  }
}

export class SequentialIds extends ActivityIds {
  private n = 0;
  next(): string {
    this.n += 1;
    return `00000000-0000-4000-8000-${String(this.n).padStart(12, '0')}`;
  }
}

/** The codebase id of the n-th element (0-based) with this tag in a file's current text. */
export function idOf(files: Map<string, string>, file: string, tag: string, nth = 0): string {
  const entries = computeCodebaseIds(files.get(file)!, file).filter((e) => e.tag === tag);
  const entry = entries[nth];
  if (!entry) throw new Error(`no ${tag} #${nth} in ${file}`);
  return entry.codebaseId;
}

/** The change history in memory, forgetting the oldest past `limit`. */
export class InMemoryActivityStore extends ActivityStore {
  private readonly activities = new Map<string, Activity>();
  constructor(private readonly limit = ACTIVITY_LIMIT) {
    super();
  }
  async record(activity: Activity): Promise<void> {
    this.activities.set(activity.id, structuredClone(activity));
    while (this.activities.size > this.limit) {
      this.activities.delete(this.activities.keys().next().value!);
    }
  }
  async get(id: string): Promise<Activity | undefined> {
    const activity = this.activities.get(id);
    return activity ? structuredClone(activity) : undefined;
  }
  async setUndone(id: string, undone: boolean): Promise<void> {
    const activity = this.activities.get(id);
    if (activity) this.activities.set(id, { ...activity, undone });
  }
}
