// `npm test`: everything a fresh clone needs, then every test. Fails on the first failing step.
//   install → Chromium → types and lint → house rules → API client freshness → OpenAPI lint →
//   jest (unit, web, medium/e2e on real PostgreSQL, editor engine with coverage) → builds →
//   Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  background,
  childrenCpuSeconds,
  ensureDependencies,
  machineBusy,
  machineCpu,
  pool,
  root,
  run,
  say,
} from './lib.mjs';

// A larger young generation: the type checker, ESLint and the builds allocate fast, and fewer
// scavenges made ESLint 74 → 61 s wall, 101 → 87 CPU s (2026-11-29). Every child inherits it;
// jest's workers add ESM support to it.
const SEMI_SPACE = '--max-semi-space-size=64';
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, SEMI_SPACE].filter(Boolean).join(' ');
const jestEnv = { ...process.env, NODE_OPTIONS: `--experimental-vm-modules ${SEMI_SPACE}` };

/**
 * Wall time and CPU time (user + system, every core) of a step, and how busy the whole machine
 * was meanwhile: a step far from 100 % leaves cores idle (waiting on timers, the network or one
 * slow task), so it could run more in parallel.
 */
function step(name, action) {
  const started = Date.now();
  const cpu = childrenCpuSeconds();
  const machine = machineCpu();
  say(`▶ ${name}`);
  action();
  const took = ((Date.now() - started) / 1000).toFixed(1);
  const used = (childrenCpuSeconds() - cpu).toFixed(1);
  say(`✔ ${name} (${took} s, CPU ${used} s${machineBusy(machine)})`);
}

const WHOLE_BROWSER = process.env.EDITOR_CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const aptInstall = (pkg) => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', pkg]);
};
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const canInstall = () => process.getuid?.() === 0 && has('apt-get');

/**
 * Debian's Chromium for the browser tests (nothing downloads a browser). Its headless shell
 * (package chromium-headless-shell, the build Playwright itself runs headless, less CPU) runs
 * the journeys and the Storybook smoke tests, or the whole browser where the shell cannot be
 * installed; the whole browser runs the drags under the frame's pointer lock. CHROMIUM_PATH and
 * EDITOR_CHROMIUM_PATH override. Returns the binary for most journeys.
 */
function ensureChromium() {
  if (!existsSync(WHOLE_BROWSER)) {
    if (!canInstall()) {
      say(`Chromium is missing at ${WHOLE_BROWSER}: install Debian's package (apt-get install -y`);
      say('chromium chromium-headless-shell) or set EDITOR_CHROMIUM_PATH to a Chromium binary.');
      process.exit(1);
    }
    say("installing Debian's Chromium for the browser tests…");
    if (!aptInstall('chromium')) process.exit(1);
  }
  const app = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
  if (existsSync(app)) return app;
  if (!process.env.CHROMIUM_PATH && canInstall()) {
    say("installing Debian's Chromium headless shell for the app's journeys…");
    if (aptInstall('chromium-headless-shell')) return HEADLESS_SHELL;
  }
  say(`no ${app}: every journey runs ${WHOLE_BROWSER}`);
  return WHOLE_BROWSER;
}

/** The realtime suites fan out across two instances through a real Redis (REDIS_TEST_URL). */
async function ensureRedis() {
  const url = new URL(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379');
  const listening = () =>
    new Promise((resolve) => {
      const socket = connect(Number(url.port || 6379), url.hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  process.env.REDIS_TEST_URL = url.toString();
  if (await listening()) return;
  if (!has('redis-server')) {
    if (!canInstall()) {
      say(`Redis is not listening at ${url} and redis-server is missing: install Debian's`);
      say('redis-server package, or set REDIS_TEST_URL to a running Redis.');
      process.exit(1);
    }
    say('installing Debian redis-server for the realtime tests…');
    if (!aptInstall('redis-server')) process.exit(1);
  }
  say(`starting redis-server on ${url.hostname}:${url.port || 6379} (nothing kept on disk)…`);
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    url.hostname,
    '--port',
    String(url.port || 6379),
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 20 && !(await listening()); i += 1) await sleep(250);
  if (!(await listening())) {
    say(`redis-server did not start listening at ${url}`);
    process.exit(1);
  }
}

// The document the API-client check generates; the OpenAPI lint reads the same file.
const apiDocumentDir = mkdtempSync(join(tmpdir(), 'tradiehub-api-'));

async function apiClientIsFresh(exec) {
  const dir = apiDocumentDir;
  await exec('npm', ['run', 'build:server', '--silent']);
  await exec(process.execPath, ['dist/src/cli/openapi.js', join(dir, 'openapi.json')]);
  await exec('npx', [
    'openapi-typescript',
    join(dir, 'openapi.json'),
    '--enum-values',
    '-o',
    join(dir, 'schema.gen.ts'),
  ]);
  const committed = readFileSync(join(root, 'web/src/shared/api/schema.gen.ts'), 'utf8');
  if (readFileSync(join(dir, 'schema.gen.ts'), 'utf8') !== committed) {
    throw new Error(
      'web/src/shared/api/schema.gen.ts is out of date with the server: run `npm run api:generate`',
    );
  }
  await exec(process.execPath, ['scripts/lint-openapi.mjs', join(dir, 'openapi.json')]);
}

const npmRun = (script, options) => (exec) => exec('npm', ['run', script, '--silent'], options);

step('dependencies', ensureDependencies);
let chromium = WHOLE_BROWSER;
step('chromium', () => {
  chromium = ensureChromium();
  say(`the journeys run ${chromium}, the pointer-locked drags ${WHOLE_BROWSER}`);
});
say('▶ redis');
await ensureRedis();
// The adapter is checked against the engine's declarations, and the web app (type-aware lint
// included) against the adapter's: both packages and the route tree exist before anything reads
// them. The codebase-ids package is built for the runs that load it compiled (the server from
// dist/, Vite's config in the browser journeys).
step('build the workspace packages and the route tree', () => {
  run('npm', ['run', 'build:engine', '--silent']);
  run('npm', ['run', 'build:adapter', '--silent']);
  run('npm', ['run', 'build:codebase-ids', '--silent']);
  run(process.execPath, ['web/scripts/generate-routes.mjs']);
});
// Slowest first, so the last task to start is a short one.
const started = Date.now();
const poolCpu = childrenCpuSeconds();
const poolMachine = machineCpu();
say('▶ checks and builds, two at a time');
await pool([
  // One process: each project's program is built once for its type check and for ESLint.
  {
    name: 'types (server and tests, web app and stories, editor engine and adapter); ESLint (type-aware)',
    action: (exec) => exec(process.execPath, ['scripts/check-types-and-lint.mjs']),
  },
  // It builds the server, which jest's startup test then runs (no test compiles on its own).
  {
    name: 'API client matches the OpenAPI document; OpenAPI lint (Redocly recommended rules)',
    action: apiClientIsFresh,
  },
  { name: 'jest: editor engine with coverage', action: npmRun('test:engine') },
  { name: 'Prettier', action: npmRun('lint:prettier') },
  { name: 'build web app', action: npmRun('build:web') },
  { name: 'house rules (dependency-cruiser)', action: npmRun('depcruise') },
  {
    name: 'build Storybook',
    action: npmRun('build:storybook', {
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    }),
  },
  { name: 'unused code (knip)', action: npmRun('knip') },
]);
const poolTook = ((Date.now() - started) / 1000).toFixed(1);
const poolUsed = (childrenCpuSeconds() - poolCpu).toFixed(1);
say(`✔ checks and builds (${poolTook} s, CPU ${poolUsed} s${machineBusy(poolMachine)})`);
// The browser journeys' servers start now, in the background: migrating and seeding the app's
// database and warming the editor's Vite server overlap jest (mostly waiting on PostgreSQL)
// instead of holding up Playwright, which starts its web servers one after the other.
const appPort = Number(process.env.E2E_APP_PORT ?? 3199);
const maintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? 3197);
const editorPort = Number(process.env.E2E_EDITOR_PORT ?? 5199);
const editorOrigin = `http://127.0.0.1:${editorPort}`;
const servers = [
  background(
    "the journeys' app server",
    process.execPath,
    ['scripts/e2e-server.mjs', String(appPort)],
    `http://127.0.0.1:${appPort}/api/health`,
  ),
  // The maintenance journey's own (it takes its whole server down for a while).
  background(
    "the maintenance journey's app server",
    process.execPath,
    ['scripts/e2e-server.mjs', String(maintenancePort)],
    `http://127.0.0.1:${maintenancePort}/api/health`,
  ),
  background(
    "the editor's Vite server",
    'npx',
    ['vite', '--config', 'web/vite.config.ts', '--port', String(editorPort), '--strictPort'].concat(
      ['--host', '127.0.0.1'],
    ),
    `${editorOrigin}/__editor/manifest.json`,
    { API_PROXY_TARGET: `http://127.0.0.1:${appPort}`, EDITOR_ORIGIN: editorOrigin },
  ),
];
const stopServers = () => servers.forEach((server) => server.stop());
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(1);
  });
}
// Three workers on two CPUs: jest's default (CPUs - 1) is one here, and the medium and e2e
// files wait on PostgreSQL, on queue polls and on timeouts they test (one worker → two: 356 s
// → 190 s; with two the machine was still 13 % idle).
step('jest: unit, web (jsdom), medium and HTTP e2e on PostgreSQL', () =>
  run('npx', ['jest', '--selectProjects', 'unit', 'web', 'medium', '--maxWorkers=3'], {
    env: jestEnv,
  }),
);
say("▶ waiting for the journeys' servers");
for (const server of servers) await server.ready();
step('Playwright: Storybook smoke tests and browser journeys', () =>
  run('npx', ['playwright', 'test'], {
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      EDITOR_CHROMIUM_PATH: WHOLE_BROWSER,
      PW_SERVERS_STARTED: '1',
    },
  }),
);
stopServers();
say('all tests passed');
