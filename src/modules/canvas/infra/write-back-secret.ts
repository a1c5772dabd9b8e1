import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { WriteBackSecret } from '../domain/ports.js';

/**
 * The per-run secret the write-back routes ask for (X-Editor-Secret): new at every server start,
 * written where only this user can read it (DATA_DIR/editor/write-back-secret, mode 0600). The
 * Vite editor-page plugin reads it there and hands it to the outer editor page, so a request
 * that merely forges an Origin header (any non-browser client can) changes no file.
 */
export class FileWriteBackSecret extends WriteBackSecret {
  readonly value = randomBytes(32).toString('base64url');

  constructor(file: string) {
    super();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${this.value}\n`, { mode: 0o600 });
  }
}
