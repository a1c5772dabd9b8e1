import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBackSecretContract } from '#test/contracts/canvas-ports.contract.js';
import { FileWriteBackSecret } from './write-back-secret.js';

describe('FileWriteBackSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'canvas-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  writeBackSecretContract(
    'a file',
    async () => new FileWriteBackSecret(join(dir, 'editor', 'write-back-secret')),
  );

  it('is new at every start and written where only this user can read it', () => {
    const file = join(dir, 'editor', 'write-back-secret');
    const first = new FileWriteBackSecret(file);
    const second = new FileWriteBackSecret(file);
    expect(second.value).not.toBe(first.value);
    expect(readFileSync(file, 'utf8')).toBe(`${second.value}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
