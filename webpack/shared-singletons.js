/**
 * Every package that holds module-level state the page must have exactly one of: React and
 * its renderer, the router, the store and its bindings, the style sheet, the toast queue, and
 * the two workspace packages that wrap them. Each app's build shares these as singletons, so
 * whichever copy loads first (the shell's, with shareStrategy 'loaded-first') is the only one.
 *
 * A key matches one import path exactly; a key ending in '/' matches every subpath, which
 * catches 'react/jsx-runtime' and 'react-dom/client'. 'react-router-dom' re-exports
 * 'react-router', so both are listed. Never eager: each app starts behind an async boundary.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux-persist',
  'styled-components',
  'react-hot-toast',
  '@portal/shared-ui',
  '@portal/shared-state',
];

/**
 * The shared config of an app, each singleton requiring the version range the app's own
 * package.json names (otherwise webpack guesses from whichever package imports it first,
 * and some, like redux-persist importing react, name none).
 *
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 */
module.exports = function sharedSingletons(dependencies) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.replace(/\/$/, '');
      const requiredVersion = dependencies[packageName];
      if (!requiredVersion) throw new Error(`Shared singleton ${packageName} is missing from the app's dependencies`);
      return [key, { singleton: true, requiredVersion }];
    }),
  );
};
