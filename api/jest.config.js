/** API tests run against a real database: SQLite by default, PostgreSQL with TEST_ENGINE=postgres. */
module.exports = {
  testEnvironment: 'node',
  // The workspace packages' TypeScript (their `source` export), as tsx and webpack read it, not their dist/.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // cookie 2 ships only as an ES module; Jest (unlike Node 20.19) cannot require() one, so it is compiled.
    '^.+/node_modules/cookie/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  testTimeout: 30000,
  maxWorkers: 2,
};
