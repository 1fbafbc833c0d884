import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { insertSyntheticJobs, RARE_WORD } from '../src/scripts/synthetic-jobs';
import { syntheticOwner } from '../src/scripts/synthetic-owner';
import { createTestDatabase } from '../test/support/test-database';
import { machine, writeSection } from './support/bench-doc';

/**
 * Prints how long `GET /job/get?keyword=` takes (in-process, so without network time) as the
 * table grows, for a common and a rare word, next to the same search done as a plain scan.
 * The read caches are off, so every request searches.
 *   npm run bench:search -- --engine postgres --sizes 10000,100000,1000000 (the default sizes)
 */
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    runs: { type: 'string', default: '60' },
  },
});
const engineArg = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const sizes = values.sizes!.split(',').map(Number);
const runs = Number(values.runs);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function time(runsCount: number, fn: () => Promise<unknown>) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runsCount; i++) {
    const started = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function main() {
  const database = await createTestDatabase(engineArg, { maintenance: true });
  const { db, engine } = database.handle;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', JOB_CACHE_SECONDS: '0' }), database: database.handle });
  const owner = await syntheticOwner(db);
  const rows: string[] = [];
  let inserted = 0;
  try {
    for (const size of sizes) {
      await insertSyntheticJobs(db, { count: size - inserted, seed: size, engine, ...owner });
      inserted = size;
      for (const word of ['developer', RARE_WORD]) {
        let total = 0;
        const indexed = await time(runs, async () => {
          const response = await app.inject({ method: 'GET', url: `/api/v1/job/get?keyword=${word}` });
          if (response.statusCode !== 200) throw new Error(response.body);
          total = response.json().total;
        });
        const pattern = `%${word}%`;
        const like = engine === 'postgres' ? sql`ILIKE` : sql`LIKE`;
        const scan = await time(Math.max(5, Math.floor(runs / 6)), () =>
          Promise.all([
            sql`SELECT id FROM jobs WHERE (title || ' ' || description || ' ' || location) ${like} ${pattern} ORDER BY created_at DESC LIMIT 50`.execute(db),
            sql`SELECT count(*) FROM jobs WHERE (title || ' ' || description || ' ' || location) ${like} ${pattern}`.execute(db),
          ]),
        );
        rows.push(
          `| ${engine} | ${size.toLocaleString('en')} | ${word} | ${total.toLocaleString('en')} | ${indexed.p50.toFixed(2)} | ${indexed.p99.toFixed(2)} | ${scan.p50.toFixed(2)} | ${(scan.p50 / indexed.p50).toFixed(1)}× |`,
        );
        console.error(rows[rows.length - 1]);
      }
    }
  } finally {
    await app.close();
    await database.handle.close();
    await database.drop();
  }
  const table = [
    '| engine | jobs | keyword | matches | indexed p50 ms | indexed p99 ms | plain scan p50 ms | scan / indexed |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}\n`);
  writeSection(
    `bench:search:${engine}`,
    `## Search as the table grows on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (\`npm run bench:search -- --engine ${engine}\`), ${new Date().toISOString().slice(0, 10)}

\`GET /job/get?keyword=\` in-process (no network, ${machine()}), ${runs} requests per row, the first page of 50
with its total, the read caches off (JOB_CACHE_SECONDS=0) so every request searches; beside it the same search as a
plain scan (\`LIKE\`/\`ILIKE '%word%'\` over the same text, no index).

${table}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
