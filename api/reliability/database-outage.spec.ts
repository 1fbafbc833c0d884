/**
 * Database outage (PostgreSQL): a TCP proxy of our own stands between the API and the
 * database, so "the database" can go away and come back without touching the real server.
 * While it is down, requests that need it fail fast with a 503 in the contract's shape,
 * /readyz says so and /healthz stays 200; when it is back, the API recovers by itself.
 */
import { multipartBody } from '../test/support/multipart';
import { postgresAdminUrl } from '../test/support/test-database';
import { json, percentiles, send, sleep, tally, type Answer } from './support/http';
import { inspectDatabase } from './support/inspect';
import { PASSWORD, Portal, type Actor } from './support/portal';
import { freshDatabase, postgresAvailable, startApi, stopApi, type ServerProcess, type TestDatabase } from './support/server';
import { TcpProxy } from './support/tcp-proxy';

const FAIL_FAST_MS = 2_000;
/** pg's connectionTimeoutMillis in src/db/connect.ts: how long a connection attempt to a silent host may take. */
const CONNECT_TIMEOUT_MS = 5_000;

const describePostgres = postgresAvailable() ? describe : describe.skip;

describePostgres('database outage (PostgreSQL behind a TCP proxy)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let portal: Portal;
  let recruiter: Actor;
  let student: Actor;
  let companyId: string;
  let jobIds: string[];

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    database = fresh.database;
    const admin = new URL(postgresAdminUrl);
    proxy = new TcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(database.databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startApi({ ...fresh.env, DATABASE_URL: viaProxy.toString() });
    portal = new Portal(server.baseUrl, false, 15_000);
    recruiter = await portal.signUp('recruiter', 'outage-recruiter@example.com');
    student = await portal.signUp('student', 'outage-student@example.com');
    companyId = await portal.company(recruiter, 'Outage Ltd');
    jobIds = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => portal.job(recruiter, companyId, `Outage engineer ${n}`)));
  });
  afterAll(async () => {
    if (server) await stopApi(server);
    await proxy?.stop();
    await database?.drop();
  });

  let unique = 0;
  /** Requests that each need the database (no cached answer can serve them). */
  const needingTheDatabase: [string, () => Promise<Answer>][] = [
    ['search', () => portal.request('GET', `/job/get?keyword=outage${++unique}zz`)],
    ['job page', () => portal.request('GET', `/job/get/${900_000 + ++unique}`)],
    ['my applications', () => portal.request('GET', '/application/get', { who: student })],
    ['apply', () => portal.apply(student, jobIds[1]!)],
    ['applicants', () => portal.applicants(recruiter, jobIds[0]!)],
    ['post a job', () => portal.postJob(recruiter, companyId, 'Posted during the outage')],
    ['my companies', () => portal.request('GET', '/company/get', { who: recruiter })],
    ['log in', () => portal.request('POST', '/user/login', { body: { email: student.email, password: PASSWORD, role: 'student' } })],
    ['register', () => portal.register(`outage${++unique}@example.com`, 'student')],
    [
      'profile update',
      async () => {
        const form = await multipartBody({ bio: 'written during the outage' });
        return send(server.baseUrl, { method: 'POST', path: '/api/v1/user/profile/update', headers: { ...form.headers, cookie: student.cookie }, body: form.payload });
      },
    ],
  ];

  function unavailableProblems(what: string, answer: Answer, withinMs: number): string[] {
    const problems: string[] = [];
    const summary = `${what} → ${answer.status} in ${Math.round(answer.ms)} ms: ${answer.body.slice(0, 200)}`;
    if (answer.status !== 503) problems.push(`expected 503: ${summary}`);
    else {
      const body = json<{ success: unknown; message: unknown }>(answer);
      if (body.success !== false || typeof body.message !== 'string' || body.message.trim() === '') problems.push(`not {success:false, message}: ${summary}`);
      if (Object.keys(body).sort().join() !== 'message,success') problems.push(`extra fields: ${summary}`);
      if (answer.headers['retry-after'] === undefined) problems.push(`no Retry-After: ${summary}`);
    }
    if (answer.ms >= withinMs) problems.push(`slower than ${withinMs} ms: ${summary}`);
    return problems;
  }

  /** The database errors the server mapped to 503, by message, from its log. */
  function mappedErrors(): Record<string, number> {
    const messages: string[] = [];
    for (const line of server.output().split('\n')) {
      if (!line.includes('"database unavailable"')) continue;
      const err = (JSON.parse(line) as { err?: { message?: string; code?: string } }).err;
      messages.push(`${err?.code ? `${err.code}: ` : ''}${(err?.message ?? '?').replace(/\d+\.\d+\.\d+\.\d+:\d+/, 'host:port')}`);
    }
    return tally(messages);
  }

  it('answers 503 fast while the database is down, says not ready, stays alive, and recovers by itself', async () => {
    // Warm: the pool holds open connections when the database goes away.
    const warm = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? portal.request('GET', '/application/get', { who: student }) : portal.request('GET', `/job/get?keyword=warm${i}`))));
    expect(warm.map((answer) => answer.status)).toEqual(warm.map(() => 200));
    const pooled = proxy.openConnections / 2;
    expect(pooled).toBeGreaterThan(0);

    // 1. A query in flight when the database goes: "Connection terminated" on a pooled connection.
    proxy.stall();
    const inFlight = portal.request('GET', '/application/get', { who: student });
    await sleep(300);
    const downAt = performance.now();
    await proxy.stop();
    const cut = await inFlight;
    const cutMs = performance.now() - downAt;
    expect(unavailableProblems('query in flight when the database went away', { ...cut, ms: cutMs }, FAIL_FAST_MS)).toEqual([]);

    // 2. Down (refusing connections): everything that needs the database fails fast, one by one and in a burst.
    const problems: string[] = [];
    const downLatencies: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (const [what, request] of needingTheDatabase) {
        const answer = await request();
        downLatencies.push(answer.ms);
        problems.push(...unavailableProblems(what, answer, FAIL_FAST_MS));
      }
    }
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => needingTheDatabase[i % needingTheDatabase.length]![1]()));
    burst.forEach((answer, i) => problems.push(...unavailableProblems(`burst ${needingTheDatabase[i % needingTheDatabase.length]![0]}`, answer, FAIL_FAST_MS)));
    const burstLatencies = burst.map((answer) => answer.ms);
    const readyz = await send(server.baseUrl, { path: '/readyz' });
    const healthz = await send(server.baseUrl, { path: '/healthz' });
    expect(problems.slice(0, 10)).toEqual([]);
    expect(readyz.status).toBe(503);
    const readyChecks = json<{ checks: Record<string, string> }>(readyz).checks;
    expect(readyChecks.database).toBe('unavailable');
    expect(readyz.ms).toBeLessThan(FAIL_FAST_MS);
    expect(healthz.status).toBe(200);

    // 3. Silent (connections accepted, never answered): pg gives up after its connection timeout.
    await proxy.start('blackhole');
    const silent = await Promise.all([needingTheDatabase[2]![1](), needingTheDatabase[0]![1](), send(server.baseUrl, { path: '/readyz', timeoutMs: 15_000 })]);
    for (const [i, answer] of silent.slice(0, 2).entries()) expect(unavailableProblems(`silent database #${i}`, answer, CONNECT_TIMEOUT_MS + 2_000)).toEqual([]);
    expect(silent[2]!.status).toBe(503);
    expect((await send(server.baseUrl, { path: '/healthz' })).status).toBe(200);

    // 4. Back: the API recovers by itself, no restart.
    await proxy.stop();
    await proxy.start('forward');
    const backAt = performance.now();
    let recoveredMs = -1;
    let attempts = 0;
    while (performance.now() - backAt < 10_000) {
      attempts += 1;
      const answer = await portal.request('GET', '/application/get', { who: student });
      if (answer.status === 200) {
        recoveredMs = performance.now() - backAt;
        break;
      }
      expect(answer.status).toBe(503);
      await sleep(100);
    }
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(5_000);
    expect((await send(server.baseUrl, { path: '/readyz' })).status).toBe(200);
    expect((await portal.apply(student, jobIds[2]!)).status).toBe(201);
    expect((await portal.register('after-outage@example.com', 'student')).status).toBe(201);
    expect((await portal.logIn('after-outage@example.com', 'student')).id).toMatch(/^\d+$/);
    const state = await inspectDatabase('postgres', database);
    expect(state.problems).toEqual([]);
    expect([...state.applications.values()].some((a) => a.jobId === jobIds[2] && a.applicantId === student.id)).toBe(true);
    expect([...state.jobs.values()].some((job) => job.title === 'Posted during the outage')).toBe(false);

    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/"unexpected error"/);
    const mapped = mappedErrors();
    console.log(
      [
        'database outage (PostgreSQL behind a TCP proxy; the real server untouched)',
        `  pooled connections when the database went away: ${pooled}`,
        `  query in flight when it went away: ${cut.status} after ${Math.round(cutMs)} ms`,
        `  down (connections refused): ${downLatencies.length} sequential requests over ${needingTheDatabase.length} kinds, all 503 {success:false, message} + Retry-After, ms ${JSON.stringify(percentiles(downLatencies))}`,
        `  down, burst of ${burst.length} concurrent: ms ${JSON.stringify(percentiles(burstLatencies))}`,
        `  /readyz 503 ${JSON.stringify(readyChecks)} in ${Math.round(readyz.ms)} ms; /healthz 200`,
        `  silent (accepts, never answers): 503 after ${silent.slice(0, 2).map((a) => Math.round(a.ms)).join(' and ')} ms (pg connectionTimeoutMillis ${CONNECT_TIMEOUT_MS}); /readyz 503 after ${Math.round(silent[2]!.ms)} ms`,
        `  back: first success ${Math.round(recoveredMs)} ms after the database returned (${attempts} attempts, 100 ms apart), no restart`,
        `  errors the server mapped to 503: ${JSON.stringify(mapped)}`,
      ].join('\n'),
    );
  }, 90_000);
});
