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
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The adapter's tests use the engine's sources, not a stale build.
    '^editor-engine$': '<rootDir>/editor-engine/src/index.ts',
  },
};

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...server,
      displayName: 'unit',
      roots: ['<rootDir>/src', '<rootDir>/test/fakes', '<rootDir>/editor-dom-adapter/src'],
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
      testTimeout: 30000,
    },
    '<rootDir>/editor-engine',
  ],
};
