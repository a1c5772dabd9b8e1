import { FileStorage, type StoredFile } from '#shared/domain/file-storage.js';

/**
 * Files in memory by key, for every module's service specs (the shared storage port's fake);
 * bytes are copied in and out, as a disk would.
 */
export class InMemoryFiles extends FileStorage {
  readonly files = new Map<string, StoredFile>();
  async put(key: string, file: StoredFile) {
    this.files.set(key, { bytes: Buffer.from(file.bytes), contentType: file.contentType });
  }
  async get(key: string) {
    const file = this.files.get(key);
    return file ? { bytes: Buffer.from(file.bytes), contentType: file.contentType } : null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}
