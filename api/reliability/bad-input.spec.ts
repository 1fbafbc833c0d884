/**
 * Bad input at scale: 20,000 malformed requests (BAD_INPUT_REQUESTS), spread over every
 * route, from the same generators as the in-process property test
 * (test/support/malformed-requests.ts), sent over real HTTP to a real server process.
 * No 5xx, no hang, every error the application writes is `{success:false, message}`, and
 * the server is still up and its database whole at the end.
 */
import http from 'node:http';
import fc from 'fast-check';
import { ROUTES, callerFor, pathId, queryString, toWire, wireBody, type Caller, type Route, type World } from '../test/support/malformed-requests';
import { eachLimited, isAnswer, json, outcomeOf, percentiles, send, tally, type Outcome } from './support/http';
import { inspectDatabase } from './support/inspect';
import { Portal } from './support/portal';
import { freshDatabase, startApi, stopApi } from './support/server';

const TOTAL = Number(process.env.BAD_INPUT_REQUESTS ?? 20_000);
const SEED = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = 8;
const CHUNK = 25;
const HANG_MS = 10_000;

/**
 * The request target as it goes on the wire: what the generator made, with only the
 * characters HTTP cannot carry raw (controls, spaces, non-ASCII) %-encoded. Broken
 * %-escapes and the like stay as they are.
 */
function wirePath(target: string): string {
  let out = '';
  for (const char of target) {
    const code = char.codePointAt(0)!;
    if (code >= 0x21 && code <= 0x7e) out += char;
    else if (code >= 0xd800 && code <= 0xdfff) out += '%ED%A0%80'; // a lone surrogate: its would-be UTF-8 bytes
    else out += encodeURIComponent(char);
  }
  return out;
}

type Case = { route: string; method: string; path: string; headers: Record<string, string>; payload?: string | Buffer; payloadLength?: number };

it(`answers ${TOTAL} malformed requests over HTTP without a 5xx or a hang, and stays up`, async () => {
  const { database, env } = await freshDatabase('sqlite');
  const server = await startApi({ ...env, LOG_LEVEL: 'warn' });
  try {
    const portal = new Portal(server.baseUrl);
    const student = await portal.signUp('student', 'fuzz-student@example.com');
    const recruiter = await portal.signUp('recruiter', 'fuzz-recruiter@example.com');
    const companyId = await portal.company(recruiter, 'Fuzz Company');
    const jobId = await portal.job(recruiter, companyId, 'Fuzz engineer');
    expect((await portal.apply(student, jobId)).status).toBe(201);
    const applicationId = json<{ job: { applications: { _id: string }[] } }>(await portal.applicants(recruiter, jobId)).job.applications[0]!._id;
    const world: World = { student, recruiter, companyId, jobId, applicationId };
    const cookies: Record<Caller, string | undefined> = {
      visitor: undefined,
      student: student.cookie,
      recruiter: recruiter.cookie,
      'garbage token': 'token=not.a.jwt; token=%E0%A4%A',
    };

    // Generated in chunks by the senders themselves, so generating overlaps with the server's work.
    const chunks: { route: Route; routeIndex: number; chunk: number; runs: number }[] = [];
    for (const [routeIndex, route] of ROUTES.entries()) {
      const runs = Math.floor(TOTAL / ROUTES.length) + (routeIndex < TOTAL % ROUTES.length ? 1 : 0);
      for (let chunk = 0; chunk * CHUNK < runs; chunk++) chunks.push({ route, routeIndex, chunk, runs: Math.min(CHUNK, runs - chunk * CHUNK) });
    }
    async function generate({ route, routeIndex, chunk, runs }: (typeof chunks)[number]): Promise<Case[]> {
      const samples = fc.sample(fc.tuple(callerFor(route), pathId(route, world), queryString, wireBody(route, world)), { numRuns: runs, seed: SEED + routeIndex * 10_000 + chunk });
      const cases: Case[] = [];
      for (const [who, id, query, body] of samples) {
        const { payload, contentType } = await toWire(body);
        const headers: Record<string, string> = {};
        if (cookies[who]) headers.cookie = cookies[who]!;
        if (contentType !== undefined) headers['content-type'] = contentType;
        const target = `/api/v1${route.path.replace(':id', id)}${query === null ? '' : `?${query}`}`;
        cases.push({ route: `${route.method} ${route.path}`, method: route.method, path: wirePath(target), headers, payload });
      }
      return cases;
    }

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const outcomes: { c: Case; outcome: Outcome }[] = [];
    let generationMs = 0;
    const started = performance.now();
    await eachLimited(chunks, CONCURRENCY, async (chunk) => {
      const generating = performance.now();
      const cases = await generate(chunk);
      generationMs += performance.now() - generating;
      for (const c of cases) {
        const outcome = await outcomeOf(send(server.baseUrl, { method: c.method, path: c.path, headers: c.headers, body: c.payload, agent, timeoutMs: HANG_MS }));
        // Kept for the report: the request without its body, the answer with its body only when it is an error.
        if (isAnswer(outcome) && outcome.status < 400) outcome.body = '';
        outcomes.push({ c: { ...c, path: c.path.slice(0, 300), payload: undefined, payloadLength: c.payload?.length ?? 0 }, outcome });
      }
    });
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();

    const describe = ({ c, outcome }: { c: Case; outcome: Outcome }) =>
      `${c.method} ${c.path.slice(0, 150)} (content-type ${JSON.stringify(c.headers['content-type'])}, ${c.payloadLength ?? c.payload?.length ?? 0} bytes) → ${
        isAnswer(outcome) ? `${outcome.status} ${outcome.body.slice(0, 200)}` : outcome.error
      }`;
    const serverErrors = outcomes.filter(({ outcome }) => isAnswer(outcome) && outcome.status >= 500);
    const hangs = outcomes.filter(({ outcome }) => !isAnswer(outcome) && outcome.error === 'HANG');
    const networkErrors = outcomes.filter(({ outcome }) => !isAnswer(outcome) && outcome.error !== 'HANG');
    // Errors the application wrote must be the contract's JSON; Node's own HTTP parser may
    // refuse a request before the application sees it (no body, no content type).
    const malformedErrors: string[] = [];
    let parserRefusals = 0;
    for (const entry of outcomes) {
      const { outcome } = entry;
      if (!isAnswer(outcome) || outcome.status < 400) continue;
      if (outcome.body === '' && outcome.headers['content-type'] === undefined) {
        parserRefusals += 1;
        continue;
      }
      let body: { success?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(outcome.body) as typeof body;
      } catch {
        // not JSON
      }
      const wellFormed =
        String(outcome.headers['content-type']).startsWith('application/json') && body.success === false && typeof body.message === 'string' && body.message.trim() !== '';
      if (!wellFormed || /\n\s+at |node_modules|SQLITE_|syntax error|relation "/.test(outcome.body)) malformedErrors.push(describe(entry));
    }

    const healthz = await send(server.baseUrl, { path: '/healthz' });
    const state = await inspectDatabase('sqlite', database);
    const byRoute = new Map<string, string[]>();
    for (const { c, outcome } of outcomes) byRoute.set(c.route, [...(byRoute.get(c.route) ?? []), isAnswer(outcome) ? String(outcome.status) : outcome.error]);
    console.log(
      [
        `bad input over HTTP: ${outcomes.length} generated requests over ${ROUTES.length} routes (seed ${SEED}; BAD_INPUT_SEED=${SEED} replays them), ${CONCURRENCY} senders`,
        `  generated and answered in ${elapsed.toFixed(1)} s (${Math.round(outcomes.length / elapsed)} req/s; generating took ${(generationMs / 1000).toFixed(1)} s of the senders' time); latency ms ${JSON.stringify(percentiles(outcomes.map(({ outcome }) => outcome.ms)))}`,
        `  statuses: ${JSON.stringify(tally(outcomes.map(({ outcome }) => (isAnswer(outcome) ? outcome.status : outcome.error))))}`,
        `  5xx ${serverErrors.length}, hangs ${hangs.length}, network errors ${networkErrors.length}, refused by Node's HTTP parser (no body) ${parserRefusals}, errors not in the contract's shape ${malformedErrors.length}`,
        ...[...byRoute].map(([route, statuses]) => `  ${route.padEnd(34)} ${JSON.stringify(tally(statuses))}`),
        `  afterwards: /healthz ${healthz.status}, process running: ${server.child.exitCode === null}, database integrity ok: ${state.problems.length === 0}`,
      ].join('\n'),
    );

    expect(serverErrors.slice(0, 5).map(describe)).toEqual([]);
    expect(hangs.slice(0, 5).map(describe)).toEqual([]);
    expect(networkErrors.slice(0, 5).map(describe)).toEqual([]);
    expect(malformedErrors.slice(0, 5)).toEqual([]);
    expect(healthz.status).toBe(200);
    expect(state.problems).toEqual([]);
  } finally {
    expect(await stopApi(server)).toBe(0);
    await database.drop();
  }
}, 240_000);
