/**
 * The reliability suite (`npm run test:reliability`): real server processes killed,
 * stopped, cut off from PostgreSQL, soaked and fuzzed over HTTP. One file at a time: the
 * specs measure the machine, so they must not share it with each other.
 */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  // The workspace packages' TypeScript (their `source` export), not their dist/ (see ../jest.config.js).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  roots: ['<rootDir>/reliability'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/reliability/tsconfig.json' }],
    // cookie 2 ships only as an ES module (see ../jest.config.js).
    '^.+/node_modules/cookie/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  globalSetup: '<rootDir>/reliability/support/global-setup.js',
  testTimeout: 180_000,
  maxWorkers: 1,
};
