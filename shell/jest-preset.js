/**
 * Jest set-up for the shell and every remote (`module.exports = require('@portal/shell/jest-preset')`):
 * jsdom with shared-ui's polyfills and matchers, and the browser builds webpack would pick.
 */
const path = require('node:path');

const sharedUiDir = path.dirname(require.resolve('@portal/shared-ui/package.json'));
const axiosDir = path.dirname(require.resolve('axios/package.json'));

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // The workspace packages' TypeScript (their `source` export), as webpack bundles it, then jsdom's own condition.
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  roots: ['<rootDir>/src'],
  // TextEncoder for React Router, matchMedia for react-hot-toast, PointerEvent; then jest-dom.
  setupFiles: [path.join(sharedUiDir, 'jest.polyfills.ts')],
  setupFilesAfterEnv: [path.join(sharedUiDir, 'jest.setup.ts'), path.join(__dirname, 'jest-setup.ts')],
  // Every test starts with fresh mocks: no calls recorded, spies restored.
  clearMocks: true,
  restoreMocks: true,
  moduleNameMapper: {
    // Jest ignores package.json "browser" fields: without these it would load styled-components'
    // server build (which never injects global styles) and axios' ESM entry (which it cannot parse).
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
    '^axios$': path.join(axiosDir, 'dist/browser/axios.cjs'),
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } },
    ],
  },
};
