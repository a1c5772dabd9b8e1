// The app the Playwright journeys drive: the built server on a fresh database of its own, with
// the demo data. Uses TEST_DATABASE_URL/DATABASE_URL's server when set, else an embedded one.
// Usage: node scripts/e2e-server.mjs <port>
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

const port = process.argv[2] ?? '3199';
const { startEmbeddedPostgres } = await import(
  join(root, 'dist/src/shared/infra/database/embedded-postgres.js')
);

let embedded = null;
let serverUrl;
const configured = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (configured) {
  const url = new URL(configured);
  url.pathname = '/postgres';
  serverUrl = url.toString();
} else {
  embedded = await startEmbeddedPostgres({
    dataDir: join(root, '.data', 'pg-e2e'),
    port: Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54340),
  });
  serverUrl = embedded.serverUrl;
}

const database = `tradiehub_e2e_${port}`;
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${database}`);
await client.end();
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;

const app = spawn(process.execPath, ['dist/src/main.js', '--seed-if-empty'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl.toString(),
    ADMIN_EMAIL: 'admin@e2e.tradiehub.local',
    ADMIN_PASSWORD: 'Admin-e2e-pass-1',
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-123',
    LOGIN_RATE_LIMIT: '1000',
    FORGOT_PASSWORD_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
app.on('exit', async (code) => {
  if (stopping) return;
  await embedded?.stop();
  process.exit(code ?? 1);
});
