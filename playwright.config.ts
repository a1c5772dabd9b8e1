import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser journeys are `*.e2e.ts`, named apart from the unit specs (`*.spec.ts`, run by jest).
// A browser file named like a spec would silently never run: refuse it.
const misnamed = readdirSync('test/browser', { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.spec.ts'),
);
if (misnamed.length > 0) {
  throw new Error(`Rename to *.e2e.ts (Playwright runs only those): ${misnamed.join(', ')}`);
}

// Debian's Chromium; nothing downloads a browser here. The journeys and the Storybook smoke
// tests run its headless shell where installed (a third less CPU than the whole browser run
// headless; `npm test` installs it and passes CHROMIUM_PATH). The journeys that drag in the
// preview frame past the pointer lock run the whole browser (EDITOR_CHROMIUM_PATH): the shell
// does not send the locked frame the moves and the release (docs/decisions.md).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const WHOLE_BROWSER = '/usr/bin/chromium';
const launch = (executablePath: string) => ({
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});
const chromium = launch(
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_BROWSER),
);
const editorChromium = launch(process.env.EDITOR_CHROMIUM_PATH ?? WHOLE_BROWSER);

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3199);
// The journey that switches maintenance mode on has an app server of its own: on the shared one
// it would take every other journey down with it.
const MAINTENANCE_PORT = Number(process.env.E2E_MAINTENANCE_PORT ?? 3197);
const STORYBOOK_PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 6199);
// The Vite dev server with the codebase-id plugin: the outer editor and its preview frame.
const EDITOR_PORT = Number(process.env.E2E_EDITOR_PORT ?? 5199);
const EDITOR_ORIGIN = `http://127.0.0.1:${EDITOR_PORT}`;
const onlyStorybook = process.env.PW_ONLY_STORYBOOK === '1';
const onlyEditor = process.env.PW_ONLY_EDITOR === '1';
const onlyApp = process.env.PW_ONLY_APP === '1';
const MAINTENANCE = ['**/admin-operations.e2e.ts'];
const WRITEBACK = ['**/write-back.e2e.ts'];
// The journeys whose drag goes on after the frame locked the pointer.
const LOCKED_DRAGS = /drag starts only past|drag, temporary move, change/;
// `npm test` starts the app and editor servers itself while jest runs (scripts/test.mjs).
const serversStarted = process.env.PW_SERVERS_STARTED === '1';

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two workers: files run side by side (each journey makes its own users). No project waits
  // for another: Playwright runs dependent projects in phases, and a phase that ends with one
  // long test leaves the other worker idle. PW_WORKERS overrides.
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The app's service worker (the installable app) would answer requests that page.route()
  // must see; only the journey that tests it allows it (test.use({ serviceWorkers: 'allow' })).
  // Locally a failure keeps its trace of actions, console and network; no screencast and no
  // DOM snapshots at every action (they cost a fifth of the journeys' time on two cores; the
  // failure's page snapshot is in error-context.md anyway). CI records none: a CI run leaves
  // only its log, and recording every journey's trace to throw it away cost the app's journeys
  // 9 % of their CPU (220 → 201 CPU s, 137 → 126 s, 2026-11-29).
  use: {
    ...chromium,
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    serviceWorkers: 'block',
  },
  projects: [
    {
      // The source write-back journeys and the random edit sequences (the longest test, about
      // 2.5 minutes) run on their own API and Vite servers, so they go first: one worker spends
      // those minutes on them while the other runs the rest, instead of running them alone at
      // the end. Nothing waits for them (other servers).
      name: 'editor-writeback',
      testDir: 'test/browser/editor',
      testMatch: WRITEBACK,
      timeout: 60_000,
      use: { ...chromium, baseURL: EDITOR_ORIGIN },
    },
    {
      // Maintenance mode as a homeowner sees it, on its own app server (MAINTENANCE_PORT).
      name: 'app-maintenance',
      testDir: 'test/browser/app',
      testMatch: MAINTENANCE,
      use: { ...chromium, baseURL: `http://127.0.0.1:${MAINTENANCE_PORT}` },
    },
    {
      name: 'storybook',
      testDir: 'test/browser/storybook',
      use: { ...chromium, baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
    {
      name: 'app',
      testDir: 'test/browser/app',
      testIgnore: MAINTENANCE,
      use: { ...chromium, baseURL: `http://127.0.0.1:${APP_PORT}` },
    },
    {
      name: 'editor',
      testDir: 'test/browser/editor',
      testMatch: /.*\.e2e\.ts$/,
      testIgnore: WRITEBACK,
      grepInvert: LOCKED_DRAGS,
      timeout: 60_000,
      // The editor page on 127.0.0.1, named by EDITOR_ORIGIN below (not the frame's default,
      // plain localhost): the frame accepts it only through the server's own setting.
      use: { ...chromium, baseURL: EDITOR_ORIGIN },
    },
    {
      // The same editor, on the whole browser: the drags that go on under the pointer lock.
      name: 'editor-drag',
      testDir: 'test/browser/editor',
      testIgnore: WRITEBACK,
      grep: LOCKED_DRAGS,
      timeout: 60_000,
      use: { ...editorChromium, baseURL: EDITOR_ORIGIN },
    },
  ],
  webServer: [
    // PW_ONLY_APP=1 runs the app project with only the app server (no Storybook, no editor).
    ...(onlyEditor || onlyApp
      ? []
      : [
          {
            command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
            url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]),
    // PW_ONLY_STORYBOOK=1 runs the catalogue smoke tests without starting the app or the editor.
    ...(onlyStorybook || onlyApp
      ? []
      : [
          {
            command: `npx vite --config web/vite.config.ts --port ${EDITOR_PORT} --strictPort --host 127.0.0.1`,
            env: { API_PROXY_TARGET: `http://127.0.0.1:${APP_PORT}`, EDITOR_ORIGIN },
            url: `http://127.0.0.1:${EDITOR_PORT}/__editor/manifest.json`,
            reuseExistingServer: serversStarted,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
    // PW_ONLY_EDITOR=1 runs the editor suite without the app server or Storybook.
    ...(onlyStorybook || onlyEditor
      ? []
      : [
          ...[APP_PORT, MAINTENANCE_PORT].map((port) => ({
            command: `node scripts/e2e-server.mjs ${port}`,
            url: `http://127.0.0.1:${port}/api/health`,
            reuseExistingServer: serversStarted,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          })),
        ]),
  ],
});
