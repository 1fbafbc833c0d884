/**
 * Two projects: the page as a browser runs it (jsdom, the preset every remote shares), and the
 * server render (*.server.test.tsx) under node, with the server builds of styled-components and
 * axios, as the shell's server build has them.
 */
const preset = require('./jest-preset');

const SERVER_TESTS = '\\.server\\.test\\.tsx?$';

module.exports = {
  projects: [
    { ...preset, displayName: 'browser', testPathIgnorePatterns: [SERVER_TESTS] },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
      roots: preset.roots,
      testRegex: SERVER_TESTS,
      clearMocks: true,
      restoreMocks: true,
      transform: preset.transform,
    },
  ],
};
