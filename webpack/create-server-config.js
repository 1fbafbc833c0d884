const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CarriedImportsPlugin = require('./carried-imports-plugin');
const reproducibleBuild = require('./reproducible-build');
const resolveOptions = require('./resolve-options');
const { CARRIED, sharedSingletons } = require('./shared-singletons');
const SsrManifestEntryPlugin = require('./ssr-manifest-entry-plugin');
const typescriptRule = require('./typescript-rule');

/** Where a remote's server entry sits in its dist/, as its manifest names it (metaData.ssrRemoteEntry). */
const SSR_REMOTE_ENTRY = { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' };

/**
 * The SERVER build of a remote (see docs/server-rendering-spike.md): the same exposes as its
 * browser build, compiled for Node into `<dir>/dist/server/` so the server renders a screen
 * with the code of the remote's release that is live. A remote's `build` runs it after its
 * browser build (whose `clean` empties dist/), and it names its entry in that build's
 * mf-manifest.json, so a release carries both in one version folder.
 *
 * What differs from the browser build (create-app-config.js), and why:
 * - target 'async-node' and a 'commonjs-module' library: the renderer require()s
 *   remoteEntry.js from disk, and the node runtime plugin loads its chunks from beside it
 *   (fs + vm.Script), never over HTTP.
 * - experiments.optimization.target 'node' and no externalRuntime: the browser build strips
 *   the runtime's Node loader and borrows the shell's runtime; here the entry carries its own.
 * - Every singleton `import: false`: the renderer provides React, react-dom, styled-components
 *   and the two workspace packages. A renderer that forgets one fails loudly ("no provider")
 *   instead of rendering with a second React or a style sheet nobody collects.
 * - No content hashes, no compression, no source maps of the page's kind: nobody caches these
 *   files over HTTP, and a stack trace should name the source file.
 *
 * @param {object} app
 * @param {string} app.dir the remote's folder
 * @param {string} app.name federation name (as in its browser build)
 * @param {Record<string, string>} app.exposes exposed module → source file
 */
module.exports = function createServerConfig({ dir, name, exposes }) {
  const shared = Object.fromEntries(
    Object.entries(sharedSingletons(require(path.join(dir, 'package.json')).dependencies)).map(([key, config]) => [
      key,
      { ...config, import: false },
    ]),
  );

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const reproducible = reproducibleBuild(dir);
    return {
      mode,
      context: dir,
      target: 'async-node',
      entry: {},
      output: {
        path: path.join(dir, 'dist', SSR_REMOTE_ENTRY.path),
        // Chunks are found beside remoteEntry.js (the node runtime plugin joins __dirname).
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `${name}_server`,
        library: { type: 'commonjs-module' },
        clean: true,
        devtoolModuleFilenameTemplate: reproducible.devtoolModuleFilenameTemplate,
      },
      devtool: 'source-map',
      // Readable stack traces in the server's logs; nothing downloads these files.
      optimization: { minimize: false, ...(mode === 'production' && reproducible.optimization) },
      resolve: resolveOptions,
      module: {
        rules: [typescriptRule(dir, mode === 'production')],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: SSR_REMOTE_ENTRY.name,
          library: { type: 'commonjs-module' },
          exposes,
          shared,
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          experiments: { optimization: { target: 'node' } },
        }),
        ...(mode === 'production' ? reproducible.plugins : []),
        new CarriedImportsPlugin(path.join(dir, 'src'), CARRIED),
        new SsrManifestEntryPlugin(path.join(dir, 'dist/mf-manifest.json'), SSR_REMOTE_ENTRY),
      ],
    };
  };
};
