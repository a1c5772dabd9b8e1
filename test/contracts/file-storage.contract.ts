import { randomUUID } from 'node:crypto';
import type { FileStorage } from '#shared/domain/file-storage.js';

/** A fresh key per case, shaped like the keys callers make (lowercase, with folders). */
const newKey = () => `contract/${randomUUID().replaceAll('-', '')}/a-b_c`;

/**
 * What every FileStorage promises, in memory or on disk: callers (job photos, message
 * pictures, ID documents, privacy exports) put under keys they generate, read back, and
 * delete after the row that names the file is gone.
 */
export function fileStorageContract(name: string, make: () => Promise<FileStorage> | FileStorage) {
  describe(`FileStorage contract: ${name}`, () => {
    let storage: FileStorage;
    beforeEach(async () => {
      storage = await make();
    });

    it('gives back the bytes and content type it was given, and null for an unknown key', async () => {
      const key = newKey();
      const bytes = Buffer.from([0, 1, 2, 255, 10, 13]);
      await storage.put(key, { bytes, contentType: 'image/jpeg' });
      const file = await storage.get(key);
      expect(file?.contentType).toBe('image/jpeg');
      expect(file && Buffer.from(file.bytes).equals(bytes)).toBe(true);
      expect(await storage.get(newKey())).toBeNull();
    });

    it('overwrites a key put again (a retried upload keeps one file)', async () => {
      const key = newKey();
      await storage.put(key, { bytes: Buffer.from('first'), contentType: 'image/png' });
      await storage.put(key, { bytes: Buffer.from('second'), contentType: 'image/webp' });
      const file = await storage.get(key);
      expect(file?.bytes.toString()).toBe('second');
      expect(file?.contentType).toBe('image/webp');
    });

    it('keeps keys apart and deletes only the one asked for', async () => {
      const [a, b] = [newKey(), newKey()];
      await storage.put(a, { bytes: Buffer.from('a'), contentType: 'image/jpeg' });
      await storage.put(b, { bytes: Buffer.from('b'), contentType: 'image/jpeg' });
      await storage.delete(a);
      expect(await storage.get(a)).toBeNull();
      expect((await storage.get(b))?.bytes.toString()).toBe('b');
    });

    it('deletes an unknown key without complaint (a retried cleanup)', async () => {
      const key = newKey();
      await expect(storage.delete(key)).resolves.toBeUndefined();
      await storage.put(key, { bytes: Buffer.from('x'), contentType: 'image/jpeg' });
      await storage.delete(key);
      await expect(storage.delete(key)).resolves.toBeUndefined();
      expect(await storage.get(key)).toBeNull();
    });
  });
}
