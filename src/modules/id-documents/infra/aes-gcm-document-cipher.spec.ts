import { randomBytes } from 'node:crypto';
import { documentCipherContract } from '#test/contracts/id-documents-ports.contract.js';
import { AesGcmDocumentCipher } from './aes-gcm-document-cipher.js';

const key = () => randomBytes(32).toString('base64');

documentCipherContract('AES-256-GCM', () => ({
  cipher: new AesGcmDocumentCipher(key()),
  other: new AesGcmDocumentCipher(key()),
}));

describe('AesGcmDocumentCipher', () => {
  const cipher = new AesGcmDocumentCipher(key());
  const plain = Buffer.from('a driver licence, pretend JPEG bytes \u00ff\u00d8');

  it('opens what it sealed, and the sealed bytes do not contain the plain ones', () => {
    const sealed = Buffer.from(cipher.seal(plain));
    expect(sealed.includes(plain)).toBe(false);
    expect(Buffer.from(cipher.open(sealed)).equals(plain)).toBe(true);
  });

  it('uses a fresh IV each time: the same document seals differently', () => {
    expect(Buffer.from(cipher.seal(plain)).equals(Buffer.from(cipher.seal(plain)))).toBe(false);
  });

  it.each([
    ['the ciphertext', (b: Buffer) => b.length - 1],
    ['the tag', () => 1 + 12],
    ['the IV', () => 1],
  ])('refuses bytes with %s altered', (_part, at) => {
    const sealed = Buffer.from(cipher.seal(plain));
    sealed[at(sealed)] ^= 0x01;
    expect(() => cipher.open(sealed)).toThrow();
  });

  it('refuses another key, a truncated blob and an unknown version', () => {
    const sealed = Buffer.from(cipher.seal(plain));
    expect(() => new AesGcmDocumentCipher(key()).open(sealed)).toThrow();
    expect(() => cipher.open(sealed.subarray(0, 20))).toThrow();
    const versioned = Buffer.from(sealed);
    versioned[0] = 2;
    expect(() => cipher.open(versioned)).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => new AesGcmDocumentCipher(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
