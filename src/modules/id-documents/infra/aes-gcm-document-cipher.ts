import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DocumentCipher } from '../domain/ports.js';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM: `version | iv | tag | ciphertext`. A fresh random IV per document; the tag
 * makes any change to the stored bytes (or a wrong key) fail to open.
 */
export class AesGcmDocumentCipher extends DocumentCipher {
  private readonly key: Buffer;

  constructor(base64Key: string) {
    super();
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('ID_DOCUMENT_KEY must be 32 bytes (base64)');
  }

  seal(plain: Uint8Array): Uint8Array {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from([VERSION]));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Uint8Array): Uint8Array {
    const bytes = Buffer.from(sealed);
    if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) {
      throw new Error('Not a sealed identity document');
    }
    const iv = bytes.subarray(1, 1 + IV_BYTES);
    const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from([VERSION]));
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  }
}
