const PathFreeFederationEntryPlugin = require('./path-free-federation-entry-plugin');
const PathFreeModuleIdsPlugin = require('./path-free-module-ids-plugin');
const relativePaths = require('./relative-paths');

/**
 * What makes a production build the same bytes from the same sources in any checkout folder: a
 * release's version is a hash of its dist/ (ci/release/version-id.ts), so a remote rebuilt
 * unchanged must not become a new release. `npm run test:reproducible-build` checks it
 * (ci/reproducible-build/). Besides these, mf-stats.json is sorted (stable-manifest-order.js).
 *
 * @param {string} dir the app's folder (its webpack context)
 */
module.exports = function reproducibleBuild(dir) {
  return {
    /** optimization: the module ids come from PathFreeModuleIdsPlugin instead. */
    optimization: { moduleIds: false },
    /**
     * output.devtoolModuleFilenameTemplate: webpack's default (`webpack://[namespace]/[resourcePath]`)
     * but with no absolute path in a source's name, as an ignored module's has (`axios: false` in
     * the shell's server build: 'ignored|/…/shared-state/src/api|axios').
     */
    devtoolModuleFilenameTemplate: (info) => `webpack://${info.namespace}/${relativePaths(dir, info.resourcePath)}`,
    plugins: [new PathFreeModuleIdsPlugin(), new PathFreeFederationEntryPlugin()],
  };
};
