import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { createCompany, postJob, signUp } from './support/actors';
import { freePort } from '@portal/test-support/listening';
import { startServerProcess } from './support/server-process';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, testEngine } from './support/test-database';

/**
 * Prometheus scrapes GET /metrics on a port of its own (METRICS_PORT), never the public one:
 * requests by route pattern, server renders by outcome, the database's queues, the pool, the
 * process. Everything here is read back through a real scrape of a real app.
 */

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function samplesOf(exposition: string): Sample[] {
  return exposition
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      if (!name || value === undefined) throw new Error(`not a sample line: ${line}`);
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key!, text!])), value: Number(value) };
    });
}

const matching = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) => matching(samples, name, labels).reduce((sum, sample) => sum + sample.value, 0);

const FIXTURE_SHELL_BUILD = fs.readFileSync(path.join(__dirname, 'fixtures/server-render/shell-render.js'), 'utf8');
const site = siteFolder();
let t: TestApp;
let metricsUrl: string;

const scrape = async () => {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return { contentType: response.headers.get('content-type'), text: await response.text() };
};
const samples = async () => samplesOf((await scrape()).text);

beforeAll(async () => {
  site.write('index.html', BUILT_INDEX_HTML);
  site.write(
    'screen-routes.json',
    JSON.stringify([
      { path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', shows: 'listing' },
      { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', shows: 'job' },
      { path: '/notifications', owner: 'shell', access: 'user', title: 'Notifications · JobPortal' },
    ]),
  );
  site.write('remotes/student/1.0.0-one/mf-manifest.json', JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } }, shared: [], exposes: [] }));
  site.write('remotes/student/1.0.0-one/server/remoteEntry.js', 'exports.heading = "Jobs";');
  site.write('remotes.json', JSON.stringify({ student: '/remotes/student/1.0.0-one/mf-manifest.json' }));
  site.write('server/render.aaaa.js', FIXTURE_SHELL_BUILD);
  site.write(SSR_ENTRY_FILE, JSON.stringify({ entry: 'server/render.aaaa.js' }));
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  t = await startTestApp({ METRICS_PORT: String(port), SITE_DIR: site.dir, SERVER_RENDER_BUDGET_MS: '3000' }, { serveMetrics: true });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

it("answers GET /metrics in Prometheus's text format, with every metric the portal defines and the process's own", async () => {
  const { contentType, text } = await scrape();
  expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  const defined = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => `${name} ${type}`);
  expect(defined).toEqual(
    expect.arrayContaining([
      'http_request_duration_seconds histogram',
      'portal_page_renders_total counter',
      'portal_page_render_duration_seconds histogram',
      'portal_mail_outbox_pending gauge',
      'portal_mail_outbox_oldest_age_seconds gauge',
      'portal_task_queue_pending gauge',
      'portal_remote_views_total counter',
      'portal_remote_errors_total counter',
      'portal_web_vitals histogram',
      'process_cpu_seconds_total counter',
      'process_resident_memory_bytes gauge',
      'nodejs_eventloop_lag_seconds gauge',
    ]),
  );
});

it('is never served on the public port', async () => {
  for (const url of ['/metrics', '/api/v1/metrics']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect([url, response.statusCode]).toEqual([url, 404]);
    expect(response.body).not.toContain('http_request_duration_seconds');
  }
  // Its own listener answers nothing else.
  expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
});

it('times each API request under its route pattern, method and status code, never a path with an id; every unknown path is one route', async () => {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter);
  const job = await postJob(t.app, recruiter, company._id, { title: 'Metrics engineer' });
  const before = await samples();
  const jobRoute = { method: 'GET', route: '/api/v1/job/get/:id', status_code: '200' };
  for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}` })).statusCode).toBe(200);
  for (const url of [`/api/v1/no/such/${job._id}`, '/wp-login.php', `/api/v1/job/nothing-${Date.now()}`]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

  const after = await samples();
  expect(valueOf(after, 'http_request_duration_seconds_count', jobRoute) - valueOf(before, 'http_request_duration_seconds_count', jobRoute)).toBe(3);
  expect(matching(after, 'http_request_duration_seconds_bucket', { ...jobRoute, le: '+Inf' })).toHaveLength(1);
  const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
  expect(valueOf(after, 'http_request_duration_seconds_count', unmatched) - valueOf(before, 'http_request_duration_seconds_count', unmatched)).toBe(3);
  const routes = new Set(matching(after, 'http_request_duration_seconds_count').map((sample) => sample.labels.route ?? ''));
  expect([...routes].filter((route) => route.split('/').includes(job._id) || route.includes('wp-login'))).toEqual([]);
});

it("counts pages under their route in the site's table, and the server's renders of them by outcome: rendered, reused (cached), sent unrendered (fallback)", async () => {
  const before = await samples();
  const renders = (list: Sample[], outcome: string) => valueOf(list, 'portal_page_renders_total', { outcome });
  // A URL's render is stored at its first view: the two later ones are served from the store.
  for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/browse?q=metrics' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/browse?throw=1' })).statusCode).toBe(200);

  const after = await samples();
  expect(renders(after, 'rendered') - renders(before, 'rendered')).toBe(1);
  expect(renders(after, 'cached') - renders(before, 'cached')).toBe(2);
  expect(renders(after, 'fallback') - renders(before, 'fallback')).toBe(1);
  expect(valueOf(after, 'portal_page_render_duration_seconds_count') - valueOf(before, 'portal_page_render_duration_seconds_count')).toBe(4);
  const page = { method: 'GET', route: '/browse', status_code: '200' };
  expect(valueOf(after, 'http_request_duration_seconds_count', page) - valueOf(before, 'http_request_duration_seconds_count', page)).toBe(4);
});

it("counts the shell's own page under its route in the table, and a page no route shows as unmatched", async () => {
  const student = await signUp(t.app, 'student');
  const before = await samples();
  expect((await t.app.inject({ method: 'GET', url: '/notifications', headers: { cookie: student.cookie } })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/notifications' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);

  const after = await samples();
  const count = (labels: Record<string, string>) => valueOf(after, 'http_request_duration_seconds_count', labels) - valueOf(before, 'http_request_duration_seconds_count', labels);
  expect(count({ method: 'GET', route: '/notifications', status_code: '200' })).toBe(2);
  expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
});

it('shows how much mail and how many tasks wait in the database, and how long the oldest email has', async () => {
  const before = await samples();
  const { db } = t.database.handle;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  // Due in an hour, as after failed attempts, so the workers leave them queued.
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  await db
    .insertInto('mail_outbox')
    .values([20, 3].map((minutes) => ({ to_address: 'queued@example.com', subject: 'Queued', text_body: 'Hi', html_body: '<p>Hi</p>', next_attempt_at: inAnHour, created_at: minutesAgo(minutes) })))
    .execute();
  await db.insertInto('task_outbox').values({ kind: 'job.posted', payload: '{}', next_attempt_at: inAnHour, created_at: minutesAgo(1) }).execute();

  const after = await samples();
  expect(valueOf(after, 'portal_mail_outbox_pending') - valueOf(before, 'portal_mail_outbox_pending')).toBe(2);
  expect(valueOf(after, 'portal_task_queue_pending') - valueOf(before, 'portal_task_queue_pending')).toBe(1);
  const oldest = valueOf(after, 'portal_mail_outbox_oldest_age_seconds');
  expect(oldest).toBeGreaterThanOrEqual(20 * 60);
  expect(oldest).toBeLessThan(21 * 60);
});

it(`shows the connection pool's state where there is one: ${testEngine === 'postgres' ? 'PostgreSQL has' : 'SQLite has none'}`, async () => {
  const scraped = await samples();
  const [open, idle, waiting] = ['portal_db_pool_connections', 'portal_db_pool_idle_connections', 'portal_db_pool_waiting_queries'].map((name) => matching(scraped, name));
  if (testEngine === 'postgres') {
    expect(open![0]!.value).toBeGreaterThan(0);
    expect(idle![0]!.value).toBeLessThanOrEqual(open![0]!.value);
    // The scrape's own queue reads are not counted as waiting.
    expect(waiting![0]!.value).toBe(0);
  } else {
    expect([open, idle, waiting]).toEqual([[], [], []]);
  }
});

/** Listening sockets in this process: what a metrics listener adds. */
const listeningSockets = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;

it('opens no listener with METRICS_PORT=0', async () => {
  const before = listeningSockets();
  const off = await startTestApp({ METRICS_PORT: '0' }, { serveMetrics: true });
  try {
    expect(listeningSockets()).toBe(before);
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await off.close();
  }
  const port = await freePort();
  const on = await startTestApp({ METRICS_PORT: String(port) }, { serveMetrics: true });
  try {
    expect(listeningSockets()).toBe(before + 1);
  } finally {
    await on.close();
  }
  // A closed socket leaves the list once the event loop has run its close callbacks.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listeningSockets()).toBe(before);
});

it('does not start when METRICS_PORT is taken, and says what to do', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as net.AddressInfo;
  const database = await createTestDatabase();
  const app = await buildApp({ config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', METRICS_PORT: String(port) }), database: database.handle, serveMetrics: true });
  try {
    await expect(app.ready()).rejects.toThrow(
      `METRICS_PORT ${port} is already in use on 127.0.0.1: give each instance its own METRICS_PORT, or set METRICS_PORT=0 to turn metrics off`,
    );
  } finally {
    taken.close();
    await app.close();
    await database.handle.close();
    await database.drop();
  }
});

it('answers a scrape in time when the database does not answer: the queue gauges are NaN (unknown), everything else is there', async () => {
  // A PostgreSQL server that accepts connections and never says a word.
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const metricsPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const database = connectDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/portal`, dataDir });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', METRICS_PORT: String(metricsPort), MAIL_POLL_MS: '60000' });
  const app = await buildApp({ config, database, serveMetrics: true });
  try {
    await app.ready();
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(8_000) });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(4_000);
    const answered = samplesOf(await response.text());
    for (const name of ['portal_mail_outbox_pending', 'portal_mail_outbox_oldest_age_seconds', 'portal_task_queue_pending']) expect(valueOf(answered, name)).toBeNaN();
    expect(matching(answered, 'process_cpu_seconds_total')).toHaveLength(1);
  } finally {
    await app.close();
    await database.close();
    silent.close((): void => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 30_000);

it('is served by the server while it runs, on its own port, and closed by its graceful stop', async () => {
  const database = await createTestDatabase();
  await database.handle.close();
  const server = await startServerProcess({ DATA_DIR: database.dataDir, ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }) });
  try {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const exposition = await (await fetch(server.metricsUrl!)).text();
    expect(matching(samplesOf(exposition), 'http_request_duration_seconds_count', { route: '/healthz', status_code: '200' })).toHaveLength(1);
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(server.metricsUrl!)).rejects.toThrow();
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.drop();
  }
}, 60_000);
