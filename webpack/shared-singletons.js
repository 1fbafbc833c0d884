/**
 * What the page must hold exactly one of, and how each app gets it.
 *
 * SINGLETONS are shared through Module Federation: the packages the apps' own code imports
 * (React and its renderer, styled-components' style sheet) and the two workspace packages
 * that hold everything else. Whichever copy loads first (the shell's, with shareStrategy
 * 'loaded-first') is the only one. A key matches one import path exactly; a key ending in
 * '/' matches every subpath, which catches 'react/jsx-runtime' and 'react-dom/client'.
 * Never eager: each app starts behind an async boundary.
 *
 * CARRIED packages also hold module-level state (the router's context, the store's bindings,
 * the toast queue), but a shared package is never tree-shaken: all of React Router would
 * ship, used or not. So they are not shared; the apps reach them only through the workspace
 * package named here, which re-exports what they use. They are then bundled, tree-shaken,
 * into the shell's build, and since the workspace package is a singleton a remote runs on
 * the shell's copy. A remote that imported one directly would bundle a second copy, one
 * without the shell's router or store around it: its build fails (see create-app-config.js).
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'styled-components',
  '@portal/shared-ui',
  '@portal/shared-state',
];

/**
 * The workspace singletons are the contract between the shell and the remotes (the store's
 * shape, the design system's components). A remote built against another major version of
 * one would otherwise run on the shell's copy with nothing but a console warning, and break in
 * ways no build can see. strictVersion makes the federation runtime throw instead when the
 * remote's module asks for it, so the shell shows that remote's fallback and nothing else
 * breaks. The apps pin them exactly (workspace versions), so the requirement is widened to the
 * same major: a remote built against 1.0.0 still runs beside a shell providing 1.2.0.
 */
const STRICT = ['@portal/shared-ui', '@portal/shared-state'];
const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

/** Package → the workspace package an app imports it through. */
const CARRIED = {
  'react-router': '@portal/shared-ui',
  'react-router-dom': '@portal/shared-ui',
  'react-hot-toast': '@portal/shared-ui',
  '@reduxjs/toolkit': '@portal/shared-state',
  'react-redux': '@portal/shared-state',
  'redux-persist': '@portal/shared-state',
};

/**
 * The shared config of an app, each singleton requiring the version range the app's own
 * package.json names (otherwise webpack guesses from whichever package imports it first).
 *
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 */
function sharedSingletons(dependencies) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.replace(/\/$/, '');
      const requiredVersion = dependencies[packageName];
      if (!requiredVersion) throw new Error(`Shared singleton ${packageName} is missing from the app's dependencies`);
      if (!STRICT.includes(packageName)) return [key, { singleton: true, requiredVersion }];
      const sameMajor = EXACT_VERSION.test(requiredVersion) ? `^${requiredVersion}` : requiredVersion;
      return [key, { singleton: true, requiredVersion: sameMajor, strictVersion: true }];
    }),
  );
}

module.exports = { CARRIED, sharedSingletons };
