import { defineConfig } from '@playwright/test';

// Debian's Chromium; nothing downloads a browser here.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
};

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3199);
const STORYBOOK_PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 6199);

export default defineConfig({
  testDir: 'test/browser',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { ...chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'storybook',
      testDir: 'test/browser/storybook',
      use: { ...chromium, baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
    {
      name: 'app',
      testDir: 'test/browser/app',
      use: { ...chromium, baseURL: `http://127.0.0.1:${APP_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // PW_ONLY_STORYBOOK=1 runs the catalogue smoke tests without starting the app.
    ...(process.env.PW_ONLY_STORYBOOK === '1'
      ? []
      : [
          {
            command: `node scripts/e2e-server.mjs ${APP_PORT}`,
            url: `http://127.0.0.1:${APP_PORT}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
