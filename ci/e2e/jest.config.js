/**
 * End-to-end specs: real Chromium against the portal as `npm start` serves it. Each team keeps
 * its specs in <package>/e2e/, the release pipeline in ci/release/e2e/; the shared harness is
 * in ci/e2e/support/.
 */
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  testEnvironment: 'node',
  // The workspace packages' TypeScript (their `source` export), not their dist/.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/*/e2e/**/*.e2e.ts', '<rootDir>/ci/release/e2e/**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
  testTimeout: 180_000,
  // One portal and one browser at a time: two cores.
  maxWorkers: 1,
};
