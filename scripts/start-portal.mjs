#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, lays the site out as a CDN would host it
// (the shell at /, each remote under /remotes/<name>/), and serves it with the API on one
// origin: http://localhost:8080 unless PORT says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const siteDir = path.join(dataDir, 'site');
const apps = [
  { pkg: 'shell', target: '.' },
  { pkg: 'mfe-auth', target: 'remotes/auth' },
  { pkg: 'mfe-student', target: 'remotes/student' },
  { pkg: 'mfe-recruiter', target: 'remotes/recruiter' },
];

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
console.log('Building the API…');
run(['run', 'build', '--workspace', 'api']);

fs.rmSync(siteDir, { recursive: true, force: true });
for (const { pkg, target } of apps) {
  if (!isBuilt(pkg)) {
    console.log(`${pkg} is not built: its pages will say they are unavailable.`);
    continue;
  }
  fs.cpSync(path.join(root, pkg, 'dist'), path.join(siteDir, target), { recursive: true });
}

const port = process.env.PORT ?? '8080';
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, SITE_DIR: siteDir },
});
console.log(`Portal starting on http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
