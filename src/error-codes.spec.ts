import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#shared/infra/project-root.js';
import { ERROR_CODES } from './error-codes.js';

const MODULE_ERRORS = /^modules\/[^/]+\/domain\/[^/]+-errors\.ts$/;

/** Every `…-errors.ts` of the server: one per module (domain/) plus the HTTP edge's. */
function errorFiles(): string[] {
  const src = join(projectRoot(), 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => MODULE_ERRORS.test(file) || file === 'shared/infra/http/http-errors.ts')
    .map((file) => join(src, file));
}

describe('ERROR_CODES', () => {
  it('lists every code of every errors file, so the OpenAPI enum is complete', async () => {
    const files = errorFiles();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const exported = (await import(file)) as Record<string, unknown>;
      const lists = Object.entries(exported).filter(([name]) => name.endsWith('_ERROR_CODES'));
      expect({ file, lists: lists.length }).toEqual({ file, lists: 1 });
      for (const code of lists[0][1] as string[]) {
        expect({ file, code, listed: ERROR_CODES.includes(code as never) }).toEqual({
          file,
          code,
          listed: true,
        });
      }
    }
  });

  it('holds each code once, in the MODULE.REASON form', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
  });
});
