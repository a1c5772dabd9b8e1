import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DomainError } from '#shared/domain/domain-error.js';
import { canvasFilesContract } from '#test/contracts/canvas-ports.contract.js';
import { NodeCanvasFiles } from './node-canvas-files.js';

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
  );
}

// Real disk I/O on a machine the whole team shares: generous time per test.
const SLOW = 30_000;

const contractDirs: string[] = [];
afterAll(() => {
  for (const dir of contractDirs) rmSync(dir, { recursive: true, force: true });
});
canvasFilesContract('on disk', async (seed) => {
  const root = mkdtempSync(join(tmpdir(), 'canvas-files-contract-'));
  contractDirs.push(root);
  for (const [path, text] of Object.entries(seed)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return new NodeCanvasFiles(root);
});

describe('NodeCanvasFiles', () => {
  let dir: string;
  let root: string;
  let files: NodeCanvasFiles;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'canvas-files-'));
    root = join(dir, 'src');
    mkdirSync(join(root, 'features'), { recursive: true });
    writeFileSync(join(root, 'features', 'A.tsx'), 'export const A = 1;\n');
    writeFileSync(join(dir, 'secret.tsx'), 'secret\n');
    files = new NodeCanvasFiles(root);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'reads and atomically replaces a file, keeping its mode and leaving no temporary file',
    async () => {
      chmodSync(join(root, 'features', 'A.tsx'), 0o640);
      expect(await files.read('features/A.tsx')).toBe('export const A = 1;\n');
      await files.write('features/A.tsx', 'export const A = 2;\n');
      expect(readFileSync(join(root, 'features', 'A.tsx'), 'utf8')).toBe('export const A = 2;\n');
      expect(statSync(join(root, 'features', 'A.tsx')).mode & 0o777).toBe(0o640);
      expect(readdirSync(join(root, 'features'))).toEqual(['A.tsx']);
    },
    SLOW,
  );

  it(
    'serialises writes to one file: the last one wins, none interleave',
    async () => {
      const texts = Array.from({ length: 20 }, (_, i) => `export const A = ${i};\n`.repeat(200));
      await Promise.all(texts.map((t) => files.write('features/A.tsx', t)));
      expect(readFileSync(join(root, 'features', 'A.tsx'), 'utf8')).toBe(texts[19]);
    },
    SLOW,
  );

  it(
    'refuses paths that leave the root: .., absolute, backslashes and symbolic links',
    async () => {
      symlinkSync(join(dir, 'secret.tsx'), join(root, 'features', 'Link.tsx'));
      symlinkSync(dir, join(root, 'up'));
      for (const path of [
        '../secret.tsx',
        '/etc/passwd',
        'features/../../secret.tsx',
        'features\\A.tsx',
        'features/Link.tsx',
        'up/secret.tsx',
      ]) {
        expect(await codeOf(files.read(path))).toBe('CANVAS.PATH_OUTSIDE_CANVAS');
        expect(await codeOf(files.write(path, 'x'))).toBe('CANVAS.PATH_OUTSIDE_CANVAS');
      }
      expect(readFileSync(join(dir, 'secret.tsx'), 'utf8')).toBe('secret\n');
    },
    SLOW,
  );

  it('answers not found for missing files and folders', async () => {
    expect(await codeOf(files.read('features/Missing.tsx'))).toBe('CANVAS.FILE_NOT_FOUND');
    expect(await codeOf(files.read('features'))).toBe('CANVAS.FILE_NOT_FOUND');
    expect(await codeOf(files.write('features/New.tsx', 'x'))).toBe('CANVAS.FILE_NOT_FOUND');
  });
});
