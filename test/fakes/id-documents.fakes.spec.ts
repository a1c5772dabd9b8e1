import { randomUUID } from 'node:crypto';
import {
  documentCipherContract,
  documentSanitiserContract,
  idDocumentStoreContract,
} from '../contracts/id-documents-ports.contract.js';
import { MarkerSanitiser, MemoryDocuments, ReversingCipher } from './id-documents.fakes.js';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('in-memory id-documents fakes', () => {
  idDocumentStoreContract('in memory', async () => ({
    store: new MemoryDocuments(),
    tradieId: async () => randomUUID(),
  }));
  documentCipherContract('reversing', () => ({
    cipher: new ReversingCipher(),
    other: new ReversingCipher(0x33),
  }));
  documentSanitiserContract('marker', async () => ({
    sanitiser: new MarkerSanitiser(),
    pictures: {
      'image/jpeg': Buffer.concat([JPEG_MAGIC, Buffer.from('photo META')]),
      'image/png': Buffer.concat([PNG_MAGIC, Buffer.from('p META')]),
    },
    broken: Buffer.concat([JPEG_MAGIC, Buffer.from('BROKEN')]),
    hasMetadata: async (bytes) => Buffer.from(bytes).toString('latin1').endsWith('META'),
  }));
});
