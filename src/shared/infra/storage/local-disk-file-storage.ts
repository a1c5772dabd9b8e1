import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { FileStorage, type StoredFile } from '#shared/domain/file-storage.js';

const KEY = /^[a-z0-9][a-z0-9/_-]{0,199}$/;

/**
 * Files under `<DATA_DIR>/files`, the content type in a sidecar file. Keys are checked so a
 * key can never climb out of the folder.
 */
export class LocalDiskFileStorage extends FileStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    super();
    this.root = resolve(dataDir, 'files');
  }

  async put(key: string, file: StoredFile): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.bytes);
    await writeFile(`${path}.type`, file.contentType);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.path(key);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(path),
        readFile(`${path}.type`, 'utf8'),
      ]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }

  private path(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key ${key}`);
    const path = join(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key ${key}`);
    return path;
  }
}
