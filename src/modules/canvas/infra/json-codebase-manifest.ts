import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  buildManifest,
  type CodebaseIdEntry,
  type CodebaseManifest,
} from '@tradiehub/codebase-ids';
import { CodebaseManifestReader } from '../domain/ports.js';

/**
 * The manifest the Vite plugin writes (`$DATA_DIR/editor/codebase-manifest.json`), re-read
 * whenever its modification time or size changes. A missing or unreadable manifest knows no id.
 * After each write-back the server replaces the written files' entries itself (temporary file
 * + rename, so no reader sees half a manifest) before it answers.
 */
export class JsonCodebaseManifest extends CodebaseManifestReader {
  private cached: { stamp: string; ids: CodebaseManifest['ids'] } | undefined;
  private temp = 0;

  constructor(private readonly file: string) {
    super();
  }

  async fileOf(codebaseId: string): Promise<string | undefined> {
    const ids = await this.ids();
    return Object.hasOwn(ids, codebaseId) ? ids[codebaseId]?.file : undefined;
  }

  override async replaceFiles(files: ReadonlyMap<string, readonly CodebaseIdEntry[]>) {
    const kept = Object.values(await this.ids()).filter((entry) => !files.has(entry.file));
    const manifest = buildManifest([...kept, ...[...files.values()].flat()]);
    await mkdir(dirname(this.file), { recursive: true });
    this.temp += 1;
    const temp = `${this.file}.api-${process.pid}-${this.temp}.tmp`;
    try {
      await writeFile(temp, JSON.stringify(manifest));
      await rename(temp, this.file);
    } catch {
      // The manifest is a cache of the files: a failed write leaves the old one, never half.
      await unlink(temp).catch(() => undefined);
      return;
    }
    this.cached = { stamp: await this.stamp(), ids: manifest.ids };
  }

  private async stamp(): Promise<string> {
    const info = await stat(this.file);
    return `${info.mtimeMs}:${info.size}:${info.ino}`;
  }

  private async ids(): Promise<CodebaseManifest['ids']> {
    let stamp: string;
    try {
      stamp = await this.stamp();
    } catch {
      return {};
    }
    if (this.cached?.stamp === stamp) return this.cached.ids;
    try {
      const manifest = JSON.parse(await readFile(this.file, 'utf8')) as CodebaseManifest;
      const ids = manifest.version === 1 && typeof manifest.ids === 'object' ? manifest.ids : {};
      this.cached = { stamp, ids };
      return ids;
    } catch {
      return {};
    }
  }
}
