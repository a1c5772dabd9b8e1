import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEMO_ADMIN_EMAIL, loadConfig, withDatabaseUrl } from './app-config.js';
import { SAFE_PRODUCTION } from '#test/support/production-env.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'tradiehub-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, tmp());
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a fresh development machine', () => {
    const cwd = tmp();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: join(cwd, '.data'),
      database: { url: undefined, embeddedPort: 54320 },
      admin: { email: DEMO_ADMIN_EMAIL, isDemo: true },
      mail: { smtpUrl: undefined },
      session: { secureCookies: false },
      editor: { devDomain: '.localhost' },
    });
  });

  it('generates the development session secret once and keeps it', () => {
    const cwd = tmp();
    const first = loadConfig({}, cwd).session.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(cwd, '.data', 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({}, cwd).session.secret).toBe(first);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['APP_URL', { APP_URL: 'ftp://example.com' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-pass' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: 'short' }],
    ['ADMIN_EMAIL and ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.com' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SESSION_SECRET', { NODE_ENV: 'production' }],
    ['ID_DOCUMENT_KEY', { ID_DOCUMENT_KEY: Buffer.alloc(16).toString('base64') }],
    ['ID_DOCUMENT_KEY', { ID_DOCUMENT_KEY: 'not base64 at all!' }],
    ['PAYPAL_WEBHOOK_ID', { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }],
    ['PAYPAL_CLIENT_SECRET', { PAYPAL_CLIENT_ID: 'id', PAYPAL_WEBHOOK_ID: 'WH-1' }],
    ['PAYPAL_CLIENT_ID', { PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' }],
    ['PAYPAL_API_BASE', { PAYPAL_API_BASE: 'ftp://paypal' }],
  ])('names %s when it is missing or bad', (name, env) => {
    const problems = problemsOf(env);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(name);
  });

  it('generates the development ID document key once and keeps it; a set key wins', () => {
    const cwd = tmp();
    const first = loadConfig({}, cwd).idDocuments.key;
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(readFileSync(join(cwd, '.data', 'id-document-key'), 'utf8').trim()).toBe(first);
    expect(loadConfig({}, cwd).idDocuments.key).toBe(first);
    const set = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ID_DOCUMENT_KEY: set }, cwd).idDocuments.key).toBe(set);
  });

  it('names a malformed variable once and every unsafe production one in the same message', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'eighty', APP_URL: 'ftp://x' });
    expect(problems.filter((p) => p.startsWith('APP_URL'))).toHaveLength(1);
    expect(problems.map((p) => p.slice(0, p.indexOf(':')))).toEqual(
      expect.arrayContaining(['PORT', 'APP_URL', 'DATABASE_URL', 'SESSION_SECRET', 'SMTP_URL']),
    );
  });

  it('turns on secure cookies in production', () => {
    const config = loadConfig(
      { ...SAFE_PRODUCTION, SESSION_SECRET: 'x'.repeat(40), APP_URL: 'https://tradiehub.com.au/' },
      tmp(),
    );
    expect(config.session).toEqual({ secret: 'x'.repeat(40), secureCookies: true });
    expect(config.appUrl).toBe('https://tradiehub.com.au');
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        PORT: '4000',
        DATABASE_URL: 'postgres://u:p@db:5432/app',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'boss-password-1',
        SMTP_URL: 'smtp://mail:25',
        REDIS_URL: 'redis://cache:6379',
        EDITOR_DEV_DOMAIN: '.dev.test',
        EDITOR_STAGING_DOMAIN: '.staging.dev.test',
        EDITOR_ORIGIN: 'https://editor.example.com',
        LOGIN_RATE_LIMIT: '7',
      },
      tmp(),
    );
    expect(config).toMatchObject({
      port: 4000,
      appUrl: 'http://localhost:4000',
      database: { url: 'postgres://u:p@db:5432/app' },
      admin: { email: 'boss@example.com', password: 'boss-password-1', isDemo: false },
      mail: { smtpUrl: 'smtp://mail:25' },
      redisUrl: 'redis://cache:6379',
      editor: {
        devDomain: '.dev.test',
        stagingDomain: '.staging.dev.test',
        origin: 'https://editor.example.com',
      },
      rateLimit: { login: 7 },
    });
  });

  it('offers PayPal only with all three PayPal settings, on its live API unless told', () => {
    expect(loadConfig({}, tmp()).payments.paypal).toBeNull();
    const paypal = {
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
    };
    expect(loadConfig(paypal, tmp()).payments.paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH-1',
      apiBase: 'https://api-m.paypal.com',
    });
  });

  it('is frozen once loaded, down to every concern', () => {
    const config = loadConfig({}, tmp());
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.session)).toBe(true);
    expect(() => {
      (config.database as { url?: string }).url = 'postgres://elsewhere/db';
    }).toThrow(TypeError);
  });

  it('gives the database actually used as a new frozen configuration', () => {
    const config = loadConfig({}, tmp());
    const used = withDatabaseUrl(config, 'postgres://127.0.0.1:54320/tradiehub');
    expect(used.database.url).toBe('postgres://127.0.0.1:54320/tradiehub');
    expect(config.database.url).toBeUndefined();
    expect(Object.isFrozen(used.database)).toBe(true);
  });
});
