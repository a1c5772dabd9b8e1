// `npm test`: everything a fresh clone needs, then every test. Fails on the first failing step.
//   install → Chromium → lint → types → house rules → API client freshness → OpenAPI lint →
//   jest (unit, web, medium/e2e on real PostgreSQL, editor engine with coverage) → builds →
//   Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureDependencies, root, run, say } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const jestEnv = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' };

function step(name, action) {
  const started = Date.now();
  say(`▶ ${name}`);
  action();
  say(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    say(
      `Chromium is missing at ${CHROMIUM}: install Debian's package (apt-get install -y chromium)`,
    );
    say('or set CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
  say('installing Debian Chromium for the browser tests…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
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
  const has = (cmd) =>
    spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
  if (!has('redis-server')) {
    if (process.getuid?.() !== 0 || !has('apt-get')) {
      say(`Redis is not listening at ${url} and redis-server is missing: install Debian's`);
      say('redis-server package, or set REDIS_TEST_URL to a running Redis.');
      process.exit(1);
    }
    say('installing Debian redis-server for the realtime tests…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
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

function apiClientIsFresh() {
  run('npm', ['run', 'build:server', '--silent']);
  const dir = apiDocumentDir;
  run(process.execPath, ['dist/src/cli/openapi.js', join(dir, 'openapi.json')]);
  run(
    'npx',
    [
      'openapi-typescript',
      join(dir, 'openapi.json'),
      '--enum-values',
      '-o',
      join(dir, 'schema.gen.ts'),
    ],
    {
      stdio: 'ignore',
    },
  );
  const committed = readFileSync(join(root, 'web/src/shared/api/schema.gen.ts'), 'utf8');
  if (readFileSync(join(dir, 'schema.gen.ts'), 'utf8') !== committed) {
    say(
      'web/src/shared/api/schema.gen.ts is out of date with the server: run `npm run api:generate`',
    );
    process.exit(1);
  }
}

step('dependencies', ensureDependencies);
step('chromium', ensureChromium);
say('▶ redis');
await ensureRedis();
// The adapter is checked against the engine's declarations, and the web app (type-aware lint
// included) against the adapter's: both packages build before anything reads them.
step('build the editor packages', () => {
  run('npm', ['run', 'build:engine', '--silent']);
  run('npm', ['run', 'build:adapter', '--silent']);
});
// `npm run lint` would build both packages again: the lint parts alone.
step('lint (eslint + prettier)', () => {
  run(process.execPath, ['web/scripts/generate-routes.mjs']);
  run('npm', ['run', 'lint:eslint', '--silent']);
  run('npm', ['run', 'lint:prettier', '--silent']);
});
step('types (server, web, editor engine and adapter)', () => {
  run('npm', ['run', 'typecheck', '--silent']);
  run('npm', ['run', 'typecheck:web', '--silent']);
});
step('house rules (dependency-cruiser) and unused code (knip)', () => {
  run('npm', ['run', 'depcruise', '--silent']);
  run('npm', ['run', 'knip', '--silent']);
});
// It builds the server, which jest's startup test then runs (no test compiles on its own).
step('API client matches the OpenAPI document', apiClientIsFresh);
step('OpenAPI lint (Redocly recommended rules)', () =>
  run(process.execPath, ['scripts/lint-openapi.mjs', join(apiDocumentDir, 'openapi.json')]),
);
// Two workers although the machine has two CPUs: jest's default (CPUs - 1) is one here, and
// the medium and e2e files spend most of their time waiting on PostgreSQL (356 s → 190 s).
step('jest: unit, web (jsdom), medium and HTTP e2e on PostgreSQL', () =>
  run('npx', ['jest', '--selectProjects', 'unit', 'web', 'medium', '--maxWorkers=2'], {
    env: jestEnv,
  }),
);
step('jest: editor engine with coverage', () => run('npm', ['run', 'test:engine', '--silent']));
step('build web app and Storybook', () => {
  run('npm', ['run', 'build:web', '--silent']);
  run('npm', ['run', 'build:storybook', '--silent'], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
});
step('Playwright: Storybook smoke tests and browser journeys', () =>
  run('npx', ['playwright', 'test'], { env: { ...process.env, CHROMIUM_PATH: CHROMIUM } }),
);
say('all tests passed');
