import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type EnvOf, optionalString } from './env.js';

export const sessionEnv = {
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
};

export interface SessionConfig {
  secret: string;
  secureCookies: boolean;
}

export function sessionConfig(
  e: EnvOf<typeof sessionEnv>,
  env: string,
  dataDir: string,
): SessionConfig {
  return {
    secret: e.SESSION_SECRET ?? developmentSecret(resolve(dataDir, 'session-secret')),
    secureCookies: env === 'production',
  };
}

/** Generated once and kept under the data directory, so development sessions survive restarts. */
function developmentSecret(file: string): string {
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
