// Stand-alone run of the editor-engine tests with the coverage gate (`npm run test:engine`).
import project from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...project,
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: { lines: 95 } },
};
