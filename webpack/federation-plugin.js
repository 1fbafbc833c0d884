const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons');
const stableManifestOrder = require('./stable-manifest-order');

/**
 * The Module Federation plugin of an app: a remote when it has `exposes`, else the host.
 *
 * @param {object} app
 * @param {string} app.dir the app's folder
 * @param {string} app.name federation name
 * @param {Record<string, string>} [app.exposes] exposed module → source file
 * @param {boolean} production
 */
module.exports = function federationPlugin({ dir, name, exposes }, production) {
  const isRemote = exposes !== undefined;
  return new ModuleFederationPlugin({
    name,
    ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: { additionalData: stableManifestOrder } } : { manifest: false }),
    shared: sharedSingletons(require(path.join(dir, 'package.json')).dependencies),
    // The shell's singletons win and a remote is fetched only when its route is visited.
    shareStrategy: 'loaded-first',
    dts: false,
    // One federation runtime per page, the shell's: a remote's production build (it has no page
    // of its own) leaves its copy out (18 KB gzip) and runs on the one the shell provides.
    ...(isRemote ? {} : { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.js')] }),
    experiments: {
      ...(isRemote && { externalRuntime: production }),
      // The runtime's code for Node (loading scripts without a DOM) is left out.
      optimization: { target: 'web' },
    },
  });
};
