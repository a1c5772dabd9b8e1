// Jest runs in ESM mode (NestJS 12 is ESM-only): NODE_OPTIONS=--experimental-vm-modules.
const swc = [
  '@swc/jest',
  {
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const server = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    // package.json "imports" point at the build (dist) for Node; jest reads the sources.
    '^#(shared|modules|config)/(.*?)(\\.js)?$': '<rootDir>/src/$1/$2',
    '^#src/(.*?)(\\.js)?$': '<rootDir>/src/$1',
    '^#migrations/(.*?)(\\.js)?$': '<rootDir>/migrations/$1',
    '^#test/(.*?)(\\.js)?$': '<rootDir>/test/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The adapter's tests use the engine's sources, not a stale build.
    '^editor-engine$': '<rootDir>/editor-engine/src/index.ts',
    // The same for the package the canvas module and the Vite plugins share.
    '^@tradiehub/codebase-ids$': '<rootDir>/codebase-ids/src/index.ts',
  },
};

// The web app's unit tests: components and hooks in jsdom with Testing Library.
const swcWeb = [
  '@swc/jest',
  {
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

/** @type {import('jest').Config} */
export default {
  // A global option: jest ignores testTimeout inside a project. Medium tests wait for the
  // migrated template database, which the first worker builds, and boot the app in beforeAll:
  // at load 13 on two cores that alone took over 30 s. A guard against hangs, not a target.
  testTimeout: 60000,
  // ESM mode keeps every test file's module graph alive in its worker: without a limit the two
  // workers grew to 3–4 GB each and spent the run collecting garbage (the medium project: 352 →
  // 272 CPU s with the limit, 2026-11-29). A worker past it is replaced after its current file.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...server,
      displayName: 'unit',
      roots: [
        '<rootDir>/src',
        '<rootDir>/test/fakes',
        '<rootDir>/editor-dom-adapter/src',
        '<rootDir>/codebase-ids/src',
        '<rootDir>/web/vite',
      ],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...server,
      displayName: 'medium',
      roots: ['<rootDir>/test/medium', '<rootDir>/test/e2e'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['<rootDir>/test/support/setup-env.ts'],
    },
    '<rootDir>/editor-engine',
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/web/jest-environment.js',
      roots: ['<rootDir>/web/src', '<rootDir>/web/editor'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      // Rendering whole pages in jsdom is slow on a busy machine; no test waits on time itself.
      testTimeout: 20000,
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': swcWeb },
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/web/src/$1',
        // The outer editor's tests use the engine's sources, not a stale build.
        '^editor-engine$': '<rootDir>/editor-engine/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      setupFilesAfterEnv: ['<rootDir>/web/src/test-setup.ts'],
    },
  ],
};
