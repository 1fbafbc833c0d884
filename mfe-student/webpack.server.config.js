// The server build, into dist/server/: `npm run build` runs it after the browser build
// (webpack.config.js), whose dist/ it adds to.
const createServerConfig = require('../webpack/create-server-config');
const exposedScreens = require('../webpack/exposed-screens');

module.exports = createServerConfig({
  dir: __dirname,
  name: 'mfe_student',
  exposes: exposedScreens(__dirname),
});
