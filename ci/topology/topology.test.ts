/**
 * The local topology under a bounded load: nginx in front of two API instances; instance a
 * is SIGKILLed mid-run and started again. Reads keep being answered by b (nginx retries
 * idempotent requests on the other instance and takes the dead one out), no acknowledged
 * write is lost, POSTs in flight at the kill fail rather than being applied twice, and a
 * returns to taking traffic. Prints the figures docs/deploy.md quotes. Prometheus, scraping
 * both instances' metrics each second, saw both serve the load and a down while it was.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { prometheusBinary, SCRAPE_JOB } from './prometheus';
import { startTopology, type Topology } from './topology';

/** The load stops 3 s after a is seen taking traffic again, and at this at the latest. */
const MAX_LOAD_SECONDS = 40;
const AFTER_RETURN_MS = 3_000;
const KILL_AT_MS = 4_000;
const RESTART_AT_MS = 8_000;
const CONNECTIONS = 8;
const WRITERS = 2;
const FAIL_TIMEOUT_S = 3;

const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let topology: Topology;
let recruiterCookie: string;
let companyId: string;
const jobIds: string[] = [];
/** When instance a was gone, by the clock Prometheus keeps. */
let aDown: { from: Date; to: Date } | undefined;

async function call(method: string, url: string, options: { cookie?: string; json?: unknown; timeoutMs?: number } = {}) {
  const response = await fetch(`${topology.url}${url}`, {
    method,
    headers: { ...(options.json !== undefined && { 'content-type': 'application/json' }), ...(options.cookie && { cookie: options.cookie }) },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const body = (response.headers.get('content-type') ?? '').includes('json') ? ((await response.json()) as any) : await response.text();
  return { status: response.status, instance: response.headers.get('x-instance'), headers: response.headers, body, setCookie: response.headers.getSetCookie() };
}

async function registerAndLogIn(email: string, role: 'student' | 'recruiter') {
  const form = new FormData();
  for (const [key, value] of Object.entries({ fullname: `Topology ${role}`, email, phoneNumber: '9876543210', password: 'correct horse', role })) form.append(key, value);
  const registered = await fetch(`${topology.url}/api/v1/user/register`, { method: 'POST', body: form });
  expect(registered.status).toBe(201);
  const login = await call('POST', '/api/v1/user/login', { json: { email, password: 'correct horse', role } });
  expect(login.status).toBe(200);
  return login.setCookie.find((line) => line.startsWith('token='))!.split(';')[0]!;
}

const jobBody = (title: string) => ({
  title,
  description: 'Keep the portal up while an instance dies.',
  requirements: 'nginx, PostgreSQL',
  salary: 10,
  location: 'Pune',
  jobType: 'Full Time',
  experience: 1,
  position: 1,
  companyId,
});

beforeAll(async () => {
  topology = await startTopology({ log: (line) => say(`[topology] ${line}`), failTimeout: `${FAIL_TIMEOUT_S}s`, keep: process.env.KEEP_TOPOLOGY === '1' });
  recruiterCookie = await registerAndLogIn(`recruiter-${Date.now()}@example.com`, 'recruiter');
  const company = await call('POST', '/api/v1/company/register', { cookie: recruiterCookie, json: { companyName: `Topology ${Date.now()}` } });
  expect(company.status).toBe(201);
  companyId = company.body.company._id;
  for (let i = 0; i < 12; i++) {
    const job = await call('POST', '/api/v1/job/post', { cookie: recruiterCookie, json: jobBody(`Seed job ${i}`) });
    expect(job.status).toBe(201);
    jobIds.push(job.body.job._id);
  }
}, 150_000);

afterAll(async () => {
  await topology?.stop();
});

it('serves the static site and the API on one origin, spreading API requests over both instances with one session', async () => {
  const file = await call('GET', '/remotes.json');
  expect(file.status).toBe(200);
  expect(file.headers.get('cache-control')).toBe('no-cache');
  expect(file.instance).toBeNull(); // nginx itself, not an API instance
  // Pages are the API's: deep links and reloads land in the shell, with the page's own head.
  const page = await call('GET', '/');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/text\/html/);
  expect(page.instance).not.toBeNull();
  const deepLink = await call('GET', '/admin/jobs');
  expect(deepLink.status).toBe(200);
  expect(deepLink.body).toMatch(/<div id="?root"?>/);

  const student = await registerAndLogIn(`student-${Date.now()}@example.com`, 'student');
  const seen = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const applications = await call('GET', '/api/v1/application/get', { cookie: student });
    expect(applications.status).toBe(200);
    seen.add(applications.instance!);
  }
  expect([...seen].sort()).toEqual(['a', 'b']);
});

it('keeps answering while instance a is SIGKILLed and restarted under load; loses no acknowledged write; a takes traffic again', async () => {
  type Sample = { t: number; status: number; instance: string | null };
  const reads: Sample[] = [];
  const readErrors: number[] = [];
  const readErrorMessages: string[] = [];
  const writes: Array<{ t: number; status: number | 'error'; id?: string; detail?: string }> = [];
  const started = Date.now();
  const at = () => Date.now() - started;

  const onResponse = (status: number, _body: string, _context: object, headers: Record<string, string | string[] | undefined> | undefined) => {
    const instance = headers?.['x-instance'] ?? headers?.['X-Instance'];
    reads.push({ t: at(), status, instance: typeof instance === 'string' ? instance : null });
  };
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loadDone = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const load = autocannon(
    {
    url: topology.url,
    connections: CONNECTIONS,
    duration: MAX_LOAD_SECONDS,
    timeout: 10,
    requests: [
      { method: 'GET', path: '/api/v1/job/get?limit=10', onResponse },
      ...jobIds.slice(0, 4).map((id) => ({ method: 'GET' as const, path: `/api/v1/job/get/${id}`, onResponse })),
    ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  load.on('reqError', (error: Error) => {
    readErrors.push(at());
    readErrorMessages.push(`${at()} ms: ${error.message}`);
  });

  // Writers: one POST at a time each, for the whole run; only a 201 counts as acknowledged.
  let writing = true;
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    for (let n = 0; writing; n++) {
      try {
        const job = await call('POST', '/api/v1/job/post', { cookie: recruiterCookie, json: jobBody(`Load job ${w}-${n}`) });
        writes.push({ t: at(), status: job.status, id: job.status === 201 ? job.body.job._id : undefined, detail: job.status === 201 ? undefined : JSON.stringify(job.body).slice(0, 120) });
      } catch (error) {
        writes.push({ t: at(), status: 'error', detail: (error as Error).message });
      }
    }
  });

  await sleep(KILL_AT_MS);
  const killedAt = at();
  await topology.kill('a', 'SIGKILL');
  const killedOn = new Date();
  await sleep(RESTART_AT_MS - at());
  const restartAt = at();
  aDown = { from: killedOn, to: new Date() };
  const logOffset = fs.statSync(topology.instances.a.logFile).size;
  await topology.start('a');
  const readyAt = at();
  // Keep the load on until a has answered through nginx for a few seconds (or the cap).
  const deadline = Date.now() + (FAIL_TIMEOUT_S + 10) * 1000;
  while (!reads.some((sample) => sample.t >= restartAt && sample.instance === 'a') && Date.now() < deadline) await sleep(100);
  await sleep(AFTER_RETURN_MS);
  load.stop();

  const result = await loadDone;
  writing = false;
  await Promise.all(writers);

  // --- Figures
  const failedReads = reads.filter((sample) => sample.status >= 400);
  // When a was listening again, from its own log (pino's epoch milliseconds).
  const aLogAfterRestart = fs.readFileSync(topology.instances.a.logFile, 'utf8').slice(logOffset);
  const listening = aLogAfterRestart.split('\n').find((line) => line.includes('Server listening'));
  const listeningAt = listening ? (JSON.parse(listening) as { time: number }).time - started : readyAt;
  const backAt = reads.find((sample) => sample.t >= restartAt && sample.instance === 'a')?.t;
  const loadSeconds = Math.ceil(at() / 1000);
  const windowEnd = backAt ?? at();
  const inWindow = (t: number) => t >= killedAt && t <= windowEnd;
  const acknowledged = writes.filter((write) => write.status === 201);
  const failedWrites = writes.filter((write) => write.status !== 201);
  const perSecond = Array.from({ length: loadSeconds }, (_, s) => {
    const inSecond = reads.filter((sample) => Math.floor(sample.t / 1000) === s);
    return {
      second: s,
      requests: inSecond.length,
      a: inSecond.filter((sample) => sample.instance === 'a').length,
      b: inSecond.filter((sample) => sample.instance === 'b').length,
      errors: inSecond.filter((sample) => sample.status >= 400).length + readErrors.filter((t) => Math.floor(t / 1000) === s).length,
    };
  });
  const figures = {
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
    load: `${CONNECTIONS} connections, ${loadSeconds} s, GET job search page and job pages; ${WRITERS} writers posting jobs`,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    reads: {
      total: reads.length + readErrors.length,
      failed: failedReads.length + readErrors.length,
      failures: [...failedReads.map((r) => `${r.t} ms: ${r.status} from ${r.instance ?? 'nginx'}`), ...readErrorMessages].slice(0, 10), failedInKillWindow: failedReads.filter((s) => inWindow(s.t)).length + readErrors.filter(inWindow).length },
    writes: { attempted: writes.length, acknowledged: acknowledged.length, failed: failedWrites.length, failures: failedWrites.map((w) => `${w.t} ms: ${w.status} ${w.detail ?? ''}`) },
    timeline: { killedAtMs: killedAt, restartAtMs: restartAt, aListeningAtMs: listeningAt, aReadyAtMs: readyAt, aTakesTrafficAtMs: backAt ?? null },
    restartToListeningMs: listeningAt - restartAt,
    /** From a listening again to nginx sending it traffic: nginx's passive health check. */
    recoveryMs: backAt === undefined ? null : Math.max(0, backAt - listeningAt),
    aDownMs: backAt === undefined ? null : backAt - killedAt,
  };
  say('\n=== Topology under load: instance a SIGKILLed, then restarted ===');
  say(JSON.stringify({ ...figures }, null, 2));
  say('second  requests    a     b   errors');
  for (const row of perSecond) say(`${String(row.second).padStart(6)}  ${String(row.requests).padStart(8)}  ${String(row.a).padStart(4)}  ${String(row.b).padStart(4)}  ${String(row.errors).padStart(6)}`);
  const figuresFile = path.join(os.tmpdir(), 'portal-topology-figures.json');
  fs.writeFileSync(figuresFile, JSON.stringify({ ...figures, perSecond }, null, 2));
  say(`(figures also in ${figuresFile})\n`);

  // --- Reads: every one answered, by b alone while a was gone.
  expect(figures.reads.failed).toBe(0);
  expect(reads.filter((sample) => sample.t > killedAt + 200 && sample.t < restartAt && sample.instance === 'a')).toHaveLength(0);
  expect(reads.filter((sample) => sample.t > killedAt && sample.t < readyAt && sample.instance === 'b').length).toBeGreaterThan(0);

  // --- a takes traffic again soon after it is ready: within nginx's fail_timeout plus a little.
  expect(backAt).toBeDefined();
  expect(figures.recoveryMs!).toBeLessThan(FAIL_TIMEOUT_S * 1000 + 3_000);
  expect(aLogAfterRestart).toMatch(/"instance":"a".*"statusCode":200/);

  // --- Writes: at most the POSTs in flight at the kill failed (never retried blindly), and
  // every acknowledged one is there, on both instances.
  expect(failedWrites.length).toBeLessThanOrEqual(WRITERS);
  for (const write of failedWrites) expect(write.t).toBeGreaterThanOrEqual(killedAt);
  expect(acknowledged.length).toBeGreaterThan(10);
  const db = new pg.Client({ connectionString: topology.databaseUrl });
  await db.connect();
  try {
    const stored = await db.query<{ id: number }>("SELECT id FROM jobs WHERE title LIKE 'Load job %'");
    const storedIds = new Set(stored.rows.map((row) => String(row.id)));
    for (const write of acknowledged) expect(storedIds.has(write.id!)).toBe(true);
    // A failed POST may or may not have been applied, but none was applied twice.
    expect(stored.rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stored.rows.length).toBeLessThanOrEqual(writes.length);
  } finally {
    await db.end();
  }
  for (const instance of [topology.instances.a, topology.instances.b]) {
    const last = acknowledged[acknowledged.length - 1]!;
    const direct = await fetch(`${instance.url}/api/v1/job/get/${last.id}`);
    expect(direct.status).toBe(200);
  }
});

/** Prometheus runs where it is installed; CI requires it (REQUIRE_PROMETHEUS=1, see jest.config.js). */
const withPrometheus = prometheusBinary() ? it : it.skip;

withPrometheus("is scraped by Prometheus: both instances' requests under load, and up == 0 for a while it was killed", async () => {
  const prometheus = topology.prometheus!;
  expect(aDown).toBeDefined();
  const instancesOf = (series: { metric: Record<string, string> }[]) => series.map((one) => one.metric.instance).sort();

  // Scraped every second, a is seen down within about one after the kill, and until its restart.
  const down = await prometheus.queryRange(`up{job="${SCRAPE_JOB}"} == 0`, aDown!.from, aDown!.to, 0.25);
  say(`[prometheus] up == 0 while a was gone: ${JSON.stringify(down.map((one) => ({ instance: one.metric.instance, points: one.values?.length })))}`);
  expect(instancesOf(down)).toEqual(['a']);
  expect(await prometheus.query(`up{job="${SCRAPE_JOB}"} == 0`, new Date(aDown!.to.getTime() - 500))).toEqual([
    expect.objectContaining({ metric: expect.objectContaining({ instance: 'a' }), value: [expect.any(Number), '0'] }),
  ]);
  // Now both answer scrapes again.
  expect(instancesOf(await prometheus.query(`up{job="${SCRAPE_JOB}"} == 1`))).toEqual(['a', 'b']);

  // Each instance's job reads under the load, a's counted across its restart (a counter reset).
  const served = await prometheus.query(`sum by (instance) (increase(http_request_duration_seconds_count{job="${SCRAPE_JOB}", route=~"/api/v1/job/get(/:id)?", status_code="200"}[5m]))`);
  say(`[prometheus] job reads answered in the last 5 minutes: ${JSON.stringify(served.map((one) => ({ instance: one.metric.instance, requests: Math.round(Number(one.value![1])) })))}`);
  expect(instancesOf(served)).toEqual(['a', 'b']);
  for (const one of served) expect(Number(one.value![1])).toBeGreaterThan(100);
});

/** A GET with its path sent as written: fetch would resolve dot segments first, as browsers do but a client need not. */
function rawGet(pathAsWritten: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${topology.url}${pathAsWritten}`, { path: pathAsWritten }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      })
      .on('error', reject);
  });
}

it("never serves a remote's server code, whichever way its path is written", async () => {
  const remotes = (await call('GET', '/remotes.json')).body as Record<string, string>;
  const release = remotes.student!.replace(/\/mf-manifest\.json$/, '');
  const [, , , version] = release.split('/');
  expect(await rawGet(`${release}/remoteEntry.js`)).toBe(200);
  expect(fs.existsSync(path.join(topology.dir, 'site', release, 'server/remoteEntry.js'))).toBe(true);
  for (const url of [`${release}/server/remoteEntry.js`, `/.${release}/server/remoteEntry.js`, `/remotes/student//${version}/server/remoteEntry.js`, `${release}/%2e/server/remoteEntry.js`]) {
    expect([url, await rawGet(url)]).toEqual([url, 404]);
  }
});

it("counts a client's failed logins by its own address, whatever X-Forwarded-For it sends", async () => {
  const limit = 30; // LOGIN_FAILURES_PER_IP's default, which the instances run with
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= limit; attempt++) {
    const response = await fetch(`${topology.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt + 1}` },
      body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'wrong password', role: 'student' }),
      signal: AbortSignal.timeout(10_000),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
  expect(statuses[limit]).toBe(429);
});

describe("visitors' pages kept by nginx", () => {
  const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
  const cacheStatus = (response: { headers: Headers }) => response.headers.get('x-cache-status');
  const pageOf = (id: string) => `/description/${id}`;
  const newJob = async (title: string) => (await call('POST', '/api/v1/job/post', { cookie: recruiterCookie, json: jobBody(title) })).body.job._id as string;
  /** A visitor's request straight to an instance, past nginx. */
  const direct = (name: 'a' | 'b', url: string) => fetch(`${topology.instances[name].url}${url}`, { signal: AbortSignal.timeout(10_000) }).then((response) => response.text());

  it("answers a visitor's second request for a job page from nginx's cache, and asks an instance again once JOB_CACHE_SECONDS have passed", async () => {
    const url = pageOf(await newJob('Cached page job'));
    const first = await call('GET', url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${topology.jobCacheSeconds}, stale-while-revalidate=${topology.jobCacheSeconds * 6}`);
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(cacheStatus(first)).toBe('MISS');
    const second = await call('GET', url);
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.body).toBe(first.body);

    // Past its time, the kept page is answered once more while nginx fetches it again
    // (the API's stale-while-revalidate), then the fresh copy is. nginx counts whole seconds,
    // so a copy may live up to one more.
    await sleep((topology.jobCacheSeconds + 1) * 1000 + 200);
    expect(cacheStatus(await call('GET', url))).toBe('STALE');
    const afterwards: (string | null)[] = [];
    do {
      await sleep(100);
      afterwards.push(cacheStatus(await call('GET', url)));
    } while (afterwards.at(-1) === 'UPDATING' && afterwards.length < 30);
    expect(afterwards.at(-1)).toBe('HIT');
  });

  it("never answers a request with the session cookie from the cache, and never keeps its page for a visitor", async () => {
    // A page visitors have in the cache: the logged-in user still gets their own.
    const kept = pageOf(await newJob('Kept before login job'));
    await call('GET', kept);
    expect(cacheStatus(await call('GET', kept))).toBe('HIT');
    for (let i = 0; i < 4; i++) {
      const loggedIn = await call('GET', kept, { cookie: recruiterCookie });
      expect(cacheStatus(loggedIn)).toBe('BYPASS');
      expect(loggedIn.headers.get('cache-control')).toBe('private, no-store');
    }

    // A page a logged-in user asked for first: the visitor after them gets a visitor's page, fetched anew.
    const url = pageOf(await newJob('Logged in first job'));
    for (let i = 0; i < 2; i++) {
      const loggedIn = await call('GET', url, { cookie: recruiterCookie });
      expect(cacheStatus(loggedIn)).toBe('BYPASS');
      expect(loggedIn.headers.get('cache-control')).toBe('private, no-store');
    }
    const visitor = await call('GET', url);
    expect(cacheStatus(visitor)).toBe('MISS');
    expect(visitor.headers.get('cache-control')).toMatch(/^public, /);
    expect(cacheStatus(await call('GET', url))).toBe('HIT');
  });

  it("shows a recruiter's edit to visitors through nginx and on either instance within the stated time, and to the recruiter at once", async () => {
    const id = await newJob('Before the edit');
    const url = pageOf(id);
    // Every copy a visitor could be answered from holds the old title: nginx's and each instance's.
    for (let i = 0; i < 2; i++) expect(titleOf((await call('GET', url)).body)).toMatch(/^Before the edit at /);
    for (const name of ['a', 'b'] as const) expect(titleOf(await direct(name, url))).toMatch(/^Before the edit at /);

    const edited = await fetch(`${topology.instances.a.url}/api/v1/job/update/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: recruiterCookie },
      body: JSON.stringify({ title: 'After the edit' }),
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();

    // The recruiter's own page is never a kept copy, and the instance that took the edit shows it at once.
    const editor = await call('GET', url, { cookie: recruiterCookie });
    expect(cacheStatus(editor)).toBe('BYPASS');
    const editorOnA = await fetch(`${topology.instances.a.url}${url}`, { headers: { cookie: recruiterCookie } });
    expect(titleOf(await editorOnA.text())).toMatch(/^After the edit at /);

    const seenAfter = async (read: () => Promise<string>) => {
      while (Date.now() - editedAt < 15_000) {
        if (/^After the edit at /.test(titleOf(await read()) ?? '')) return Date.now() - editedAt;
        await sleep(100);
      }
      return Infinity;
    };
    const [throughNginx, onA, onB] = await Promise.all([
      seenAfter(async () => (await call('GET', url)).body),
      seenAfter(() => direct('a', url)),
      seenAfter(() => direct('b', url)),
    ]);
    say(`[cache] the edit reached visitors after: through nginx ${throughNginx} ms, on a ${onA} ms, on b ${onB} ms (JOB_CACHE_SECONDS ${topology.jobCacheSeconds})`);
    const cacheMs = topology.jobCacheSeconds * 1000;
    // Both instances' pages come from the store every instance shares, which the edit's write
    // dropped before it answered: at once on either (a second of slack for the polling and a
    // busy machine).
    expect(onA).toBeLessThan(1_000);
    expect(onB).toBeLessThan(1_000);
    // nginx's copy is at most JOB_CACHE_SECONDS old, plus the second nginx may round it up by.
    expect(throughNginx).toBeLessThan(cacheMs + 1_000 + 1_000);
  });
});
