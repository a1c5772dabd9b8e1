import { resolve } from 'node:path';
import { z } from 'zod';
import { type EnvOf, optionalString, positiveInt, urlWithProtocols } from './env.js';

export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt(3000, 65535),
  APP_URL: urlWithProtocols(['http:', 'https:']),
  DATA_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  /** The public address of the app, without a trailing slash (links in mails). */
  appUrl: string;
  dataDir: string;
  logLevel: string;
}

export function serverConfig(e: EnvOf<typeof serverEnv>, cwd: string): ServerConfig {
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(cwd, e.DATA_DIR ?? '.data'),
    logLevel: e.LOG_LEVEL,
  };
}
