#!/usr/bin/env node
// Builds every app from the current source, then runs the end-to-end specs in Chromium.
// Without Chromium the specs are skipped, and it says so, unless REQUIRE_BROWSER=1 (CI).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `No Chromium at ${chromium} (install it with: bash ci/install-chromium.sh).`;
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`${message} It is required (REQUIRE_BROWSER=1): failing.`);
    process.exit(1);
  }
  console.log(`SKIPPED: the end-to-end specs. ${message}`);
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const built = run('npx', ['lerna', 'run', 'build', '--stream']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['jest', '-c', 'ci/e2e/jest.config.js', ...process.argv.slice(2)]));
