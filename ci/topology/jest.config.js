/**
 * `npm run test:topology`: nginx in front of two API instances, one of them killed under load.
 * Needs PostgreSQL and Redis (as the API suite's PostgreSQL pass does) and nginx, which
 * ci/topology/install-nginx.sh installs when missing. One run at a time: two cores.
 */
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
  testTimeout: 180_000,
  maxWorkers: 1,
};
