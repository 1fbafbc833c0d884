/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Jest ignores package.json "browser" fields, so it would load styled-components' server
  // build, which never injects createGlobalStyle rules. Use the build the apps' webpack uses.
  moduleNameMapper: {
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
};
