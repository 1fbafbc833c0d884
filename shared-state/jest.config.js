/**
 * Two projects: plain logic runs under node; files named *.dom.test.ts(x) need
 * a browser (localStorage, React, XHR with cookies and CORS) and run under jsdom.
 * axios is mapped to its CommonJS build for each, since jest cannot load its ESM entry. Each reads
 * the workspace packages' TypeScript (their `source` export), as webpack bundles it, not their dist/.
 */
const path = require('node:path');

const axiosDir = path.dirname(require.resolve('axios/package.json'));

const transform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
};

module.exports = {
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['\\.dom\\.test\\.tsx?$'],
      transform,
      moduleNameMapper: { '^axios$': path.join(axiosDir, 'dist/node/axios.cjs') },
    },
    {
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.dom.test.ts', '**/*.dom.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/setupDom.ts'],
      transform,
      moduleNameMapper: { '^axios$': path.join(axiosDir, 'dist/browser/axios.cjs') },
    },
  ],
};
