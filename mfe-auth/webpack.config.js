const createAppConfig = require('../webpack/create-app-config');
const exposedScreens = require('../webpack/exposed-screens');
const ports = require('../webpack/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_auth',
  title: 'JobPortal: login, signup and account (standalone)',
  port: ports.auth,
  // One module per screen (see shell/README.md): a page downloads only its own screen.
  exposes: exposedScreens(__dirname),
});
