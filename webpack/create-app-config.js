const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CarriedImportsPlugin = require('./carried-imports-plugin');
const EmitFilesPlugin = require('./emit-files-plugin');
const federationPlugin = require('./federation-plugin');
const hostStartupChunk = require('./host-startup-chunk');
const PreloadHostChunksPlugin = require('./preload-host-chunks');
const reproducibleBuild = require('./reproducible-build');
const resolveOptions = require('./resolve-options');
const { CARRIED } = require('./shared-singletons');
const typescriptRule = require('./typescript-rule');

const API_URL = process.env.API_URL ?? 'http://localhost:8000';
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * The one webpack config every app uses; each app's webpack.config.js only names itself.
 *
 * An app with `exposes` is a remote: its chunks load from wherever it is hosted
 * (publicPath 'auto'), and it emits remoteEntry.js and mf-manifest.json, both under fixed
 * names so the manifest URL in remotes.json never changes. Its page (the standalone harness
 * its team develops in) is built for the dev server only. An app without `exposes` is the
 * host: served at the site root, it finds its remotes at run time, never at build time.
 *
 * @param {object} app
 * @param {string} app.dir the app's folder
 * @param {string} app.name federation name (a JS identifier: remotes load as a global)
 * @param {string} app.title page title
 * @param {number} app.port dev-server port
 * @param {Record<string, string>} [app.exposes] exposed module → source file
 * @param {(mode: 'production' | 'development') => Record<string, string>} [app.files] extra files to emit
 */
module.exports = function createAppConfig({ dir, name, title, port, exposes, files }) {
  const isRemote = exposes !== undefined;

  return (_env, argv) => {
    const mode = argv.mode === 'production' ? 'production' : 'development';
    const production = mode === 'production';
    const withPage = !(isRemote && production);
    const reproducible = reproducibleBuild(dir);

    return {
      mode,
      context: dir,
      entry: withPage ? { main: path.join(dir, 'src/index.ts') } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isRemote ? 'auto' : '/',
        // Hashed names can be cached for a year; remoteEntry.js keeps its fixed name.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
        devtoolModuleFilenameTemplate: reproducible.devtoolModuleFilenameTemplate,
      },
      // Never eval: a remote's dev build also runs inside the live site's pages (?remote-override=,
      // shell/src/remote-override/), whose CSP has no 'unsafe-eval'.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      resolve: resolveOptions,
      optimization: { ...(!isRemote && hostStartupChunk), ...(production && reproducible.optimization) },
      module: {
        rules: [typescriptRule(dir, production)],
      },
      plugins: [
        federationPlugin({ dir, name, exposes }, production),
        ...(production ? reproducible.plugins : []),
        ...(isRemote ? [new CarriedImportsPlugin(path.join(dir, 'src'), CARRIED)] : []),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                // Absolute, so deep links on the dev server still find the scripts.
                publicPath: '/',
              }),
              ...(isRemote ? [] : [new PreloadHostChunksPlugin(['startup', 'axios'])]),
            ]
          : []),
        ...(files ? [new EmitFilesPlugin(files(mode))] : []),
        // Compressed once at build time, so the server sends .br or .gz without spending CPU per request.
        ...(production
          ? [
              new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: COMPRESSIBLE, minRatio: 0.9 }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                test: COMPRESSIBLE,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        hot: true,
        static: false,
        historyApiFallback: true,
        // The shell's page (another port in development) fetches a remote's manifest.
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        // Same origin for the API as in production; the Host header is kept for its origin check.
        proxy: [{ context: ['/api'], target: API_URL }],
      },
    };
  };
};
