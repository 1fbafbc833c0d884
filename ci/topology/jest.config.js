/**
 * `npm run test:topology`: nginx in front of two API instances, one of them killed under load.
 * Needs PostgreSQL (as the API suite's PostgreSQL pass does) and nginx, which
 * ci/topology/install-nginx.sh installs when missing and when it may (as root). Without
 * either the run says it was skipped, unless REQUIRE_POSTGRES=1 / REQUIRE_NGINX=1 (CI), where
 * that is a failure. Prometheus (ci/install-prometheus.sh, installed the same way) scrapes the
 * instances; without it that one test is skipped, unless REQUIRE_PROMETHEUS=1. One run at a
 * time: two cores.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const pg = require('pg');

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
// Where prometheus.ts looks for it.
const PROMETHEUS_PATHS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'];

function nginxInstalled() {
  if (NGINX_PATHS.some((candidate) => fs.existsSync(candidate))) return true;
  if (process.getuid?.() !== 0) return false;
  execFileSync('bash', [path.join(__dirname, 'install-nginx.sh')], { stdio: 'inherit' });
  return NGINX_PATHS.some((candidate) => fs.existsSync(candidate));
}

function prometheusInstalled() {
  if (PROMETHEUS_PATHS.some((candidate) => fs.existsSync(candidate))) return true;
  if (process.getuid?.() !== 0) return false;
  execFileSync('bash', [path.join(__dirname, '../install-prometheus.sh')], { stdio: 'inherit' });
  return PROMETHEUS_PATHS.some((candidate) => fs.existsSync(candidate));
}

async function postgresProblem() {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `${adminUrl} is unreachable: ${error.message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why the topology cannot run here, or null; throws where CI requires what is missing. */
async function missingRequirement() {
  const postgres = await postgresProblem();
  if (postgres) {
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${postgres}`);
    return `PostgreSQL: ${postgres}`;
  }
  if (!nginxInstalled()) {
    const problem = 'nginx is not installed (bash ci/topology/install-nginx.sh, as root)';
    if (process.env.REQUIRE_NGINX === '1') throw new Error(`nginx is required (REQUIRE_NGINX=1) but ${problem}`);
    return problem;
  }
  if (!prometheusInstalled()) {
    const problem = 'Prometheus is not installed (bash ci/install-prometheus.sh, as root)';
    if (process.env.REQUIRE_PROMETHEUS === '1') throw new Error(`Prometheus is required (REQUIRE_PROMETHEUS=1) but ${problem}`);
    console.log(`SKIPPED: the topology's Prometheus scrape. ${problem}.`);
  }
  return null;
}

module.exports = async () => {
  const missing = await missingRequirement();
  if (missing) console.log(`SKIPPED: the two-instance topology test. ${missing}.`);
  return {
    rootDir: __dirname,
    testEnvironment: 'node',
    // The workspace packages' TypeScript (their `source` export), not their dist/.
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
    testMatch: missing ? [] : ['<rootDir>/*.test.ts'],
    passWithNoTests: Boolean(missing),
    transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
    testTimeout: 180_000,
    maxWorkers: 1,
  };
};
