import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase } from '../test/support/test-database';
import { multipartBody } from '../test/support/multipart';
import { machine, writeSection } from './support/bench-doc';
import { percentile } from './support/percentile';

/**
 * "Forgot password?" must not tell whether an address has an account, by its answer or by its
 * time. Prints how long it takes for addresses with and without an account, interleaved, in-process.
 *   npm run bench:forgot -- --engine sqlite|postgres --runs 40
 */
const { values } = parseArgs({ options: { engine: { type: 'string', default: 'sqlite' }, runs: { type: 'string', default: '40' } } });
const engineArg = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const runs = Number(values.runs);

async function main() {
  const database = await createTestDatabase(engineArg);
  const limits = { PASSWORD_RESETS_PER_EMAIL: '1000000', PASSWORD_RESETS_PER_IP: '1000000', REGISTRATIONS_PER_IP: '1000000' };
  const app = await buildApp({ config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', ...limits }), database: database.handle });
  const timings = { known: [] as number[], unknown: [] as number[] };
  try {
    const known = 'has-an-account@example.com';
    const form = await multipartBody({ fullname: 'Known User', email: known, phoneNumber: '9876543210', password: 'correct horse', role: 'student' });
    await app.inject({ method: 'POST', url: '/api/v1/user/register', ...form });
    for (let i = 0; i < runs; i++) {
      for (const [kind, email] of [['known', known], ['unknown', `nobody-${i}@example.com`]] as const) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'POST', url: '/api/v1/user/password/forgot', payload: { email } });
        timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        if (response.statusCode !== 200) throw new Error(response.body);
      }
    }
  } finally {
    await app.close();
    await database.handle.close();
    await database.drop();
  }
  const row = (kind: 'known' | 'unknown') =>
    `| ${engineArg} | ${kind === 'known' ? 'has an account' : 'has none'} | ${percentile(timings[kind], 50).toFixed(1)} | ${percentile(timings[kind], 99).toFixed(1)} | ${Math.min(...timings[kind]).toFixed(1)} | ${Math.max(...timings[kind]).toFixed(1)} |`;
  const table = ['| engine | address | p50 ms | p99 ms | min ms | max ms |', '|---|---|---|---|---|---|', row('known'), row('unknown')].join('\n');
  console.log(`\n${table}\n`);
  writeSection(
    `bench:forgot:${engineArg}`,
    `## "Forgot password?" for addresses with and without an account (\`npm run bench:forgot -- --engine ${engineArg}\`), ${new Date().toISOString().slice(0, 10)}

\`POST /user/password/forgot\` in-process (${machine()}), ${runs} requests each, interleaved. With an account a token is
written and an email queued; without, nothing is. Both answer no sooner than 300 ms, so the time says nothing either.

${table}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
