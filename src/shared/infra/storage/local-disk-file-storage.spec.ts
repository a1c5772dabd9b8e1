import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStorageContract } from '#test/contracts/file-storage.contract.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';

describe('LocalDiskFileStorage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tradiehub-files-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  fileStorageContract('local disk', () => new LocalDiskFileStorage(dataDir));

  it('refuses a key that could climb out of its folder', async () => {
    const storage = new LocalDiskFileStorage(dataDir);
    const file = { bytes: Buffer.from('x'), contentType: 'image/png' };
    for (const key of ['../escape', 'jobs/../../escape', '/etc/passwd', 'Upper/case']) {
      await expect(storage.put(key, file)).rejects.toThrow('Invalid storage key');
    }
  });
});
