// ESM jest (run with NODE_OPTIONS=--experimental-vm-modules), tests beside the code in Node.
// This is the project config the root jest config lists. Jest accepts coverage reporters and
// thresholds only in a root config, so `npm run test:engine` runs jest.coverage.config.js,
// which adds them to this one.
const swc = [
  '@swc/jest',
  {
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
    module: { type: 'es6' },
  },
];

/** @type {import('jest').Config} */
export default {
  displayName: 'editor-engine',
  rootDir: '.',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  collectCoverageFrom: [
    'src/**/*.ts',
    '!src/**/*.spec.ts',
    '!src/**/*.bench.ts',
    '!src/**/*.arbitraries.ts',
    '!src/**/*.fixtures.ts',
  ],
};
