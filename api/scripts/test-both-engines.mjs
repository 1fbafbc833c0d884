#!/usr/bin/env node
// Runs the API suite on SQLite, then on a throwaway PostgreSQL database per test file.
// Without a reachable PostgreSQL the second run is skipped, and says so, unless
// REQUIRE_POSTGRES=1 (CI), where that is a failure.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const jestArgs = process.argv.slice(2).filter((arg, i, all) => arg !== '--only' && all[i - 1] !== '--only');

function runJest(engine) {
  console.log(`\n=== API tests on ${engine} ===`);
  const result = spawnSync('npx', ['jest', ...jestArgs], { stdio: 'inherit', env: { ...process.env, TEST_ENGINE: engine } });
  return result.status === 0;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${adminUrl} is not reachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let ok = true;
if (only !== 'postgres') ok = runJest('sqlite') && ok;
if (only !== 'sqlite') {
  if (await postgresReachable()) {
    ok = runJest('postgres') && ok;
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    console.error('PostgreSQL is required (REQUIRE_POSTGRES=1) but unreachable: failing.');
    ok = false;
  } else {
    console.log('SKIPPED: the PostgreSQL run of the API tests (set TEST_DATABASE_ADMIN_URL to run it).');
  }
}
process.exit(ok ? 0 : 1);
