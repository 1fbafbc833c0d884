const path = require('node:path');

/**
 * How every build reads an app's TypeScript: ts-loader with its own tsconfig.json. Type errors
 * are `npm run typecheck`'s job; the build only strips types.
 * @param {string} dir the app's folder
 */
module.exports = function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
  };
};
