const path = require('node:path');
const styledComponentIds = require('./styled-component-ids');

/**
 * How every build reads an app's TypeScript: ts-loader with its own tsconfig.json. Type errors
 * are `npm run typecheck`'s job; the build only strips types, and fixes each styled component's
 * class name at compile time, the same in the browser and the server builds.
 * @param {string} dir the app's folder
 * @param {boolean} production
 */
module.exports = function typescriptRule(dir, production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      getCustomTransformers: () => ({ before: [styledComponentIds({ displayName: !production })] }),
    },
  };
};
