// `npm run cluster [-- --instances 3 --port 8080]`: N instances of the built server on one
// PostgreSQL (DATABASE_URL, else the embedded one, started once here) and one Redis (REDIS_URL,
// else a redis-server started here), behind HAProxy from Debian (installed when missing and
// root). Demo data only outside production, as `npm start`. HTTP is round-robin; socket.io's
// polling transport is sticky by a cookie; websockets pass through; the proxy checks
// /api/health/ready. Ctrl-C or SIGTERM drains every instance.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { haproxyConfig } from './haproxy-config.mjs';
import { ensureBuilt, ensureDependencies, root, run, say } from './lib.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'first-app-port': { type: 'string', default: '3101' },
    'no-seed': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
const proxyPort = Number(values.port);
const firstAppPort = Number(values['first-app-port']);
const production = process.env.NODE_ENV?.trim() === 'production';
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  say('--instances: must be a whole number from 1 to 16');
  process.exit(1);
}

const has = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function ensureHaproxy() {
  if (has('haproxy')) return;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    say("HAProxy is missing: install Debian's haproxy package (apt-get install -y haproxy)");
    process.exit(1);
  }
  say('installing Debian haproxy…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'haproxy'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function waitReady(port, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the instance on port ${port} was not ready in time`);
}

const children = new Map();
let stopping = false;
let embedded = null;
let redis = null;
let proxy = null;

function startInstance(i, env) {
  const port = firstAppPort + i;
  const args = ['dist/src/main.js'];
  // As `npm start`: demo data in development only (production refuses to start with it).
  if (i === 0 && !values['no-seed'] && !production) args.push('--seed-if-empty');
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(port) },
    // Own process groups: a Ctrl-C reaches this script only, which drains them in order.
    detached: true,
  });
  children.set(i, child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    // A crashed or killed instance comes back; the proxy sends it traffic once it is ready.
    say(`instance ${i + 1} (port ${port}) ended (${signal ?? code}): restarting it`);
    setTimeout(() => !stopping && startInstance(i, env), 1_000);
  });
  return child;
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  say('draining the instances…');
  const exits = [...children.values()]
    .filter((c) => c.exitCode === null && c.signalCode === null)
    .map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.all(exits);
  proxy?.kill('SIGTERM');
  redis?.kill('SIGTERM');
  await embedded?.stop().catch(() => undefined);
  process.exit(code);
}

async function main() {
  // --skip-build: the caller (test-cluster, bench-cluster) has already checked both.
  if (!values['skip-build']) {
    ensureDependencies();
    ensureBuilt();
  }
  ensureHaproxy();
  const dataDir = join(root, '.data');
  mkdirSync(dataDir, { recursive: true });

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pgModule = join(root, 'dist/src/shared/infra/database/embedded-postgres.js');
    const { startEmbeddedPostgres, ensureDatabase } = await import(pgModule);
    embedded = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'pg'),
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
      log: say,
    });
    databaseUrl = await ensureDatabase(embedded.serverUrl, 'tradiehub');
  }

  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    const port = Number(process.env.CLUSTER_REDIS_PORT ?? 6390);
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
        detached: true,
      },
    );
    redisUrl = `redis://127.0.0.1:${port}`;
  }

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    APP_URL: process.env.APP_URL ?? `http://localhost:${proxyPort}`,
    DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '2000',
    // HAProxy, on this machine, names the client in X-Forwarded-For: without this every client
    // would share the proxy's address and its rate limits.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

  // The first instance migrates, seeds and writes the development session secret; the others
  // start once it is ready, so they share it (same DATA_DIR).
  await waitReady(firstAppPort, startInstance(0, env));
  const rest = [];
  for (let i = 1; i < instances; i += 1)
    rest.push(waitReady(firstAppPort + i, startInstance(i, env)));
  await Promise.all(rest);

  const ports = Array.from({ length: instances }, (_, i) => firstAppPort + i);
  const configFile = join(dataDir, `haproxy-${proxyPort}.cfg`);
  writeFileSync(
    configFile,
    haproxyConfig({
      bind: `127.0.0.1:${proxyPort}`,
      servers: ports.map((port) => `127.0.0.1:${port}`),
    }),
  );
  run('haproxy', ['-c', '-q', '-f', configFile]);
  proxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'inherit', detached: true });
  proxy.once('exit', (code) => !stopping && void stopAll(code ?? 1));
  say(
    `${instances} instances (ports ${ports.join(', ')}) behind HAProxy at http://localhost:${proxyPort}`,
  );
}

main().catch((error) => {
  say(`cluster failed: ${error instanceof Error ? error.message : String(error)}`);
  void stopAll(1);
});
