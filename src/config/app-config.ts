import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../shared/infra/project-root.js';

/** Raised when the environment cannot be turned into a valid configuration; names each variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[]) =>
  optionalString.refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
    { message: `must be a URL with protocol ${protocols.join(' or ')}` },
  );

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalString
    .refine((v) => v === undefined || /^\d+$/.test(v), { message: 'must be a whole number' })
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine((v) => v >= 1 && v <= max, { message: `must be between 1 and ${max}` });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt(3000, 65535),
  APP_URL: urlWithProtocols(['http:', 'https:']),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  EMBEDDED_PG_PORT: positiveInt(54320, 65535),
  DATA_DIR: optionalString,
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an email address',
  }),
  ADMIN_PASSWORD: optionalString,
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString,
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: positiveInt(10, 10_000),
  FORGOT_PASSWORD_RATE_LIMIT: positiveInt(5, 10_000),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60, 86_400),
  EDITOR_DEV_DOMAIN: optionalString,
  EDITOR_STAGING_DOMAIN: optionalString,
  EDITOR_ORIGIN: urlWithProtocols(['http:', 'https:']),
});

export const DEMO_ADMIN_EMAIL = 'admin@tradiehub.local';
export const DEMO_ADMIN_PASSWORD = 'Admin-demo-2026';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  dataDir: string;
  database: { url: string | undefined; embeddedPort: number };
  session: { secret: string; secureCookies: boolean };
  admin: { email: string; password: string; isDemo: boolean };
  mail: { smtpUrl: string | undefined; from: string };
  redisUrl: string | undefined;
  logLevel: string;
  rateLimit: { login: number; forgotPassword: number; windowMs: number };
  editor: { devDomain: string; stagingDomain: string | undefined; origin: string | undefined };
}

/**
 * Turns the environment into the typed configuration. Pure apart from the development session
 * secret, which is generated once and kept under the data directory so sessions survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = projectRoot()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    problems.push('SESSION_SECRET: is required when NODE_ENV=production');
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD.length < 10) {
    problems.push('ADMIN_PASSWORD: must be at least 10 characters');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(cwd, e.DATA_DIR ?? '.data');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: { url: e.DATABASE_URL, embeddedPort: e.EMBEDDED_PG_PORT },
    session: {
      secret: e.SESSION_SECRET ?? developmentSecret(resolve(dataDir, 'session-secret')),
      secureCookies: e.NODE_ENV === 'production',
    },
    admin: {
      email: (e.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL).toLowerCase(),
      password: e.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      isDemo: e.ADMIN_EMAIL === undefined,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Tradiehub <no-reply@tradiehub.com.au>' },
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      login: e.LOGIN_RATE_LIMIT,
      forgotPassword: e.FORGOT_PASSWORD_RATE_LIMIT,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    editor: {
      devDomain: e.EDITOR_DEV_DOMAIN ?? '.localhost',
      stagingDomain: e.EDITOR_STAGING_DOMAIN,
      origin: e.EDITOR_ORIGIN,
    },
  };
}

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
