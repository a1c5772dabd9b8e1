import { readFile, stat } from 'node:fs/promises';
import type { CodebaseManifest } from '#shared/codebase-ids/codebase-ids.js';
import { CodebaseManifestReader } from '../domain/ports.js';

/**
 * The manifest the Vite plugin writes (`$DATA_DIR/editor/codebase-manifest.json`), re-read
 * whenever its modification time or size changes. A missing or unreadable manifest knows no id.
 */
export class JsonCodebaseManifest extends CodebaseManifestReader {
  private cached: { stamp: string; ids: CodebaseManifest['ids'] } | undefined;

  constructor(private readonly file: string) {
    super();
  }

  async fileOf(codebaseId: string): Promise<string | undefined> {
    const ids = await this.ids();
    return Object.hasOwn(ids, codebaseId) ? ids[codebaseId]?.file : undefined;
  }

  private async ids(): Promise<CodebaseManifest['ids']> {
    let stamp: string;
    try {
      const info = await stat(this.file);
      stamp = `${info.mtimeMs}:${info.size}`;
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
