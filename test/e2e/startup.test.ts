import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { portAcceptsConnections } from '#shared/infra/database/embedded-postgres.js';
import { SAFE_PRODUCTION } from '../support/production-env.js';

// The real entry point, as `npm start` runs it: configuration checks, the embedded
// PostgreSQL, and a clean stop on SIGTERM.
const root = process.cwd();

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('the server process', () => {
  beforeAll(() => {
    const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
  }, 120_000);

  it('refuses to start with a bad variable and names it', () => {
    const result = spawnSync(process.execPath, ['dist/src/main.js'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses a production start without safe settings, naming every one in one message', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production' };
    const result = spawnSync(process.execPath, ['dist/src/main.js', '--seed-if-empty'], {
      cwd: root,
      encoding: 'utf8',
      env,
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    for (const name of [
      'demo data',
      'DATABASE_URL',
      'SESSION_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SMTP_URL',
      'APP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'METRICS_TOKEN',
    ]) {
      expect(result.stderr).toContain(`- ${name}: `);
    }
    expect(result.stderr.match(/Invalid configuration/g)).toHaveLength(1);
    expect(result.stderr).not.toMatch(/at .*\.js:\d+/);
    expect(result.stderr).not.toContain('Embedded PostgreSQL');
  });

  it('--check-config gives the same verdict without starting', () => {
    const check = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, ['dist/src/main.js', '--check-config'], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...env },
        timeout: 20_000,
      });
    const refused = check({ ...SAFE_PRODUCTION, APP_URL: 'http://tradiehub.com.au' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('APP_URL: must be an https:// address');
    const fine = check(SAFE_PRODUCTION);
    expect(fine.stderr).toBe('');
    expect(fine.stdout).toContain('Configuration OK (NODE_ENV=production)');
    expect(fine.status).toBe(0);
  });

  it('starts on the embedded PostgreSQL and stops it cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(root, '.data', 'startup-test-'));
    const pgPort = 54000 + Math.floor(Math.random() * 900);
    const httpPort = 41000 + Math.floor(Math.random() * 900);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(httpPort),
      LOG_LEVEL: 'warn',
    };
    delete env.TEST_DATABASE_URL;
    const child = spawn(process.execPath, ['dist/src/main.js'], { cwd: root, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    try {
      await waitFor(async () => {
        const res = await fetch(`http://127.0.0.1:${httpPort}/api/health`).catch(() => null);
        return res?.status === 200;
      }, 60_000);
      expect(await (await fetch(`http://127.0.0.1:${httpPort}/api/health`)).json()).toEqual({
        status: 'ok',
        db: 'up',
      });
      expect(output).toContain('Embedded PostgreSQL listening');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(await portAcceptsConnections(pgPort)).toBe(false);
      expect(await portAcceptsConnections(httpPort)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
