#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, releases each build into the site as a CDN
// would host it (the shell at /, each remote under /remotes/<name>/<version>/, see
// ci/release/), and serves it with the API on one origin: http://localhost:8080 unless PORT
// says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { require as tsxRequire } from 'tsx/cjs/api';

const { APPS: apps } = tsxRequire('../ci/release/apps.ts', import.meta.url);
const { releaseBuild } = tsxRequire('../ci/release/release.ts', import.meta.url);
const { PORTAL_PORT } = tsxRequire('../api/src/portal-port.ts', import.meta.url);
const devServerPorts = tsxRequire('../webpack/ports.js', import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const siteDir = path.join(dataDir, 'site');

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const hasBuild = (pkg) => Boolean(JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).scripts?.build);
const isBuilt = (pkg) => fs.existsSync(path.join(root, pkg, 'dist'));

for (const { pkg } of apps) {
  if (hasBuild(pkg) && !isBuilt(pkg)) {
    console.log(`Building ${pkg}…`);
    run(['run', 'build', '--workspace', pkg]);
  }
}
// The built API require()s the compiled contract and site packages, so they are built first.
console.log('Building the API…');
for (const pkg of ['contract', 'site', 'api']) run(['run', 'build', '--workspace', pkg]);

// Released like any team's release, never wiped: a release made while the portal runs is
// served at once, and the site's earlier versions stay there to roll back to.
fs.mkdirSync(siteDir, { recursive: true });
for (const app of apps) {
  if (!isBuilt(app.pkg)) {
    console.log(`${app.pkg} is not built: its pages will say they are unavailable.`);
    continue;
  }
  console.log(`${app.pkg} ${releaseBuild(app, path.join(root, app.pkg), siteDir)} is live.`);
}

const port = process.env.PORT ?? String(PORTAL_PORT);
// In development a tab may run a remote from its team's dev server (?remote-override=, see the
// README): the remotes' dev-server origins are allowed, unless REMOTE_OVERRIDE_ORIGINS is set.
const devServerOrigins = apps.filter(({ key }) => key).map(({ key }) => `http://localhost:${devServerPorts[key]}`);
const developmentDefaults = process.env.NODE_ENV === 'production' ? {} : { REMOTE_OVERRIDE_ORIGINS: devServerOrigins.join(',') };
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...developmentDefaults, ...process.env, PORT: port, DATA_DIR: dataDir, SITE_DIR: siteDir },
});
console.log(`Portal starting on http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
