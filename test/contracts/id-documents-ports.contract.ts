import { randomBytes } from 'node:crypto';
import {
  type DocumentType,
  sniffDocumentType,
} from '#modules/id-documents/domain/document-rules.js';
import type {
  DocumentCipher,
  DocumentSanitiser,
  IdDocumentStore,
  NewUpload,
} from '#modules/id-documents/domain/ports.js';

/**
 * Times years ahead: the app's hourly retention sweep (at the clock's now) never takes these
 * documents in a shared database. The lists span every tradie; each case reads its own.
 */
const at = (day: number) => new Date(Date.UTC(2099, 0, day, 9));

const upload = (
  tradieId: string,
  uploadedAt: Date,
  type: DocumentType = 'image/png',
): NewUpload => ({
  storageKey: `id-documents/${tradieId}/${randomBytes(8).toString('hex')}`,
  contentType: type,
  sizeBytes: 2048,
  uploadedAt,
});

/** What every IdDocumentStore must do, in memory or on PostgreSQL. */
export function idDocumentStoreContract(
  name: string,
  make: () => Promise<{ store: IdDocumentStore; tradieId: () => Promise<string> }>,
) {
  describe(`IdDocumentStore contract: ${name}`, () => {
    let store: IdDocumentStore;
    let tradieId: () => Promise<string>;
    beforeEach(async () => {
      ({ store, tradieId } = await make());
    });
    const mineUndecided = async (ids: string[]) =>
      (await store.undecided(1000)).filter((d) => ids.includes(d.tradieId));
    const mineDue = async (now: Date, ids: string[]) =>
      (await store.dueForDeletion(now, 1000)).filter((d) => ids.includes(d.tradieId));

    it('holds an upload waiting for a decision; a new one replaces it, handing back the old key', async () => {
      const id = await tradieId();
      expect(await store.find(id)).toBeNull();
      const first = upload(id, at(1), 'image/jpeg');
      expect(await store.saveUpload(id, first)).toBeNull();
      expect(await store.find(id)).toEqual({
        tradieId: id,
        ...first,
        decidedAt: null,
        deleteAfter: null,
        deletedAt: null,
        graceDeadline: null,
      });
      const second = upload(id, at(2));
      expect(await store.saveUpload(id, second)).toBe(first.storageKey);
      expect(await store.find(id)).toMatchObject({ ...second, decidedAt: null });
    });

    it('sets the grace deadline once, and keeps it through an upload', async () => {
      const id = await tradieId();
      expect(await store.askBy(id, at(30))).toEqual(at(30));
      expect(await store.askBy(id, at(40))).toEqual(at(30));
      expect(await store.find(id)).toMatchObject({
        storageKey: null,
        uploadedAt: null,
        graceDeadline: at(30),
      });
      await store.saveUpload(id, upload(id, at(2)));
      expect(await store.find(id)).toMatchObject({ graceDeadline: at(30), uploadedAt: at(2) });
    });

    it('decides a held document once; nothing to decide without one; a new upload waits again', async () => {
      const [id, asked, never] = [await tradieId(), await tradieId(), await tradieId()];
      await store.askBy(asked, at(30));
      expect(await store.decide(asked, at(3), at(33))).toBe(false);
      expect(await store.decide(never, at(3), at(33))).toBe(false);
      await store.saveUpload(id, upload(id, at(1)));
      expect(await store.decide(id, at(3), at(33))).toBe(true);
      expect(await store.decide(id, at(4), at(34))).toBe(false);
      expect(await store.find(id)).toMatchObject({ decidedAt: at(3), deleteAfter: at(33) });
      await store.saveUpload(id, upload(id, at(5)));
      expect(await store.find(id)).toMatchObject({ decidedAt: null, deleteAfter: null });
      expect(await store.decide(id, at(6), at(36))).toBe(true);
    });

    it('lists the undecided documents, oldest upload first', async () => {
      const [late, early, decided] = [await tradieId(), await tradieId(), await tradieId()];
      await store.saveUpload(late, upload(late, at(9)));
      await store.saveUpload(early, upload(early, at(8)));
      await store.saveUpload(decided, upload(decided, at(7)));
      await store.decide(decided, at(10), at(40));
      expect(await mineUndecided([late, early, decided])).toEqual([
        { tradieId: early, uploadedAt: at(8) },
        { tradieId: late, uploadedAt: at(9) },
      ]);
    });

    it('lists the documents due for deletion, the most overdue first, and forgets a deleted one', async () => {
      const [a, b, notYet] = [await tradieId(), await tradieId(), await tradieId()];
      const keys = new Map<string, string>();
      for (const [id, due] of [
        [a, at(20)],
        [b, at(15)],
        [notYet, at(28)],
      ] as const) {
        const document = upload(id, at(1));
        keys.set(id, document.storageKey);
        await store.saveUpload(id, document);
        await store.decide(id, at(2), due);
      }
      expect(await mineDue(at(25), [a, b, notYet])).toEqual([
        { tradieId: b, storageKey: keys.get(b) },
        { tradieId: a, storageKey: keys.get(a) },
      ]);
      // Only while the key is still that document's (a newer upload is kept).
      await store.markDeleted(a, 'id-documents/another-key', at(25));
      expect((await store.find(a))?.storageKey).toBe(keys.get(a));
      await store.markDeleted(a, keys.get(a)!, at(25));
      expect(await store.find(a)).toMatchObject({
        storageKey: null,
        contentType: null,
        uploadedAt: at(1),
        deletedAt: at(25),
      });
      expect(await mineDue(at(25), [a, b, notYet])).toEqual([
        { tradieId: b, storageKey: keys.get(b) },
      ]);
    });
  });
}

/** What every DocumentCipher must do; `other` seals under another key. */
export function documentCipherContract(
  name: string,
  make: () => { cipher: DocumentCipher; other: DocumentCipher },
) {
  describe(`DocumentCipher contract: ${name}`, () => {
    const { cipher, other } = make();
    const plain = Buffer.from('a driver licence, pretend JPEG bytes \u00ff\u00d8 0123456789');

    it('opens what it sealed; the sealed bytes do not show the plain ones', () => {
      const sealed = Buffer.from(cipher.seal(plain));
      expect(sealed.includes(plain)).toBe(false);
      expect(Buffer.from(cipher.open(sealed)).equals(plain)).toBe(true);
      expect(Buffer.from(cipher.open(cipher.seal(new Uint8Array(0)))).length).toBe(0);
    });

    it('refuses altered bytes, a truncated blob and what another key sealed', () => {
      const sealed = Buffer.from(cipher.seal(plain));
      for (const at of [sealed.length - 1, Math.floor(sealed.length / 2)]) {
        const altered = Buffer.from(sealed);
        altered[at] ^= 0x01;
        expect(() => cipher.open(altered)).toThrow();
      }
      expect(() => cipher.open(sealed.subarray(0, 10))).toThrow();
      expect(() => cipher.open(other.seal(plain))).toThrow();
    });
  });
}

/**
 * What every DocumentSanitiser must do. `pictures` carry metadata `hasMetadata` can see;
 * `broken` starts like a JPEG but does not decode.
 */
export function documentSanitiserContract(
  name: string,
  make: () => Promise<{
    sanitiser: DocumentSanitiser;
    pictures: Record<DocumentType, Uint8Array>;
    broken: Uint8Array;
    hasMetadata: (bytes: Uint8Array) => Promise<boolean>;
  }>,
) {
  describe(`DocumentSanitiser contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      subject = await make();
    });

    it.each(['image/jpeg', 'image/png'] as const)(
      'gives back a %s of the same type, without its metadata',
      async (type) => {
        const { sanitiser, pictures, hasMetadata } = subject;
        // The sample really carries metadata, or the case proves nothing.
        expect(await hasMetadata(pictures[type])).toBe(true);
        const clean = await sanitiser.strip(pictures[type], type);
        expect(clean).not.toBeNull();
        expect(sniffDocumentType(clean!)).toBe(type);
        expect(await hasMetadata(clean!)).toBe(false);
      },
    );

    it('answers null for bytes that do not decode, or not as the type claimed', async () => {
      const { sanitiser, pictures, broken } = subject;
      expect(sniffDocumentType(broken)).toBe('image/jpeg');
      expect(await sanitiser.strip(broken, 'image/jpeg')).toBeNull();
      expect(await sanitiser.strip(pictures['image/png'], 'image/jpeg')).toBeNull();
    });
  });
}
