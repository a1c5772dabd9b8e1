import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildManifest, computeCodebaseIds } from '@tradiehub/codebase-ids';
import { codebaseManifestContract } from '#test/contracts/canvas-ports.contract.js';
import { JsonCodebaseManifest } from './json-codebase-manifest.js';

describe('JsonCodebaseManifest', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'canvas-manifest-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // The server rewrites this manifest after each change: it keeps what replaceFiles hands it.
  codebaseManifestContract(
    'the JSON file',
    async (files) => {
      const file = join(dir, 'codebase-manifest.json');
      const entries = [...files].flatMap(([path, text]) => computeCodebaseIds(text, path));
      writeFileSync(file, JSON.stringify(buildManifest(entries)));
      return new JsonCodebaseManifest(file);
    },
    { maintained: true },
  );

  it('finds the file of an id, re-reads a rewritten manifest, knows nothing without one', async () => {
    const file = join(dir, 'codebase-manifest.json');
    const manifest = new JsonCodebaseManifest(file);
    expect(await manifest.fileOf('tempo-a')).toBeUndefined();
    writeFileSync(
      file,
      JSON.stringify({ version: 1, root: 'web/src', ids: { 'tempo-a': { file: 'A.tsx' } } }),
    );
    expect(await manifest.fileOf('tempo-a')).toBe('A.tsx');
    expect(await manifest.fileOf('toString')).toBeUndefined();
    writeFileSync(
      file,
      JSON.stringify({ version: 1, root: 'web/src', ids: { 'tempo-b': { file: 'Bb.tsx' } } }),
    );
    expect(await manifest.fileOf('tempo-a')).toBeUndefined();
    expect(await manifest.fileOf('tempo-b')).toBe('Bb.tsx');
    writeFileSync(file, '{ not json');
    expect(await manifest.fileOf('tempo-b')).toBeUndefined();
  });
});
