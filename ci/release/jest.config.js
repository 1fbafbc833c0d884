/**
 * `npm run test:release`: the release tool on its own, against site folders in the temp dir
 * (canaries, promotion, rollback, the history, refusals). The end-to-end specs that build the
 * real packages and open the site in Chromium are in e2e/, run by `npm run test:e2e`.
 */
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // The workspace packages' TypeScript (their `source` export), not their dist/.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
};
