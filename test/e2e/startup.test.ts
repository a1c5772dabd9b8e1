import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { portAcceptsConnections } from '#shared/infra/database/embedded-postgres.js';
import { createTestDatabase } from '#test/support/test-database.js';
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

/** Newest modification time of the files with this extension (tests aside) under dir. */
function newestMtime(dir: string, extension: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const name = entry.name;
    if (!entry.isFile() || !name.endsWith(extension) || /\.(spec|test)\.ts$/.test(name)) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, name)).mtimeMs);
  }
  return newest;
}

/** `node dist/src/main.js` with `env`; its combined output so far, and its exit code. */
function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['dist/src/main.js'], { cwd: root, env, stdio: 'pipe' });
  const log = { text: '' };
  child.stdout.on('data', (d: Buffer) => (log.text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log.text += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => log.text, exited };
}

describe('the server process', () => {
  // No compile here: `npm test` builds the server (the API-client check) before jest runs.
  beforeAll(() => {
    const main = join(root, 'dist', 'src', 'main.js');
    if (!existsSync(main)) {
      throw new Error('dist/src/main.js is missing: run `npm run build:server` first');
    }
    const built = newestMtime(join(root, 'dist', 'src'), '.js');
    const edited = Math.max(
      newestMtime(join(root, 'src'), '.ts'),
      newestMtime(join(root, 'migrations'), '.ts'),
    );
    if (edited > built) {
      throw new Error('dist/ is older than src/: run `npm run build:server` first');
    }
  });

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
    const { child, output, exited } = startServer(env);
    try {
      await waitFor(async () => {
        const res = await fetch(`http://127.0.0.1:${httpPort}/api/health`).catch(() => null);
        return res?.status === 200;
      }, 60_000);
      expect(await (await fetch(`http://127.0.0.1:${httpPort}/api/health`)).json()).toEqual({
        status: 'ok',
        db: 'up',
      });
      expect(output()).toContain('Embedded PostgreSQL listening');
      child.kill('SIGTERM');
      const code = await exited;
      // On a failure the server's own output says why (CI once saw exit code 1 here).
      expect({ code, output: code === 0 ? '' : output() }).toEqual({ code: 0, output: '' });
      expect(await portAcceptsConnections(pgPort)).toBe(false);
      expect(await portAcceptsConnections(httpPort)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('drains on SIGTERM: not ready at once, the request in hand finishes, then exit 0', async () => {
    const db = await createTestDatabase();
    const port = 42000 + Math.floor(Math.random() * 900);
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '1500',
      DRAIN_TIMEOUT_MS: '10000',
    };
    const { child, output, exited } = startServer(env);
    try {
      await waitFor(async () => {
        const res = await fetch(`${base}/api/health/ready`).catch(() => null);
        return res?.status === 200;
      }, 60_000);
      const csrf = await fetch(`${base}/api/auth/csrf`);
      const token = ((await csrf.json()) as { token: string }).token;
      const cookie = csrf.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      // A slow upload: the headers are in before SIGTERM, the body only after the drain began.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass-123' });
      const slow = httpRequest(`${base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-CSRF-Token': token,
          Cookie: cookie,
        },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve) => {
        slow.on('response', (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        slow.on('error', (error) => resolve({ status: 0, text: error.message }));
      });
      slow.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 300));

      child.kill('SIGTERM');
      await waitFor(async () => {
        const res = await fetch(`${base}/api/health/ready`).catch(() => null);
        return res?.status === 503;
      }, 5_000);
      const ready = await fetch(`${base}/api/health/ready`);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', draining: true });

      // Past the proxy's notice period: new connections are refused, the one in hand is served.
      await new Promise((r) => setTimeout(r, 2_500));
      expect(await portAcceptsConnections(port)).toBe(false);
      slow.end(body.slice(10));
      const answer = await answered;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 401 });

      expect(await exited).toBe(0);
      expect(output()).toMatch(/Drained: .* 1 requests in hand finished/);
    } catch (error) {
      throw new Error(`${String(error)}\n--- server output ---\n${output()}`, { cause: error });
    } finally {
      child.kill('SIGKILL');
      await db.drop();
    }
  }, 90_000);
});
