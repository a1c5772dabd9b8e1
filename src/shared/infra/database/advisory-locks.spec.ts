import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../project-root.js';
import { ADVISORY_LOCKS } from './advisory-locks.js';

const REGISTRY = 'src/shared/infra/database/advisory-locks.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('the advisory-lock registry', () => {
  const root = projectRoot();
  const files = ['src', 'test', 'migrations', 'scripts'].flatMap((dir) => sources(join(root, dir)));

  it('gives every lock its own key', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is the only place a key is written', () => {
    const offenders = files
      .map((path) => relative(root, path))
      .filter((path) => path !== REGISTRY && !path.endsWith('advisory-locks.spec.ts'))
      .filter((path) => {
        const text = readFileSync(join(root, path), 'utf8');
        // A literal key, or a lock query in a file that does not take its key from the registry.
        return (
          /\b7_?245_?\d{3}\b/.test(text) ||
          (/pg_(try_)?advisory(_xact)?_lock\(/.test(text) &&
            !/advisory-locks\.js'|ADVISORY_LOCKS\[/.test(text))
        );
      });
    expect(offenders).toEqual([]);
  });
});
