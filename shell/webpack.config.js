const createAppConfig = require('../webpack/create-app-config');
const ports = require('../webpack/ports');
const screenRoutes = require('./src/screen-routes/screen-routes.json');

const REMOTES = ['auth', 'student', 'recruiter'];

// The default remotes.json served beside the shell. Its build holds no remote URL: a
// deployment may replace this file to point at remotes hosted elsewhere.
const remotesJson = (mode) =>
  JSON.stringify(
    Object.fromEntries(
      REMOTES.map((remote) => [
        remote,
        mode === 'production'
          ? `/remotes/${remote}/mf-manifest.json`
          : `http://localhost:${ports[remote]}/mf-manifest.json`,
      ]),
    ),
    null,
    2,
  );

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  title: 'JobPortal',
  port: ports.shell,
  // screen-routes.json, the route table as it is: the server reads the live shell's to title each page,
  // name its files in the HTML and count it under its path.
  files: (mode) => ({ 'remotes.json': `${remotesJson(mode)}\n`, 'screen-routes.json': JSON.stringify(screenRoutes) }),
});
