/** API tests run against a real database: SQLite by default, PostgreSQL with TEST_ENGINE=postgres. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true }],
  },
  testTimeout: 30000,
  maxWorkers: 2,
};
