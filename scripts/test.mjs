// `npm test`: everything a fresh clone needs, then every test. Fails on the first failing step.
//   install → Chromium → lint → types → house rules → API client freshness → jest (unit,
//   medium/e2e on real PostgreSQL, editor engine with coverage) → builds → Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

function apiClientIsFresh() {
  run('npm', ['run', 'build:server', '--silent']);
  const dir = mkdtempSync(join(tmpdir(), 'tradiehub-api-'));
  run(process.execPath, ['dist/src/cli/openapi.js', join(dir, 'openapi.json')]);
  run('npx', ['openapi-typescript', join(dir, 'openapi.json'), '-o', join(dir, 'schema.gen.ts')], {
    stdio: 'ignore',
  });
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
step('lint (eslint + prettier)', () => run('npm', ['run', 'lint', '--silent']));
step('types (server, web, editor engine and adapter)', () => {
  // The adapter is checked against the engine's declarations, so the engine builds first.
  run('npm', ['run', 'build:engine', '--silent']);
  run('npm', ['run', 'typecheck', '--silent']);
  run('npm', ['run', 'typecheck:web', '--silent']);
  run('npm', ['run', 'build:adapter', '--silent']);
});
step('house rules (dependency-cruiser)', () => run('npm', ['run', 'depcruise', '--silent']));
step('API client matches the OpenAPI document', apiClientIsFresh);
step('jest: unit, medium and HTTP e2e on PostgreSQL', () =>
  run('npx', ['jest', '--selectProjects', 'unit', 'medium'], { env: jestEnv }),
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
