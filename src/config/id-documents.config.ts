import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type EnvOf, optionalString } from './env.js';

const isKey = (v: string) =>
  /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32;

export const idDocumentsEnv = {
  ID_DOCUMENT_KEY: optionalString.refine((v) => v === undefined || isKey(v), {
    message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
  }),
};

export interface IdDocumentsConfig {
  /** The AES-256-GCM key identity documents are encrypted with, base64. */
  key: string;
}

/**
 * Without ID_DOCUMENT_KEY a key is generated once and kept under the data directory (like
 * the development session secret). Production must set it (the production config check).
 */
export function idDocumentsConfig(
  e: EnvOf<typeof idDocumentsEnv>,
  dataDir: string,
): IdDocumentsConfig {
  return { key: e.ID_DOCUMENT_KEY ?? developmentKey(resolve(dataDir, 'id-document-key')) };
}

function developmentKey(file: string): string {
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (isKey(kept)) return kept;
  }
  const key = randomBytes(32).toString('base64');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
