// The app the Playwright journeys drive: the built server on a fresh database of its own, with
// the demo data. Uses TEST_DATABASE_URL/DATABASE_URL's server when set, else an embedded one.
// Usage: node scripts/e2e-server.mjs <port>
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const port = process.argv[2] ?? '3199';
// Several run at once (the journeys', the maintenance journey's, the write-back's): without a
// PostgreSQL server each starts an embedded one of its own, its port and folder from the app's.
const embeddedPort = Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54340) - (3199 - Number(port));
const scratch = await scratchDatabase(`tradiehub_e2e_${port}`, {
  configured: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  embeddedDir: port === '3199' ? 'pg-e2e' : `pg-e2e-${port}`,
  embeddedPort,
  throwaway: true,
});

const app = spawn(process.execPath, ['dist/src/main.js', '--seed-if-empty'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: scratch.url,
    ADMIN_EMAIL: 'admin@e2e.tradiehub.local',
    ADMIN_PASSWORD: 'Admin-e2e-pass-1',
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-123',
    LOGIN_RATE_LIMIT: '1000',
    FORGOT_PASSWORD_RATE_LIMIT: '1000',
    // Many users and posts from one address: the other limits are tested on their own.
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'warn',
    // Source write-back would edit the working tree's web/src: only the write-back journey
    // (scripts/writeback-e2e-servers.mjs, on a copy) turns it on.
    EDITOR_ENABLED: process.env.EDITOR_ENABLED ?? 'false',
  },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  await scratch.release();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
app.on('exit', async (code) => {
  if (stopping) return;
  await scratch.release();
  process.exit(code ?? 1);
});
