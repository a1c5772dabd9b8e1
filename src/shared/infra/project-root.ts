import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The repository root (the folder of Tradiehub's package.json), found from this file so the
 * server finds its assets and the web build whatever the working directory (dist/src/... in
 * production, src/... in tests).
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'tradiehub'
    ) {
      cached = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the Tradiehub package.json above the server');
    dir = parent;
  }
}
