import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Swagger names a schema after its class, and two classes of one name silently become one
 * schema: the generated web client then types one of them wrongly. Every DTO name is unique.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

it('gives every DTO class a name of its own', () => {
  const seen = new Map<string, string[]>();
  for (const file of sources(join(process.cwd(), 'src'))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/^export class (\w+Dto)\b/gm)) {
      seen.set(name, [...(seen.get(name) ?? []), file]);
    }
  }
  expect(seen.size).toBeGreaterThan(50);
  expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
});
