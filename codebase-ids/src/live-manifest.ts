/// <reference types="node" />
/**
 * The codebase-id manifest of a canvas folder, kept equal to the files on disk: every
 * `refresh()` stats each source file and rescans the ones whose identity (inode, size,
 * modification time) changed. The Vite plugin refreshes before it serves the manifest and
 * after each watch event, so a change and its undo within a few milliseconds (whose second
 * watch event the watcher may swallow) cannot leave the served manifest behind the files.
 *
 * A file read empty or that does not parse keeps its last good entries and is read again at
 * the next refresh: an editor's in-place save truncates the file before writing it, and a
 * reader in between must not drop the file's entries. Only a file that is gone loses them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  buildManifest,
  type CodebaseIdEntry,
  type CodebaseManifest,
  computeCodebaseIds,
} from './codebase-ids.js';

const JSX_FILE = /\.(tsx|jsx)$/;
const TEST_FILE = /\.(spec|test|stories)\.[jt]sx$/;

/** The files whose entries one refresh changed: new entries per file, and files gone. */
export interface ManifestDelta {
  readonly revision: number;
  readonly files: Record<string, CodebaseIdEntry[]>;
  readonly deleted: string[];
}

/** The manifest as served: the written shape plus a revision that grows with each change. */
export type ServedManifest = CodebaseManifest & { revision: number };

function listCanvasSources(dir: string): string[] {
  const out: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (JSX_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) out.push(full);
    }
  }
  return out.sort();
}

function stampOf(file: string): string | undefined {
  try {
    const info = statSync(file, { bigint: true });
    return `${info.ino}:${info.size}:${info.mtimeNs}`;
  } catch {
    return undefined;
  }
}

export class LiveManifest {
  /** Absolute path → its entries and the stamp they were read at (undefined: read again). */
  private readonly byFile = new Map<string, { stamp?: string; entries: CodebaseIdEntry[] }>();
  private cached: ServedManifest | undefined;
  private revision = 0;

  constructor(private readonly srcDir: string) {}

  /** Rescans what changed on disk; the files that changed, or undefined when none did. */
  refresh(): ManifestDelta | undefined {
    const files: Record<string, CodebaseIdEntry[]> = {};
    const deleted: string[] = [];
    const present = new Set(listCanvasSources(this.srcDir));
    for (const file of this.byFile.keys()) {
      if (!present.has(file) && stampOf(file) === undefined) {
        this.byFile.delete(file);
        deleted.push(this.rel(file));
      }
    }
    for (const file of present) {
      const stamp = stampOf(file);
      const known = this.byFile.get(file);
      if (stamp === undefined || (known?.stamp !== undefined && known.stamp === stamp)) continue;
      const entries = this.scan(file);
      // Empty or unparsable (mid-save, mid-edit): keep the last good entries, read it again.
      if (!entries) {
        if (known) known.stamp = undefined;
        continue;
      }
      // Stamped before reading: a write during the read changes the stamp, so it is re-read.
      const same = known && JSON.stringify(known.entries) === JSON.stringify(entries);
      this.byFile.set(file, { stamp, entries });
      if (!same) files[this.rel(file)] = entries;
    }
    if (Object.keys(files).length === 0 && deleted.length === 0) return undefined;
    this.revision += 1;
    this.cached = undefined;
    return { revision: this.revision, files, deleted };
  }

  /** The whole manifest as of the last refresh. */
  get manifest(): ServedManifest {
    this.cached ??= {
      ...buildManifest([...this.byFile.values()].flatMap((f) => f.entries)),
      revision: this.revision,
    };
    return this.cached;
  }

  private scan(file: string): CodebaseIdEntry[] | undefined {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    if (text.trim() === '') return undefined;
    try {
      return computeCodebaseIds(text, this.rel(file));
    } catch {
      return undefined;
    }
  }

  private rel(file: string): string {
    return relative(this.srcDir, file).split(sep).join('/');
  }
}
