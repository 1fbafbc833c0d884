// The shell's server build, into dist/server/, run by `npm run build` after the browser build
// (webpack.config.js, whose `clean` empties dist/). It renders a page's first screen for the
// API: the shell's own tree (providers, header, routes) around the remotes' server builds,
// which it loads from disk at run time. See src/server/render.ts.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const reproducibleBuild = require('../webpack/reproducible-build');
const resolveOptions = require('../webpack/resolve-options');
const { sharedSingletons } = require('../webpack/shared-singletons');
const SsrEntryFilePlugin = require('../webpack/ssr-entry-file-plugin');
const typescriptRule = require('../webpack/typescript-rule');

const dist = path.join(__dirname, 'dist');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const reproducible = reproducibleBuild(__dirname);
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'async-node',
    entry: { render: './src/server/render.ts' },
    output: {
      path: path.join(dist, 'server'),
      // Content-hashed, so a release copies these files beside the live page like any asset;
      // ssr-entry.json, switched with the page, names the entry.
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Chunks are read from beside the entry (fs + vm), never fetched.
      publicPath: '',
      uniqueName: 'shell_server',
      library: { type: 'commonjs-module' },
      clean: true,
      devtoolModuleFilenameTemplate: reproducible.devtoolModuleFilenameTemplate,
    },
    devtool: 'source-map',
    // Readable stack traces in the server's logs; nothing downloads these files.
    optimization: { minimize: false, ...(production && reproducible.optimization) },
    resolve: {
      ...resolveOptions,
      alias: {
        // The one door that differs (`import … from '../federation'`): remotes load from their
        // server builds on disk.
        [`${path.join(__dirname, 'src/federation')}$`]: path.join(__dirname, 'src/server/federation.server.ts'),
        // Every call goes through the request's own `send` (createPortalStore's extra.request),
        // never through the page's HTTP client.
        axios: false,
      },
    },
    module: {
      rules: [typescriptRule(__dirname, production)],
      // createRequire() is Node's own here: it loads a remote's entry from a path known only at run time.
      parser: { javascript: { createRequire: false } },
    },
    plugins: [
      // React, react-dom, styled-components and the workspace packages are bundled here and
      // shared with the remotes' server builds, which bring none of them (`import: false`).
      new ModuleFederationPlugin({
        name: 'shell',
        shared: sharedSingletons(require('./package.json').dependencies),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
      ...(production ? reproducible.plugins : []),
      new SsrEntryFilePlugin('render', path.join(dist, 'ssr-entry.json')),
    ],
  };
};
