/**
 * Graceful stop: SIGTERM while the API is under load. Requests the server had received
 * before the signal finish with a 2xx; requests arriving afterwards get a 503 in the
 * contract's shape while the listener drains, or a refused connection once it is closed;
 * nothing hangs; the process exits 0 after closing the database cleanly.
 *
 * What a client sees after the signal (measured here): the listener closes at once, so a
 * new connection is refused (ECONNREFUSED); a request on a keep-alive connection that was
 * busy at the signal gets the 503 `{success:false, message}` with "Connection: close"; a
 * request racing with the closing of an idle keep-alive connection sees ECONNRESET (the
 * server never received it, so it is safe to retry). None of them waits.
 *
 * Which requests the server had received is read from its own log: with LOG_LEVEL=info
 * Fastify writes "incoming request" with the URL (tagged here with ?rid=N) as each one
 * arrives, and the server writes "shutting down" when it handles the signal.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { multipartBody } from '../test/support/multipart';
import { isAnswer, json, outcomeOf, percentiles, send, sleep, tally, within, type Outcome } from './support/http';
import { inspectDatabase } from './support/inspect';
import { PASSWORD, Portal, type Actor } from './support/portal';
import { enginesUnderTest, freshDatabase, startApi, waitForOutput, type TestEngine } from './support/server';

const LOAD_LOOPS = 12;
const LOAD_BEFORE_SIGNAL_MS = 700;
const LOAD_AFTER_SIGNAL_MS = 1_500;
/** No answer (or refusal) within this long is a hang. */
const HANG_MS = 10_000;

type Sent = { rid: number; what: string; sentAt: number; outcome?: Outcome; pair?: [Actor, string] };

/** A request whose headers and first half of body are sent now; `finish()` sends the rest. */
function heldRequest(baseUrl: string, method: string, urlPath: string, headers: Record<string, string>, body: Buffer, agent: http.Agent) {
  const url = new URL(baseUrl);
  let finish!: () => void;
  const answer = outcomeOf(
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        { host: url.hostname, port: url.port, method, path: urlPath, headers: { ...headers, 'content-length': body.length }, agent },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text, ms: performance.now() - started }));
        },
      );
      request.on('error', reject);
      request.setTimeout(HANG_MS, () => request.destroy(Object.assign(new Error('hang'), { code: 'HANG' })));
      const half = Math.floor(body.length / 2);
      request.write(body.subarray(0, half));
      finish = () => request.end(body.subarray(half));
    }),
  );
  return { answer, finish: () => finish() };
}

describe.each(enginesUnderTest())('graceful stop: SIGTERM under load (%s)', (engine: TestEngine) => {
  it('finishes what it received, refuses the rest promptly, exits 0 and closes the database', async () => {
    const { database, env } = await freshDatabase(engine);
    try {
      const server = await startApi({ ...env, LOG_LEVEL: 'info' });
      const portal = new Portal(server.baseUrl);
      const recruiter = await portal.signUp('recruiter', 'stop-recruiter@example.com');
      const companyId = await portal.company(recruiter, 'Graceful Stop Ltd');
      const jobIds = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => portal.job(recruiter, companyId, `Stop engineer ${n}`)));
      const students = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => portal.signUp('student', `stop-student${n}@example.com`)));
      // Two applications whose status changes will be in flight.
      for (const student of students.slice(0, 2)) expect((await portal.apply(student, jobIds[0]!)).status).toBe(201);
      const applicationIds = json<{ job: { applications: { _id: string }[] } }>(await portal.applicants(recruiter, jobIds[0]!)).job.applications.map((a) => a._id);
      const pairs: [Actor, string][] = students.flatMap((student) => jobIds.slice(1).map((jobId) => [student, jobId] as [Actor, string]));

      // In flight for certain: headers and half the body received, the handler waiting for the rest.
      // Each on a keep-alive connection its client then leaves open and quiet, as browsers and
      // proxies do: the shutdown must not wait for them.
      const quietClients = new http.Agent({ keepAlive: true });
      let rid = 0;
      const heldSpecs: { what: string; method: string; path: string; headers: Record<string, string>; body: Buffer; expect: number }[] = [];
      for (const n of [1, 2, 3]) {
        const form = await multipartBody({ fullname: 'Held Person', email: `held${n}@example.com`, phoneNumber: '9876543210', password: PASSWORD, role: 'student' });
        heldSpecs.push({ what: 'register', method: 'POST', path: '/api/v1/user/register', headers: form.headers, body: form.payload, expect: 201 });
      }
      const jsonHeld = (what: string, urlPath: string, who: Actor | null, body: unknown, status: number) =>
        heldSpecs.push({
          what,
          method: 'POST',
          path: `/api/v1${urlPath}`,
          headers: { 'content-type': 'application/json', ...(who && { cookie: who.cookie }) },
          body: Buffer.from(JSON.stringify(body)),
          expect: status,
        });
      for (const n of [1, 2, 3]) {
        jsonHeld('job post', '/job/post', recruiter, { title: `Held job ${n}`, description: 'Posted while stopping.', requirements: 'x', salary: 1, location: 'Pune', jobType: 'Full Time', experience: 1, position: 1, companyId }, 201);
      }
      for (const id of applicationIds) jsonHeld('status change', `/application/status/${id}/update`, recruiter, { status: 'accepted' }, 200);
      for (const student of students.slice(0, 2)) jsonHeld('login', '/user/login', null, { email: student.email, password: PASSWORD, role: 'student' }, 200);
      const held = heldSpecs.map((spec) => {
        const id = ++rid;
        return { ...spec, rid: id, ...heldRequest(server.baseUrl, spec.method, `${spec.path}?rid=${id}`, spec.headers, spec.body, quietClients) };
      });
      const heldDeadline = Date.now() + 5_000;
      while (!held.every((h) => server.output().includes(`rid=${h.rid}"`)) && Date.now() < heldDeadline) await sleep(10);

      // Load: half the loops on keep-alive connections, half on a fresh connection per request.
      const sent: Sent[] = [];
      let signalAt = Infinity;
      const keepAlive = new http.Agent({ keepAlive: true });
      const loop = async (index: number) => {
        const agent = index % 2 === 0 ? keepAlive : false;
        const student = students[index % students.length]!;
        while (performance.now() < signalAt + LOAD_AFTER_SIGNAL_MS) {
          const id = ++rid;
          const pick = id % 3;
          const pair = pick === 0 ? pairs.pop() : undefined;
          const entry: Sent = { rid: id, what: '', sentAt: performance.now(), pair };
          let request;
          if (pair) {
            entry.what = 'apply';
            request = send(server.baseUrl, { method: 'POST', path: `/api/v1/application/apply/${pair[1]}?rid=${id}`, headers: { cookie: pair[0].cookie }, agent, timeoutMs: HANG_MS });
          } else if (pick === 1) {
            entry.what = 'my applications';
            request = send(server.baseUrl, { path: `/api/v1/application/get?rid=${id}`, headers: { cookie: student.cookie }, agent, timeoutMs: HANG_MS });
          } else {
            entry.what = 'search';
            request = send(server.baseUrl, { path: `/api/v1/job/get?keyword=engineer&limit=10&rid=${id}`, agent, timeoutMs: HANG_MS });
          }
          sent.push(entry);
          entry.outcome = await outcomeOf(request);
          if (!isAnswer(entry.outcome) || entry.outcome.status === 503) await sleep(20);
        }
      };
      const loops = Promise.all(Array.from({ length: LOAD_LOOPS }, (_, i) => loop(i)));

      await sleep(LOAD_BEFORE_SIGNAL_MS);
      const shuttingDown = waitForOutput(server, /shutting down/);
      signalAt = performance.now();
      server.child.kill('SIGTERM');
      const handledAt = await shuttingDown;
      await sleep(300);
      for (const h of held) h.finish();
      const heldOutcomes = await Promise.all(held.map((h) => h.answer));
      const lastHeldAnswerAt = performance.now();
      const exit = server.exited.then((code) => ({ code, at: performance.now() }));
      await loops;
      keepAlive.destroy();
      // The quiet clients' connections are still open: the process must exit anyway.
      const exited = await within(exit, 10_000);
      quietClients.destroy();
      if (!exited) throw new Error(`still running 10 s after the loops stopped: the shutdown waits for idle keep-alive connections\n${server.output().slice(-1500)}`);
      const exitCode = exited.code;
      const exitedAfterMs = exited.at - signalAt;

      // Which requests the server had received before it handled the signal, from its log.
      const lines = server.output().split('\n');
      const shutdownLine = lines.findIndex((line) => line.includes('shutting down'));
      const receivedBefore = new Set<number>();
      lines.slice(0, shutdownLine).forEach((line) => {
        const match = /"msg":"incoming request"/.test(line) && /[?&]rid=(\d+)/.exec(line);
        if (match) receivedBefore.add(Number(match[1]));
      });

      const problems: string[] = [];
      held.forEach((h, i) => {
        const outcome = heldOutcomes[i]!;
        if (!isAnswer(outcome) || outcome.status !== h.expect) problems.push(`held ${h.what} ended ${JSON.stringify(outcome).slice(0, 300)}`);
      });
      const classes = { receivedBefore: [] as Sent[], sentAfterHandled: [] as Sent[], between: [] as Sent[] };
      for (const entry of sent) {
        const outcome = entry.outcome!;
        if (!isAnswer(outcome) && outcome.error === 'HANG') problems.push(`${entry.what} rid=${entry.rid} hung`);
        if (isAnswer(outcome) && outcome.status >= 500 && outcome.status !== 503) problems.push(`${entry.what} rid=${entry.rid} answered ${outcome.status}`);
        if (isAnswer(outcome) && outcome.status === 503) {
          const body = JSON.parse(outcome.body) as unknown;
          if (JSON.stringify(Object.keys(body as object).sort()) !== '["message","success"]' || (body as { success: unknown }).success !== false) {
            problems.push(`503 not in the contract's shape: ${outcome.body}`);
          }
        }
        if (receivedBefore.has(entry.rid)) {
          classes.receivedBefore.push(entry);
          if (!isAnswer(outcome) || outcome.status >= 300) problems.push(`${entry.what} rid=${entry.rid} was received before the signal but ended ${JSON.stringify(outcome).slice(0, 200)}`);
        } else if (entry.sentAt > handledAt) {
          classes.sentAfterHandled.push(entry);
          const refused = isAnswer(outcome) ? outcome.status === 503 : ['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error);
          if (!refused) problems.push(`${entry.what} rid=${entry.rid} was sent after the signal was handled but ended ${JSON.stringify(outcome).slice(0, 200)}`);
        } else {
          classes.between.push(entry);
        }
      }
      const label = (entry: Sent) => (isAnswer(entry.outcome!) ? String(entry.outcome.status) : entry.outcome!.error);
      const afterLatencies = classes.sentAfterHandled.map((entry) => entry.outcome!.ms);

      expect(problems.slice(0, 20)).toEqual([]);
      expect(exitCode).toBe(0);
      expect(server.output()).toMatch(/stopped cleanly/);
      expect(server.output()).not.toMatch(/shutdown took too long/);
      if (engine === 'sqlite') expect(fs.existsSync(path.join(database.dataDir, 'portal.sqlite-wal'))).toBe(false);

      // What was acknowledged is stored.
      const state = await inspectDatabase(engine, database);
      expect(state.problems).toEqual([]);
      for (const n of [1, 2, 3]) expect(state.users.has(`held${n}@example.com`)).toBe(true);
      for (const n of [1, 2, 3]) expect([...state.jobs.values()].some((job) => job.title === `Held job ${n}`)).toBe(true);
      for (const id of applicationIds) expect(state.applications.get(id)?.status).toBe('accepted');
      const applied = new Set([...state.applications.values()].map((a) => `${a.jobId}:${a.applicantId}`));
      const ackedApplies = sent.filter((entry) => entry.pair && isAnswer(entry.outcome!) && entry.outcome.status === 201);
      expect(ackedApplies.filter((entry) => !applied.has(`${entry.pair![1]}:${entry.pair![0].id}`))).toEqual([]);

      console.log(
        [
          `graceful stop (${engine}): SIGTERM after ${LOAD_BEFORE_SIGNAL_MS} ms of load from ${LOAD_LOOPS} loops (half keep-alive), ${held.length} requests held mid-body`,
          `  signal handled ${Math.round(handledAt - signalAt)} ms after it was sent; process exited ${exitCode} after ${Math.round(exitedAfterMs)} ms (${Math.round(exited.at - lastHeldAnswerAt)} ms after the last in-flight answer, quiet keep-alive connections still open); 'stopped cleanly' logged${engine === 'sqlite' ? '; no -wal file left' : ' (pool ended)'}`,
          `  held mid-body (in flight for certain): ${JSON.stringify(tally(heldOutcomes.map((o) => (isAnswer(o) ? `${o.status} Connection: ${o.headers.connection}` : o.error))))}`,
          `  load received before the signal: ${JSON.stringify(tally(classes.receivedBefore.map(label)))}`,
          `  load sent between the signal and its handling: ${JSON.stringify(tally(classes.between.map(label)))}`,
          `  load sent after the signal was handled: ${JSON.stringify(tally(classes.sentAfterHandled.map(label)))}, latency ms ${JSON.stringify(percentiles(afterLatencies))}`,
          `  acknowledged applications during the stop: ${ackedApplies.length}, all stored`,
        ].join('\n'),
      );
    } finally {
      await database.drop();
    }
  }, 60_000);
});
