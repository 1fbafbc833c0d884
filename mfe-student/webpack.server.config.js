// The server build (SSR spike): `npm run build:server`, into dist/server/. The browser build
// is webpack.config.js, untouched by this one.
const createServerConfig = require('../webpack/create-server-config');
const exposedScreens = require('../webpack/exposed-screens');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'mfe_student',
  exposes: exposedScreens(__dirname),
  outputDir: process.env.SERVER_BUILD_DIR,
});
