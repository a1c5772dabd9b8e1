import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { portAcceptsConnections } from '#shared/infra/database/embedded-postgres.js';

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
