import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { telemetryStore } from '../src/features/telemetry/telemetry-store';
import { FLUSH_EVERY_MS } from '../src/features/telemetry/telemetry-recorder';
import { describeWithRedis, dropRedisPrefix, testRedisUrl, uniqueRedisPrefix } from './support/redis';
import { freePort } from '@portal/test-support/listening';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database';

/**
 * Browsers report page views, errors and web vitals per remote and version
 * (POST /api/v1/telemetry, what navigator.sendBeacon sends). The server keeps counts per
 * minute, written every few seconds so every instance's add up, and feeds the Prometheus
 * series. Everything is read back from the database and from a real scrape of /metrics.
 */

const STUDENT = { remote: 'student', version: '1.0.0-one' };
const RECRUITER = { remote: 'recruiter', version: '2.0.0-two' };
const SHELL = { remote: 'shell', version: '3.0.0-three' };

const FIXTURE_SHELL_BUILD = fs.readFileSync(path.join(__dirname, 'fixtures/server-render/shell-render.js'), 'utf8');

/** A released site: the student and recruiter remotes in remotes.json, the shell's release history, the route table, a server build. */
const site = siteFolder();
site.write('index.html', BUILT_INDEX_HTML);
site.write(
  'screen-routes.json',
  JSON.stringify([
    { path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', shows: 'listing' },
    { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', shows: 'job' },
    { path: '/admin/jobs', remote: 'recruiter', screen: 'AdminJobs', access: 'recruiter' },
  ]),
);
site.write('remotes/student/1.0.0-one/mf-manifest.json', JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } }, shared: [], exposes: [] }));
site.write('remotes/student/1.0.0-one/server/remoteEntry.js', 'exports.heading = "Jobs";');
site.write('remotes.json', JSON.stringify({ student: '/remotes/student/1.0.0-one/mf-manifest.json', recruiter: '/remotes/recruiter/2.0.0-two/mf-manifest.json' }));
site.write('releases/shell.json', JSON.stringify({ current: SHELL.version, releases: [{ version: '2.9.0-old' }, { version: SHELL.version }] }));
site.write('server/render.aaaa.js', FIXTURE_SHELL_BUILD);
site.write(SSR_ENTRY_FILE, JSON.stringify({ entry: 'server/render.aaaa.js' }));

type Event = Record<string, unknown>;
const view = (release: { remote: string; version: string }, route = '/browse'): Event => ({ kind: 'view', ...release, route });
const error = (release: { remote: string; version: string }, name: string, route = '/browse'): Event => ({ kind: 'error', ...release, route, name, message: 'TypeError: x is undefined' });
const vital = (release: { remote: string; version: string }, name: string, value: number): Event => ({ kind: 'vital', ...release, route: '/browse', name, value });

let nextAddress = 0;
/** A client address no other test used, so each test's beacons are counted on their own. */
const freshAddress = () => `10.0.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

type BeaconOptions = { contentType?: string; from?: string; cookie?: string };
/** A beacon as navigator.sendBeacon sends one: a string is sent as text/plain. */
const beacon = (app: FastifyInstance, body: unknown, { contentType = 'text/plain;charset=UTF-8', from = freshAddress(), cookie }: BeaconOptions = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/telemetry',
    headers: { 'content-type': contentType, ...(cookie && { cookie }) },
    remoteAddress: from,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const DAY_MS = 24 * 60 * 60 * 1000;
const since = () => new Date(Date.now() - DAY_MS).toISOString();

/** The stored counts, added up over minutes: `remote version route kind` → n. */
async function storedCounts(db: DatabaseHandle['db']): Promise<Record<string, number>> {
  const rows = await db.selectFrom('telemetry_counts').selectAll().execute();
  const sums: Record<string, number> = {};
  for (const row of rows) {
    const key = `${row.remote} ${row.version} ${row.route} ${row.kind}`;
    sums[key] = (sums[key] ?? 0) + Number(row.n);
  }
  return sums;
}

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

type Sample = { name: string; labels: Record<string, string>; value: number };
function samplesOf(exposition: string): Sample[] {
  return exposition
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key!, text!])), value: Number(value) };
    });
}
const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)).reduce((sum, sample) => sum + sample.value, 0);

let t: TestApp;
let metricsUrl: string;
const scrape = async () => samplesOf(await (await fetch(metricsUrl)).text());

beforeAll(async () => {
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  t = await startTestApp({ SITE_DIR: site.dir, METRICS_PORT: String(port), SERVER_RENDER_BUDGET_MS: '3000' }, { serveMetrics: true });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

describe('receiving a beacon', () => {
  it('takes what navigator.sendBeacon sends, a string (text/plain) or a JSON Blob, and answers 204 with no body', async () => {
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json']) {
      const response = await beacon(t.app, { events: [view(STUDENT)] }, { contentType });
      expect([contentType, response.statusCode, response.body]).toEqual([contentType, 204, '']);
    }
    expect((await beacon(t.app, { events: [] })).statusCode).toBe(204);
  });

  it('refuses a malformed beacon with 400, saying what is wrong', async () => {
    const refused: [unknown, string][] = [
      ['{"events": [', 'The request body is not valid JSON'],
      [{}, 'The body must be {events: [...]}'],
      [{ events: 'view' }, 'The body must be {events: [...]}'],
      [{ events: [{ ...view(STUDENT), kind: 'click' }] }, "Each event's kind must be view, error or vital"],
      [{ events: [{ kind: 'view', remote: 'student', route: '/browse' }] }, 'version must be the release the browser runs'],
      [{ events: [view(STUDENT, '/description/42?ref=mail')] }, 'route must be a route pattern, such as /description/:id, with no query string'],
      [{ events: [view(STUDENT, 'https://jobs.example.com/browse')] }, 'route must be a route pattern, such as /description/:id, with no query string'],
      [{ events: [error(STUDENT, 'oops')] }, "an error's name must be one of load, boundary, unhandled"],
      [{ events: [error(STUDENT, 'render')] }, "an error's name must be one of load, boundary, unhandled"],
      [{ events: [vital(STUDENT, 'FID', 12)] }, "a vital's name must be one of LCP, INP, CLS, TTFB"],
      [{ events: [{ ...vital(STUDENT, 'LCP', 1), value: 'fast' }] }, "a vital's value must be a number"],
      [{ events: [vital(STUDENT, 'LCP', -1)] }, "a vital's value cannot be negative"],
      [{ events: Array.from({ length: 51 }, () => view(STUDENT)) }, 'A beacon carries at most 50 events'],
    ];
    for (const [body, message] of refused) {
      const response = await beacon(t.app, body);
      expect([body, response.statusCode, response.json()]).toEqual([body, 400, { success: false, message: expect.stringContaining(message) }]);
    }
    expect((await beacon(t.app, { events: Array.from({ length: 50 }, () => view(STUDENT)) })).statusCode).toBe(204);
  });

  it('refuses a body over 16 KB with 413, and takes one just under it', async () => {
    const events = (messageLength: number) => Array.from({ length: 20 }, () => ({ ...error(STUDENT, 'unhandled'), message: 'x'.repeat(messageLength) }));
    const over = JSON.stringify({ events: events(900) });
    expect(Buffer.byteLength(over)).toBeGreaterThan(16 * 1024);
    const response = await beacon(t.app, over);
    expect([response.statusCode, response.json()]).toEqual([413, { success: false, message: 'The request is too large' }]);
    const under = JSON.stringify({ events: events(700) });
    expect(Buffer.byteLength(under)).toBeLessThan(16 * 1024);
    expect((await beacon(t.app, under)).statusCode).toBe(204);
  });

  it(`answers 429, saying when to come back, to a client address past 120 beacons a minute; other addresses are still heard`, async () => {
    const busy = freshAddress();
    const answers = [];
    for (let i = 0; i < 120; i++) answers.push((await beacon(t.app, { events: [] }, { from: busy })).statusCode);
    expect(new Set(answers)).toEqual(new Set([204]));
    const refused = await beacon(t.app, { events: [view(STUDENT)] }, { from: busy });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await beacon(t.app, { events: [view(STUDENT)] }, { from: freshAddress() })).statusCode).toBe(204);
  });
  it('is described in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths['/api/v1/telemetry'])).toEqual(['post']);
    expect(Object.keys(spec.paths['/api/v1/telemetry'].post.responses).sort()).toEqual(['204', '400', '413', '415', '429']);
  });
});

describe('counting', () => {
  const store = () => telemetryStore(t.database.handle.db);

  it('counts views and errors per remote, version and route pattern, and drops events of an unknown remote or a version not released', async () => {
    await t.app.telemetry.flush();
    const before = await storedCounts(t.database.handle.db);
    const response = await beacon(t.app, {
      events: [
        view(STUDENT, '/description/:id'),
        view(STUDENT, '/description/:id'),
        view(RECRUITER, '/admin/jobs'),
        view(SHELL, '/browse'),
        error(STUDENT, 'boundary', '/description/:id'),
        error(RECRUITER, 'load', '/admin/jobs'),
        // Not released: an earlier shell, a made-up version, a remote the site does not have.
        view({ remote: 'shell', version: '2.9.0-old' }),
        view({ remote: 'student', version: '9.9.9' }),
        error({ remote: 'student', version: '9.9.9' }, 'load'),
        view({ remote: 'payments', version: '1.0.0-one' }),
        view({ remote: '__proto__', version: '1.0.0-one' }),
      ],
    });
    expect(response.statusCode).toBe(204);
    await t.app.telemetry.flush();
    const after = await storedCounts(t.database.handle.db);
    const added = Object.fromEntries(Object.entries(after).flatMap(([key, n]) => (n !== (before[key] ?? 0) ? [[key, n - (before[key] ?? 0)]] : [])));
    expect(added).toEqual({
      'student 1.0.0-one /description/:id view': 2,
      'student 1.0.0-one /description/:id boundary': 1,
      'recruiter 2.0.0-two /admin/jobs view': 1,
      'recruiter 2.0.0-two /admin/jobs load': 1,
      'shell 3.0.0-three /browse view': 1,
    });
  });

  it('counts a route the live route table does not have as unmatched, so made-up routes add no rows', async () => {
    await t.app.telemetry.flush();
    const before = await storedCounts(t.database.handle.db);
    await beacon(t.app, { events: ['/nowhere', '/no/such/:page', '*', '/admin/*'].map((route) => view(STUDENT, route)) });
    await t.app.telemetry.flush();
    const after = await storedCounts(t.database.handle.db);
    expect(Object.keys(after).filter((key) => after[key] !== before[key])).toEqual(['student 1.0.0-one unmatched view']);
    expect(after['student 1.0.0-one unmatched view']! - (before['student 1.0.0-one unmatched view'] ?? 0)).toBe(4);
  });

  it('stores no user, cookie, address or message: only counts per remote, version, route and minute', async () => {
    await beacon(t.app, { events: [error(RECRUITER, 'unhandled', '/admin/jobs')] }, { from: '203.0.113.9', cookie: 'token=abc.def.ghi' });
    await t.app.telemetry.flush();
    const rows = await t.database.handle.db.selectFrom('telemetry_counts').selectAll().where('remote', '=', 'recruiter').where('kind', '=', 'unhandled').execute();
    expect(rows.map((row) => Object.keys(row).sort())).toEqual([['kind', 'minute', 'n', 'remote', 'route', 'version']]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.9|abc\.def|TypeError/);
    expect(new Date(rows[0]!.minute).getUTCSeconds()).toBe(0);
  });

  it('keeps web vitals as histogram buckets, so each version has its p75: LCP and INP in milliseconds, CLS as a score', async () => {
    const values = { LCP: [1200, 1900, 2300, 3100], INP: [80, 120, 180, 450], CLS: [0.01, 0.02, 0.05, 0.2], TTFB: [300, 500] };
    await beacon(t.app, { events: Object.entries(values).flatMap(([name, list]) => list.map((value) => vital(RECRUITER, name, value))) });
    await t.app.telemetry.flush();
    const [stats] = await store().versionStats('recruiter', since());
    // The 3rd of 4 values is the p75; each is read as its bucket's upper bound.
    expect(stats).toMatchObject({ version: RECRUITER.version, lcpP75: 2500, inpP75: 200, clsP75: 0.05 });
    const rows = await t.database.handle.db.selectFrom('telemetry_vitals').select(['name', 'le', 'n']).where('remote', '=', 'recruiter').where('name', '=', 'LCP').orderBy('le').execute();
    expect(rows.map((row) => [Number(row.le), Number(row.n)])).toEqual([
      [1.8, 1],
      [2.5, 2],
      [4, 1],
    ]);
  });

  it("reads each version's views, errors and error rate", async () => {
    const fresh = { remote: 'recruiter', version: RECRUITER.version };
    const [before] = await store().versionStats('recruiter', since());
    await beacon(t.app, { events: [...Array.from({ length: 8 }, () => view(fresh, '/admin/jobs')), error(fresh, 'load', '/admin/jobs'), error(fresh, 'boundary', '/admin/jobs')] });
    await t.app.telemetry.flush();
    const [after] = await store().versionStats('recruiter', since());
    expect(after!.views - before!.views).toBe(8);
    expect(after!.errors - before!.errors).toBe(2);
    expect(after!.errorRate).toBeCloseTo(after!.errors / after!.views);
  });

  it('writes the counts to the database every few seconds, with no one asking', async () => {
    await t.app.telemetry.flush();
    const key = 'shell 3.0.0-three /admin/jobs view';
    const before = (await storedCounts(t.database.handle.db))[key] ?? 0;
    await beacon(t.app, { events: [view(SHELL, '/admin/jobs')] });
    expect((await storedCounts(t.database.handle.db))[key] ?? 0).toBe(before);
    await waitFor(async () => ((await storedCounts(t.database.handle.db))[key] ?? 0) === before + 1, FLUSH_EVERY_MS + 3_000);
  });

  it('feeds the Prometheus series as events arrive: views, errors by kind and vitals of released versions only', async () => {
    const before = await scrape();
    await beacon(t.app, {
      events: [view(STUDENT), view(STUDENT), error(STUDENT, 'unhandled'), vital(STUDENT, 'LCP', 2400), view({ remote: 'student', version: '9.9.9' }), error({ remote: 'student', version: '9.9.9' }, 'load')],
    });
    const after = await scrape();
    const added = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(added('portal_remote_views_total', STUDENT)).toBe(2);
    expect(added('portal_remote_errors_total', { ...STUDENT, kind: 'unhandled' })).toBe(1);
    expect(added('portal_web_vitals_count', { ...STUDENT, name: 'LCP' })).toBe(1);
    expect(added('portal_web_vitals_bucket', { ...STUDENT, name: 'LCP', le: '2.5' })).toBe(1);
    expect(after.filter((sample) => sample.labels.version === '9.9.9')).toEqual([]);
  });

  it("counts a failed server render of a remote's screen as a render error of that remote and version", async () => {
    await t.app.telemetry.flush();
    const key = 'student 1.0.0-one /browse render';
    const before = (await storedCounts(t.database.handle.db))[key] ?? 0;
    const scraped = await scrape();
    // The fixture's screen throws with ?throw: the page goes out unrendered.
    expect((await t.app.inject({ method: 'GET', url: '/browse?throw=1' })).statusCode).toBe(200);
    // A page that renders adds nothing.
    expect((await t.app.inject({ method: 'GET', url: '/browse?q=fine' })).statusCode).toBe(200);
    await t.app.telemetry.flush();
    expect((await storedCounts(t.database.handle.db))[key]).toBe(before + 1);
    const render = { ...STUDENT, kind: 'render' };
    expect(valueOf(await scrape(), 'portal_remote_errors_total', render) - valueOf(scraped, 'portal_remote_errors_total', render)).toBe(1);
  });
});

/** An app of its own on `database`, as a server would run it. */
const appOn = async (database: DatabaseHandle, dataDir: string, env: Record<string, string> = {}) => {
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SITE_DIR: site.dir, SERVER_RENDER_BUDGET_MS: '0', ...env }), database });
  await app.ready();
  return app;
};

describe('on stopping and across instances', () => {
  let database: TestDatabase;
  let second: DatabaseHandle | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await database.handle.close();
    await database.drop();
  });

  it('writes what is still counted in memory when the server stops gracefully', async () => {
    const app = await appOn(database.handle, database.dataDir);
    await beacon(app, { events: [view(STUDENT), view(STUDENT), error(STUDENT, 'load')] });
    await app.close();
    expect(await storedCounts(database.handle.db)).toEqual({ 'student 1.0.0-one /browse view': 2, 'student 1.0.0-one /browse load': 1 });
  });

  it(`adds up the counts of two instances sharing one ${testEngine === 'postgres' ? 'PostgreSQL' : 'SQLite'} database`, async () => {
    second = connectDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const [one, two] = [await appOn(database.handle, database.dataDir), await appOn(second, database.dataDir)];
    try {
      for (let round = 0; round < 3; round++) {
        await beacon(one, { events: [view(STUDENT), vital(STUDENT, 'LCP', 1000)] });
        await beacon(two, { events: [view(STUDENT), view(STUDENT), error(STUDENT, 'boundary'), vital(STUDENT, 'LCP', 3000)] });
        // One after the other: two SQLite connections in one thread would wait on each other's transaction.
        await one.telemetry.flush();
        await two.telemetry.flush();
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    expect(await storedCounts(database.handle.db)).toEqual({ 'student 1.0.0-one /browse view': 9, 'student 1.0.0-one /browse boundary': 3 });
    const [stats] = await telemetryStore(database.handle.db).versionStats('student', since());
    expect(stats).toMatchObject({ version: STUDENT.version, views: 9, errors: 3, lcpP75: 4000 });
  });

  it('drops rows older than 30 days through the task queue, and keeps the others', async () => {
    const { db } = database.handle;
    const daysAgo = (days: number) => new Date(Math.floor((Date.now() - days * DAY_MS) / 60_000) * 60_000).toISOString();
    for (const minute of [daysAgo(31), daysAgo(29)]) {
      await db.insertInto('telemetry_counts').values({ minute, ...STUDENT, route: '/browse', kind: 'view', n: 5 }).execute();
      await db.insertInto('telemetry_vitals').values({ minute, ...STUDENT, name: 'LCP', le: 2.5, n: 5 }).execute();
    }
    const app = await appOn(database.handle, database.dataDir, { MAIL_POLL_MS: '50' });
    try {
      await waitFor(async () => (await db.selectFrom('telemetry_counts').select('minute').execute()).length === 1, 10_000);
      await waitFor(async () => (await db.selectFrom('telemetry_vitals').select('minute').execute()).length === 1, 10_000);
    } finally {
      await app.close();
    }
    const kept = await db.selectFrom('telemetry_counts').select('minute').execute();
    expect(new Date(kept[0]!.minute).toISOString()).toBe(daysAgo(29));
  });
});

describeWithRedis('beacon limits shared through Redis')('with REDIS_URL', () => {
  it('counts the 120 beacons a minute across every instance', async () => {
    const prefix = uniqueRedisPrefix('telemetry');
    const database = await createTestDatabase();
    const second = connectDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix };
    const [one, two] = [await appOn(database.handle, database.dataDir, env), await appOn(second, database.dataDir, env)];
    try {
      const from = freshAddress();
      for (let i = 0; i < 60; i++) {
        expect((await beacon(one, { events: [] }, { from })).statusCode).toBe(204);
        expect((await beacon(two, { events: [] }, { from })).statusCode).toBe(204);
      }
      expect((await beacon(one, { events: [] }, { from })).statusCode).toBe(429);
      expect((await beacon(two, { events: [] }, { from })).statusCode).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await second.close();
      await database.handle.close();
      await database.drop();
      await dropRedisPrefix(prefix);
    }
  });
});
