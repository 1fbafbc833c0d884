import { parseArgs } from 'node:util';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { connectDatabase } from '../src/db/connect';
import { startServerProcess } from '../test/support/server-process';
import { machine, writeSection } from './support/bench-doc';
import { DatabaseCpu } from './support/database-cpu';
import { prepareFixture, type Fixture } from './support/fixture';
import { percentile } from './support/percentile';
import { cpuMs } from './support/process-cpu';
import { releasedSite } from './support/released-site';
import { settled } from './support/settled';
import { zipfRanks } from './support/zipf';

/**
 * `npm run bench:pages`: job pages as visitors open them, views spread Zipf(1) over the jobs,
 * against the server with server rendering on (every page rendered ahead when the server first
 * sees its release, then served from the page store) and off (SERVER_RENDER_BUDGET_MS=0).
 * Counts the CPU of every process of the server per view: the API process with its render
 * workers (threads of that process) and, on PostgreSQL, the database's backends; and, apart,
 * what rendering the pages ahead cost. Prints a table and rewrites its sections of
 * docs/benchmarks.md.
 */
const { values } = parseArgs({
  options: {
    'sqlite-jobs': { type: 'string', default: '100000' },
    'postgres-jobs': { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    views: { type: 'string', default: '20000' },
    'warm-up': { type: 'string', default: '2000' },
    connections: { type: 'string', default: '8' },
  },
});
const views = Number(values.views);
const warmUpViews = Number(values['warm-up']);
const connections = Number(values.connections);
/** The same pages in the same order for both servers. */
const SEED = 28;
const TARGET_RATIO = 2;
/** The measured views are split over this many rounds, alternating between the two servers. */
const ROUNDS = 10;
/**
 * Unmeasured views before each round (this share of a round), of the sequence's next pages:
 * entries of a server's read caches (JOB_CACHE_SECONDS) expire while the other server has its
 * round, and each round would otherwise start colder than a server under steady load.
 */
const WARM_UP_PER_ROUND = 0.5;
const roundViews = Math.round(views / ROUNDS);
const roundWarmUpViews = Math.round(roundViews * WARM_UP_PER_ROUND);
const log = (line: string) => console.error(line);

type Renders = { rendered: number; cached: number; fallback: number };
type Ahead = { pages: number; seconds: number; apiUsPerPage: number; databaseUsPerPage: number };
type Run = { cpuUsPerView: number; apiUsPerView: number; databaseUsPerView: number; rps: number; p50: number; p99: number; errors: number; renders: Renders; ahead: Ahead | null };

/** What the server's page counter says so far (portal_page_renders_total by outcome). */
async function pageRenders(metricsUrl: string): Promise<Renders> {
  const text = await (await fetch(metricsUrl)).text();
  const count = (outcome: string) => Number(new RegExp(`^portal_page_renders_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { rendered: count('rendered'), cached: count('cached'), fallback: count('fallback') };
}

const plus = (a: Renders, b: Renders): Renders => ({ rendered: a.rendered + b.rendered, cached: a.cached + b.cached, fallback: a.fallback + b.fallback });

const minus = (after: Renders, before: Renders): Renders => ({
  rendered: after.rendered - before.rendered,
  cached: after.cached - before.cached,
  fallback: after.fallback - before.fallback,
});

/**
 * Whether the server renders the page at `url`: asked a few times, since the first render of a
 * fresh server loads the render worker's modules and may overrun the budget.
 */
async function rendered(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    if ((await (await fetch(url)).text()).includes('id="ssr-state"')) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Waits until the server has rendered its release's pages ahead (no page render of either kind
 * left in the task queue, twice a second apart), and says how many it stored and what that cost.
 */
async function renderedAhead(env: Record<string, string>, pid: number, databaseCpu: DatabaseCpu): Promise<Ahead> {
  const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  const started = Date.now();
  const cpuBefore = cpuMs(pid);
  await databaseCpu.start();
  try {
    const pending = async () =>
      Number(
        (
          await handle.db
            .selectFrom('task_outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', 'in', ['page.render', 'page.render-ahead'])
            .where('done_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let idle = 0; idle < 2; ) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      idle = (await pending()) === 0 ? idle + 1 : 0;
      if ((Date.now() - started) % 60_000 < 1000) log(`    rendering ahead, ${Math.round((Date.now() - started) / 1000)} s`);
    }
    const apiMs = cpuMs(pid) - cpuBefore;
    const databaseMs = await databaseCpu.stop();
    const pages = Number((await handle.db.selectFrom('rendered_pages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { pages, seconds: (Date.now() - started) / 1000, apiUsPerPage: (apiMs * 1000) / Math.max(1, pages), databaseUsPerPage: (databaseMs * 1000) / Math.max(1, pages) };
  } finally {
    await handle.close();
  }
}

/** One round of views on one server: every response time, and what the server spent on them (and on what they queued). */
type ViewRound = { times: number[]; requests: number; seconds: number; errors: number; apiMs: number; databaseMs: number; renders: Renders };

/** `amount` views of the pages `next` names, `connections` at a time, with each response's time. */
function viewPages(origin: string, amount: number, next: () => string): Promise<{ result: autocannon.Result; unexpected: number; times: number[] }> {
  let unexpected = 0;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        amount,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: next() }),
            onResponse: (status) => {
              if (status !== 200) unexpected += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, unexpected, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A server under measure: its process, its next page in the shared sequence, and its rounds so far. */
type Measured = { server: Awaited<ReturnType<typeof startServerProcess>>; next: () => string; rounds: ViewRound[]; ahead: Ahead | null };

/**
 * Starts one server (`env` on top of the fixture's), checks whether it renders, and with
 * rendering on waits while it renders its release's pages ahead; then warms it up with the
 * first views of the sequence.
 */
async function started(fixture: Fixture, site: string, env: Record<string, string>, rendering: boolean, databaseCpu: DatabaseCpu): Promise<Measured> {
  const server = await startServerProcess({ ...fixture.env, SITE_DIR: site, ...env });
  const rank = zipfRanks(fixture.jobCount, 1, SEED);
  // The newest jobs are the most viewed.
  const next = () => `/description/${fixture.firstJobId + fixture.jobCount - rank()}`;
  if ((await rendered(`${server.baseUrl}/description/${fixture.firstJobId}`)) !== rendering) throw new Error(`The job page was ${rendering ? 'not ' : ''}rendered on the server`);
  const ahead = rendering ? await renderedAhead(fixture.env, server.child.pid!, databaseCpu) : null;
  if (ahead) log(`    ${ahead.pages.toLocaleString('en')} pages rendered ahead in ${Math.round(ahead.seconds)} s`);
  await viewPages(server.baseUrl, warmUpViews, next);
  await settled(server.baseUrl);
  return { server, next, rounds: [], ahead };
}

/**
 * The next round of views on `measured`, after its unmeasured warm-up, until the server has done
 * what they queued (background renders of stale pages included).
 */
async function viewRound(measured: Measured, databaseCpu: DatabaseCpu): Promise<ViewRound> {
  const { server, next } = measured;
  const pid = server.child.pid!;
  await viewPages(server.baseUrl, roundWarmUpViews, next);
  await settled(server.baseUrl);
  const rendersBefore = await pageRenders(server.metricsUrl!);
  await databaseCpu.start();
  const cpuBefore = cpuMs(pid);
  const startedAt = performance.now();
  const { result, unexpected, times } = await viewPages(server.baseUrl, roundViews, next);
  const seconds = (performance.now() - startedAt) / 1000;
  await settled(server.baseUrl);
  const apiMs = cpuMs(pid) - cpuBefore;
  const databaseMs = await databaseCpu.stop();
  const renders = minus(await pageRenders(server.metricsUrl!), rendersBefore);
  return { times, requests: result.requests.total, seconds, errors: result.errors + result.timeouts + unexpected, apiMs, databaseMs, renders };
}

/** A server's rounds as one run: latencies over every response, CPU per view over every view. */
function runOf({ rounds, ahead }: Measured): Run {
  const sum = (figure: (round: ViewRound) => number) => rounds.reduce((total, round) => total + figure(round), 0);
  const count = Math.max(1, sum((round) => round.requests));
  const times = rounds.flatMap((round) => round.times);
  const apiUsPerView = (sum((round) => round.apiMs) * 1000) / count;
  const databaseUsPerView = (sum((round) => round.databaseMs) * 1000) / count;
  return {
    cpuUsPerView: apiUsPerView + databaseUsPerView,
    apiUsPerView,
    databaseUsPerView,
    rps: count / sum((round) => round.seconds),
    p50: Number(percentile(times, 50).toFixed(1)),
    p99: Number(percentile(times, 99).toFixed(1)),
    errors: sum((round) => round.errors),
    renders: rounds.map((round) => round.renders).reduce(plus, { rendered: 0, cached: 0, fallback: 0 }),
    ahead,
  };
}

/**
 * Both servers on the same database, measured in ROUNDS alternating rounds of views (the
 * first server to go alternates too), so a slow spell of the shared machine, which lasts
 * minutes, slows both alike: measured one after the other, the server with rendering off had
 * read anywhere from 258 to 378 µs a view. The server with rendering on starts first and
 * renders every page ahead before the other starts, so none of that work lands on the other.
 */
async function measureBoth(fixture: Fixture, site: string): Promise<{ on: Run; off: Run }> {
  const databaseCpu = new DatabaseCpu(fixture.env.DATABASE_URL);
  const servers: Measured[] = [];
  try {
    log('  server rendering on');
    servers.push(await started(fixture, site, {}, true, databaseCpu));
    log('  server rendering off');
    servers.push(await started(fixture, site, { SERVER_RENDER_BUDGET_MS: '0' }, false, databaseCpu));
    for (let round = 0; round < ROUNDS; round++) {
      for (const measured of round % 2 === 0 ? [...servers].reverse() : servers) measured.rounds.push(await viewRound(measured, databaseCpu));
      log(`    round ${round + 1} of ${ROUNDS} done`);
    }
    const [on, off] = servers.map(runOf);
    return { on: on!, off: off! };
  } finally {
    await databaseCpu.close();
    for (const { server } of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}

/**
 * How many different pages the measured views open, and how many of those no view before them
 * (the first warm-up, a round's own) had opened: the sequence each server is sent, as
 * `started` and `viewRound` send it.
 */
function distinctPages(jobs: number): { distinct: number; unseen: number } {
  const rank = zipfRanks(jobs, 1, SEED);
  const opened = new Set<number>();
  const measured = new Set<number>();
  let unseen = 0;
  const view = (counted: boolean) => {
    const page = rank();
    if (counted && !measured.has(page)) {
      measured.add(page);
      if (!opened.has(page)) unseen += 1;
    }
    opened.add(page);
  };
  for (let i = 0; i < warmUpViews; i++) view(false);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < roundWarmUpViews; i++) view(false);
    for (let i = 0; i < roundViews; i++) view(true);
  }
  return { distinct: measured.size, unseen };
}

async function main() {
  const site = releasedSite();
  if (!site) throw new Error('Build the apps first (`npm run build`): the bench serves their release');
  try {
    for (const engine of values.engines!.split(',') as ('sqlite' | 'postgres')[]) {
      const jobs = Number(values[`${engine}-jobs`]);
      log(`Preparing ${engine} with ${jobs.toLocaleString('en')} jobs…`);
      const fixture = await prepareFixture(engine, jobs, 1, log);
      try {
        const { on, off } = await measureBoth(fixture, site);
        const section = report(engine, jobs, on, off);
        console.log(`\n${section}\n`);
        writeSection(`bench:pages:${engine}`, section);
      } finally {
        await fixture.database.drop();
      }
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

function report(engine: 'sqlite' | 'postgres', jobs: number, on: Run, off: Run): string {
  const { distinct, unseen } = distinctPages(jobs);
  const ratio = on.cpuUsPerView / off.cpuUsPerView;
  const cpuCell = (run: Run) => (engine === 'postgres' ? `${Math.round(run.apiUsPerView)} + ${Math.round(run.databaseUsPerView)} = ${Math.round(run.cpuUsPerView)}` : `${Math.round(run.cpuUsPerView)}`);
  const row = (name: string, run: Run) =>
    `| ${name} | ${cpuCell(run)} | ${Math.round(run.rps).toLocaleString('en')} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.renders.rendered.toLocaleString('en')} / ${run.renders.cached.toLocaleString('en')} / ${run.renders.fallback.toLocaleString('en')} |`;
  const ahead = on.ahead;
  const aheadCpu = ahead && (engine === 'postgres' ? `${Math.round(ahead.apiUsPerPage).toLocaleString('en')} + ${Math.round(ahead.databaseUsPerPage).toLocaleString('en')} µs` : `${Math.round(ahead.apiUsPerPage).toLocaleString('en')} µs`);
  return `## Job pages on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${jobs.toLocaleString('en')} jobs (\`npm run bench:pages\`), ${new Date().toISOString().slice(0, 10)}

${views.toLocaleString('en')} views of \`/description/{id}\` as a visitor, ids drawn Zipf(1) over the ${jobs.toLocaleString('en')} jobs (the newest
the most viewed; ${distinct.toLocaleString('en')} different pages, ${unseen.toLocaleString('en')} of them opened by no view before them), ${connections} at a time, after
${warmUpViews.toLocaleString('en')} views of the same sequence as a warm-up; the same sequence against two servers on the same database, one with
server rendering on and one with it off (\`SERVER_RENDER_BUDGET_MS=0\`), both running, measured in ${ROUNDS} rounds of ${roundViews.toLocaleString('en')} views
that alternate between them (which goes first alternates too), so a slow spell of the shared machine slows both alike, each round
after ${roundWarmUpViews.toLocaleString('en')} unmeasured views of its own (the read caches' entries expire while the other server has its
round); figures over the rounds together. With rendering on, the server first renders its release's pages ahead
of any view, as every release does (render-ahead.ts): ${ahead ? `${ahead.pages.toLocaleString('en')} pages in ${Math.round(ahead.seconds).toLocaleString('en')} s, ${aheadCpu} of server CPU each` : 'not measured'},
counted apart from the views. Server CPU per view counts every process of the server:
the API process with its render worker threads${engine === 'postgres' ? ' (first figure) and the database\'s backends (second; the idle server\'s among them)' : ''}, from /proc, until the server has
finished what the views queued (background renders of stale pages). Pages: rendered on the spot / served
from the page store / sent unrendered (portal_page_renders_total). The load generator shares the machine:
${machine()}.

| server rendering | server CPU µs/view | views/s | p50 ms | p99 ms | errors | pages rendered / from the store / unrendered |
|---|---|---|---|---|---|---|
${row('on', on)}
${row('off', off)}

Server CPU per view, on against off: **${ratio.toFixed(2)}×** (target ≤ ${TARGET_RATIO}×). ${
    on.renders.rendered > 0
      ? `${on.renders.rendered.toLocaleString('en')} of the views rendered their page on the spot (not rendered ahead); the rest were served from the store.`
      : 'No view rendered its page: each was served from the store.'
  }`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
