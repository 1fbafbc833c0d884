import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { EXACT_TOTAL_LIMIT } from '../src/contract';
import { todayIso } from '../src/db/time';
import { searchStatements } from '../src/features/jobs/job-search';
import { facetSample } from '../src/features/jobs/search-summary';
import { resolveText } from '../src/features/jobs/search-text';
import { RARE_WORD } from '../src/scripts/synthetic-jobs';
import { startServerProcess } from '../test/support/server-process';
import { machine, writeSection } from './support/bench-doc';
import { cpuMs } from './support/process-cpu';
import { searchFixture } from './support/search-fixture';
import { settled } from './support/settled';

/**
 * `npm run bench:search -- --engine sqlite|postgres`: `GET /job/get` on a table of synthetic
 * jobs (100,000 on SQLite, 1,000,000 on PostgreSQL by default) for a common word with facets, a
 * rare word, a misspelt word and no keyword, with the read caches off (JOB_CACHE_SECONDS=0):
 * - one request at a time, in-process (what one search costs);
 * - 32 connections against the server in its own process (autocannon on loopback, sharing the
 *   machine), once with every request the same URL (concurrent identical searches share one
 *   query, as they do with the caches off) and once with every request a different search (a
 *   no-op salaryMax varies, so nothing is shared: the worst case).
 * Prints the EXPLAIN plans of the rare and the common word's statements, and rewrites its
 * section of docs/benchmarks.md.
 */
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    jobs: { type: 'string' },
    companies: { type: 'string', default: '50' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '200' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const jobCount = Number(values.jobs ?? (engine === 'postgres' ? 1_000_000 : 100_000));
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const runs = Number(values.runs);
const log = (line: string) => console.error(line);

const SEARCH = '/api/v1/job/get';
const SCENARIOS = [
  { name: 'common word, facets', url: `${SEARCH}?keyword=developer&facets=1` },
  { name: 'rare word', url: `${SEARCH}?keyword=${RARE_WORD}` },
  { name: 'rare word, facets', url: `${SEARCH}?keyword=${RARE_WORD}&facets=1` },
  { name: 'misspelt word (devloper), facets', url: `${SEARCH}?keyword=devloper&facets=1` },
  { name: 'no keyword, facets', url: `${SEARCH}?facets=1` },
  // The floor: what any answer costs this server on this machine, with no search at all.
  { name: 'no search (GET /healthz)', url: '/healthz?' },
];

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

type Measured = { p50: number; p95: number; p99: number; rps?: number; errors?: number; cpuUs?: number };

async function main() {
  log(`Loading ${jobCount.toLocaleString('en')} jobs over ${values.companies} companies on ${engine}…`);
  const { database, loadSeconds } = await searchFixture(engine, jobCount, Number(values.companies), log);
  const results: { scenario: string; matches: string; sequential: Measured; shared: Measured; distinct: Measured }[] = [];
  const loads: number[] = [];
  let plans: string | undefined;
  try {
    const app = await buildApp({ config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', JOB_CACHE_SECONDS: '0' }), database: database.handle });
    try {
      plans = await explainPlans(database.handle.db);
      console.log(plans);
      for (const scenario of SCENARIOS) {
        const url = scenario.url;
        const first = (await app.inject({ method: 'GET', url })).json();
        const matches = first.total === undefined ? '—' : `${first.total.toLocaleString('en')}${first.totalIsEstimate ? ' (estimate)' : ''}`;
        const samples: number[] = [];
        for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url });
        for (let i = 0; i < runs; i++) {
          const started = process.hrtime.bigint();
          const response = await app.inject({ method: 'GET', url });
          samples.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (response.statusCode !== 200) throw new Error(response.body);
        }
        results.push({ scenario: scenario.name, matches, sequential: { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) }, shared: null!, distinct: null! });
        log(`  in-process ${scenario.name}: ${matches} matches, p50 ${ms(percentile(samples, 50))} ms`);
      }
    } finally {
      await app.close();
    }
    await database.handle.close();

    const server = await startServerProcess({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
      LOG_LEVEL: 'warn',
      JOB_CACHE_SECONDS: '0',
    });
    try {
      for (const [i, scenario] of SCENARIOS.entries()) {
        for (const mode of ['shared', 'distinct'] as const) {
          let n = 0;
          const path = () => `${scenario.url}${mode === 'distinct' ? `&salaryMax=${100_000 - (n++ % 90_000)}` : ''}`;
          await loadRun(server.baseUrl, path, server.child.pid!, 2);
          await settled(server.baseUrl);
          loads.push(os.loadavg()[0]!);
          results[i]![mode] = await loadRun(server.baseUrl, path, server.child.pid!, durationSeconds);
          await settled(server.baseUrl);
          log(`  ${connections} connections, ${mode}, ${scenario.name}: p99 ${results[i]![mode].p99} ms, ${Math.round(results[i]![mode].rps!)} req/s`);
        }
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await database.drop();
  }

  const table = [
    `| scenario | matches | 1 at a time p50 / p95 / p99 ms | ${connections} conn., same URL: p50 / p95 / p99 ms | req/s | ${connections} conn., every search different: p50 / p95 / p99 ms | req/s | server CPU µs/request (different) | errors |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.scenario} | ${r.matches} | ${ms(r.sequential.p50)} / ${ms(r.sequential.p95)} / ${ms(r.sequential.p99)} | ${r.shared.p50} / ${r.shared.p95} / ${r.shared.p99} | ${Math.round(r.shared.rps!)} | ${r.distinct.p50} / ${r.distinct.p95} / ${r.distinct.p99} | ${Math.round(r.distinct.rps!)} | ${Math.round(r.distinct.cpuUs!)} | ${r.shared.errors! + r.distinct.errors!} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  writeSection(
    `bench:search:${engine}`,
    `## Search on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${jobCount.toLocaleString('en')} jobs (\`npm run bench:search -- --engine ${engine}\`), ${new Date().toISOString().slice(0, 10)}

\`GET /job/get\` with the read caches off (JOB_CACHE_SECONDS=0) on ${jobCount.toLocaleString('en')} synthetic jobs over ${values.companies} companies
(loaded in ${loadSeconds} s; ${machine()}). "1 at a time": ${runs} requests in-process, one after the other. Then
${connections} connections for ${durationSeconds} s each (autocannon on loopback, sharing the 2 cores with the server): "same URL" lets
concurrent identical searches share one query, as they do with the caches off; "every search different" adds a no-op
\`salaryMax\` that varies per request, so no work is shared. Latencies are per request, from autocannon's response times.
The first page is 50 jobs; "common word" is \`developer\` (in 4 of 10 titles), "rare word" \`${RARE_WORD}\` (1 job in 10,000).
The last row is the floor: \`GET /healthz\`, no search at all, through the same server and the same load generator.
Other work shared the machine: its 1-minute load average at the start of the ${connections}-connection runs was
${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (2 cores), so absolute times are inflated; server CPU per request is steadier.

${table}

<details><summary>Plans of the rare and the common word's statements</summary>

\`\`\`
${(plans ?? '').trim()}
\`\`\`
</details>`,
  );
}

async function loadRun(origin: string, path: () => string, serverPid: number, seconds: number): Promise<Measured> {
  const times: number[] = [];
  let unexpected = 0;
  const cpuBefore = cpuMs(serverPid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: path() }),
            onResponse: (status) => {
              if (status !== 200) unexpected += 1;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    p99: Math.round(percentile(times, 99)),
    rps: result.requests.average,
    errors: result.errors + result.timeouts + unexpected,
    cpuUs: ((cpuMs(serverPid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
  };
}

/** EXPLAIN (ANALYZE on PostgreSQL) of what the rare and the common word's first page runs. */
async function explainPlans(db: Parameters<typeof searchStatements>[0]): Promise<string> {
  const filters = (keyword: string) => ({ openOn: todayIso(), keywords: [keyword], location: [], jobType: [], experience: [], salary: [], companyId: [] });
  const out: string[] = [];
  for (const [word, many] of [
    [RARE_WORD, false],
    ['developer', true],
  ] as const) {
    const sample = await facetSample(db, engine, filters(word), (await resolveText(db, engine, [word]))!, EXACT_TOTAL_LIMIT);
    const statements = await searchStatements(db, engine, filters(word), many, sample ?? undefined);
    const chosen = many
      ? { [`facets from the 1/${sample?.scale} sample (the estimate)`]: statements.sampleFacets, 'relevance window': statements.relevanceWindow! }
      : { 'sample count': statements.sampleCount, 'exact count': statements.count, 'relevance window (every match)': statements.relevanceWindow! };
    for (const [name, query] of Object.entries(chosen)) {
      const explain = engine === 'postgres' ? `EXPLAIN (ANALYZE, COSTS OFF) ${query.sql}` : `EXPLAIN QUERY PLAN ${query.sql}`;
      const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain, [...query.parameters]));
      out.push(`-- ${word}: ${name}`, ...rows.map((row) => (engine === 'postgres' ? String(row['QUERY PLAN']) : sqlitePlanLine(row, rows))), '');
    }
  }
  return out.join('\n');
}

function sqlitePlanLine(row: Record<string, unknown>, rows: Record<string, unknown>[]): string {
  let depth = 0;
  for (let parent = row.parent; parent; parent = rows.find((candidate) => candidate.id === parent)?.parent) depth += 1;
  return `${'  '.repeat(depth)}${String(row.detail)}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
