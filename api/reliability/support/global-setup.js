// Decides once whether the PostgreSQL halves of the suite run: they need a server at
// TEST_DATABASE_ADMIN_URL. Without one they are skipped, and say so, unless
// REQUIRE_POSTGRES=1 (CI), where that is a failure. Never starts or stops that server.
const pg = require('pg');

module.exports = async function globalSetup() {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  let reachable = false;
  try {
    await client.connect();
    await client.query('SELECT 1');
    reachable = true;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${adminUrl} is unreachable: ${error.message}`);
    console.log(`\nSKIPPED: the PostgreSQL reliability specs (${adminUrl} is unreachable: ${error.message}).`);
  } finally {
    await client.end().catch(() => undefined);
  }
  process.env.RELIABILITY_POSTGRES = reachable ? '1' : '0';
};
