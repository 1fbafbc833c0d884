/**
 * Soak: mixed reads and writes from 64 connections for SOAK_SECONDS (default 120) against
 * a real server process on SQLite. Bounded: no 5xx, no network error or hang, every
 * acknowledged registration, job post and application is in the database afterwards, and
 * the memory the server keeps after garbage collection does not grow between the end of the
 * warm-up and the end.
 */
import http from 'node:http';
import { isAnswer, outcomeOf, percentiles, send, sleep, tally, type Answer } from './support/http';
import { inspectDatabase } from './support/inspect';
import { PASSWORD, Portal, type Actor } from './support/portal';
import { freshDatabase, memoryProbeEnv, probeMemory, startApi, stopApi, type MemoryProbe } from './support/server';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CONNECTIONS = 64;
const WARM_UP_SECONDS = Math.min(30, Math.max(5, Math.round(SOAK_SECONDS / 5)));
/**
 * A leak is memory that survives garbage collection, so before each probe the server collects
 * all garbage (support/memory-probe.mjs), and two figures are compared:
 * - the live heap: V8 heap in use plus external memory (Buffers). It stays within 3% run after
 *   run; a deliberate leak of 3 MB per 10 s took it to +46%.
 * - RSS outside the V8 heap: native memory (SQLite, malloc). It grows by itself, with or
 *   without the mail worker, and levels off: glibc's main heap fills to a level it then holds
 *   (about 45-53 MB after 90-120 s, a few MB of it the SQLite statement cache), and the figure
 *   moves as V8 commits and hands back old-space pages, which RSS does not follow; 5-16% in 2 minutes here, 17-21% in 5 minutes (as
 *   many requests as CI makes in 2). So only a native leak well above that shows: 6 MB per
 *   10 s made +42%, 3 MB per 10 s +20% to +28%.
 *
 * Not RSS itself, as this check did before: V8 lets its heap grow to several times what
 * survived its last collection before collecting again, so RSS follows a sawtooth of ±50 MiB
 * whose phase at the end decided the outcome. On unchanged code, mail worker on or off, RSS
 * went from 170 to 315 MiB and "grew" from -2% to 46% between runs while the live heap after
 * every collection stayed at 36-40 MB, for 7 minutes.
 */
const MAX_LIVE_HEAP_GROWTH = 0.2;
const MAX_NATIVE_GROWTH = 0.35;
const PROBE_EVERY_SECONDS = 10;
/** Past this a student's list of applications is unlike any real one (and makes SQL of its own length). */
const APPLICATIONS_PER_STUDENT = 100;
const HANG_MS = 15_000;
const KEYWORDS = ['engineer', 'react', 'soak', 'pune', 'node', 'data', 'design', 'ops', 'xyz', 'senior engineer'];
const LOCATIONS = ['Pune', 'Mumbai', 'Remote', 'Delhi'];

type Op = 'search' | 'job page' | 'my applications' | 'apply' | 'applicants' | 'status change' | 'post job' | 'admin jobs' | 'companies' | 'register' | 'log in';
/** Relative weights of what the 63 mixed loops do (the 64th registers and logs in, one at a time). */
const MIX: [Op, number][] = [
  ['search', 40],
  ['job page', 15],
  ['my applications', 10],
  ['apply', 14],
  ['applicants', 6],
  ['status change', 5],
  ['post job', 3],
  ['admin jobs', 4],
  ['companies', 3],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);
const pickOp = (): Op => {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [op, weight] of MIX) if ((roll -= weight) < 0) return op;
  return 'search';
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const MiB = (bytes: number) => Math.round(bytes / 2 ** 20);
const liveHeap = ({ heapUsed, external }: MemoryProbe) => heapUsed + external;
const native = ({ rss, heapTotal }: MemoryProbe) => rss - heapTotal;

it(`soaks ${SOAK_SECONDS} s of mixed traffic from ${CONNECTIONS} connections without a 5xx, a lost write or a leak`, async () => {
  const { database, env } = await freshDatabase('sqlite');
  const server = await startApi({ ...env, LOG_LEVEL: 'warn', ...memoryProbeEnv() });
  try {
    const setup = new Portal(server.baseUrl);
    const recruiters = await Promise.all([1, 2].map((n) => setup.signUp('recruiter', `soak-recruiter${n}@example.com`)));
    const companies = await Promise.all(recruiters.map(async (recruiter, n) => ({ recruiter, id: await setup.company(recruiter, `Soak Company ${n}`) })));
    const jobs: { id: string; owner: Actor }[] = [];
    for (let n = 0; n < 40; n++) {
      const company = companies[n % companies.length]!;
      jobs.push({ id: await setup.job(company.recruiter, company.id, `Soak ${pick(KEYWORDS)} ${n}`), owner: company.recruiter });
    }
    const students: Actor[] = [];
    for (let n = 0; n < 30; n += 6) {
      students.push(...(await Promise.all([0, 1, 2, 3, 4, 5].map((i) => setup.signUp('student', `soak-student${n + i}@example.com`)))));
    }

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const portal = new Portal(server.baseUrl, agent, HANG_MS);
    const attempted = new Set<string>();
    const applied = new Map<string, number>();
    const newStudents: string[] = [];
    const acked = { applications: new Set<string>(), jobs: new Set<string>(), registrations: new Set<string>() };
    const applicationIds: { id: string; owner: Actor }[] = [];
    // Only what is counted is kept (not the bodies): the run makes tens of thousands of requests.
    const results: { op: Op; status: string; ms: number; detail?: string }[] = [];
    let registrations = 0;

    const startedAt = performance.now();
    const endAt = startedAt + SOAK_SECONDS * 1000;
    const probes: MemoryProbe[] = [];

    async function run(op: Op): Promise<void> {
      let request: Promise<Answer>;
      let onCreated: ((answer: Answer) => void) | undefined;
      switch (op) {
        case 'search': {
          const location = Math.random() < 0.3 ? `&location=${pick(LOCATIONS)}` : '';
          request = portal.request('GET', `/job/get?keyword=${encodeURIComponent(pick(KEYWORDS))}${location}&limit=20`, { who: Math.random() < 0.3 ? pick(students) : null });
          break;
        }
        case 'job page':
          request = portal.request('GET', `/job/get/${pick(jobs).id}`);
          break;
        case 'my applications':
          request = portal.request('GET', '/application/get', { who: pick(students) });
          break;
        case 'apply': {
          // A student applies to at most APPLICATIONS_PER_STUDENT jobs; new students keep arriving.
          const eligible = students.filter((candidate) => (applied.get(candidate.id) ?? 0) < APPLICATIONS_PER_STUDENT);
          if (eligible.length === 0) return run('job page');
          const student = pick(eligible);
          const job = pick(jobs);
          const key = `${job.id}:${student.id}`;
          if (attempted.has(key)) return run('job page');
          attempted.add(key);
          applied.set(student.id, (applied.get(student.id) ?? 0) + 1);
          request = portal.apply(student, job.id);
          onCreated = () => acked.applications.add(key);
          break;
        }
        case 'applicants': {
          const job = pick(jobs);
          request = portal.applicants(job.owner, job.id);
          onCreated = ({ body }) => {
            for (const application of (JSON.parse(body) as { job: { applications: { _id: string }[] } }).job.applications.slice(0, 3)) {
              if (applicationIds.length < 5_000) applicationIds.push({ id: application._id, owner: job.owner });
            }
          };
          break;
        }
        case 'status change': {
          if (applicationIds.length === 0) return run('search');
          const application = pick(applicationIds);
          request = portal.setStatus(application.owner, application.id, pick(['accepted', 'rejected', 'pending'] as const));
          break;
        }
        case 'post job': {
          const company = pick(companies);
          request = portal.postJob(company.recruiter, company.id, `Soak ${pick(KEYWORDS)} posted`);
          onCreated = ({ body }) => {
            const id = (JSON.parse(body) as { job: { _id: string } }).job._id;
            acked.jobs.add(id);
            jobs.push({ id, owner: company.recruiter });
          };
          break;
        }
        case 'admin jobs':
          request = portal.request('GET', '/job/getadminjobs', { who: pick(recruiters) });
          break;
        case 'companies':
          request = portal.request('GET', '/company/get', { who: pick(recruiters) });
          break;
        case 'register': {
          const email = `soak-new${++registrations}@example.com`;
          request = portal.register(email, 'student');
          onCreated = () => {
            acked.registrations.add(email);
            newStudents.push(email);
          };
          break;
        }
        case 'log in': {
          // The newest account, which then joins the students who apply; or anyone.
          const email = newStudents.shift() ?? pick(students).email;
          request = portal.request('POST', '/user/login', { body: { email, password: PASSWORD, role: 'student' } });
          onCreated = (answer) => {
            if (students.some((student) => student.email === email)) return;
            const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('token='))!.split(';')[0]!;
            students.push({ id: (JSON.parse(answer.body) as { user: { _id: string } }).user._id, email, role: 'student', cookie });
          };
          break;
        }
      }
      const outcome = await outcomeOf(request);
      const failed = !isAnswer(outcome) || outcome.status >= 500;
      results.push({ op, status: isAnswer(outcome) ? String(outcome.status) : outcome.error, ms: outcome.ms, ...(failed && { detail: JSON.stringify(outcome).slice(0, 300) }) });
      if (isAnswer(outcome) && outcome.status < 300 && onCreated) onCreated(outcome);
    }

    const mixed = async () => {
      while (performance.now() < endAt) await run(pickOp());
    };
    const registrar = async () => {
      for (let n = 0; performance.now() < endAt; n++) await run(n % 2 === 0 ? 'register' : 'log in');
    };
    // Under load at both ends, so requests in flight weigh the same in the first and the last probe.
    const prober = async () => {
      const times: number[] = [];
      for (let at = WARM_UP_SECONDS; at < SOAK_SECONDS - 1; at += PROBE_EVERY_SECONDS) times.push(at);
      for (const at of [...times, SOAK_SECONDS - 1]) {
        await sleep(startedAt + at * 1000 - performance.now());
        probes.push(await probeMemory(server));
      }
    };
    await Promise.all([prober(), registrar(), ...Array.from({ length: CONNECTIONS - 1 }, mixed)]);
    const elapsed = (performance.now() - startedAt) / 1000;
    agent.destroy();

    const [warm, end] = [probes[0]!, probes.at(-1)!];
    const liveGrowth = (liveHeap(end) - liveHeap(warm)) / liveHeap(warm);
    // RSS still jumps by up to 15 MiB from one probe to the next: each end of it is the median of three.
    const [nativeWarm, nativeEnd] = [median(probes.slice(0, 3).map(native)), median(probes.slice(-3).map(native))];
    const nativeGrowth = (nativeEnd - nativeWarm) / nativeWarm;

    const serverErrors = results.filter(({ status }) => /^5\d\d$/.test(status));
    const networkErrors = results.filter(({ status }) => !/^\d+$/.test(status));
    await sleep(100);
    const state = await inspectDatabase('sqlite', database);
    const pairs = new Set([...state.applications.values()].map((a) => `${a.jobId}:${a.applicantId}`));
    const lost = [
      ...[...acked.applications].filter((pair) => !pairs.has(pair)).map((pair) => `application ${pair}`),
      ...[...acked.jobs].filter((id) => !state.jobs.has(id)).map((id) => `job ${id}`),
      ...[...acked.registrations].filter((email) => !state.users.has(email)).map((email) => `registration ${email}`),
    ];
    const byOp = new Map<Op, { latencies: number[]; statuses: string[] }>();
    for (const { op, status, ms } of results) {
      const entry = byOp.get(op) ?? { latencies: [], statuses: [] };
      entry.latencies.push(ms);
      entry.statuses.push(status);
      byOp.set(op, entry);
    }
    console.log(
      [
        `soak (sqlite): ${results.length} requests in ${elapsed.toFixed(1)} s from ${CONNECTIONS} keep-alive connections = ${Math.round(results.length / elapsed)} req/s`,
        `  statuses: ${JSON.stringify(tally(results.map(({ status }) => status)))}; 5xx ${serverErrors.length}, network errors/hangs ${networkErrors.length}`,
        ...[...byOp].map(([op, { latencies, statuses }]) => `  ${op.padEnd(16)} ${JSON.stringify(tally(statuses))} ms ${JSON.stringify(percentiles(latencies))}`),
        `  acknowledged writes: applications ${acked.applications.size}, job posts ${acked.jobs.size}, registrations ${acked.registrations.size}; missing from the database: ${lost.length}`,
        `  database at the end: users ${state.users.size} (${students.length} students applying, at most ${APPLICATIONS_PER_STUDENT} applications each), jobs ${state.jobs.size}, applications ${state.applications.size}; integrity ok: ${state.problems.length === 0}`,
        `  server memory after a full garbage collection, from the end of the ${WARM_UP_SECONDS} s warm-up every ${PROBE_EVERY_SECONDS} s to the end (MiB):`,
        `    live heap (V8 heap used + external) ${probes.map((probe) => MiB(liveHeap(probe))).join(' ')}: ${(liveGrowth * 100).toFixed(1)}% (limit ${MAX_LIVE_HEAP_GROWTH * 100}%)`,
        `    RSS outside the V8 heap             ${probes.map((probe) => MiB(native(probe))).join(' ')}: ${(nativeGrowth * 100).toFixed(1)}% (limit ${MAX_NATIVE_GROWTH * 100}%)`,
        `    RSS                                 ${probes.map((probe) => MiB(probe.rss)).join(' ')}`,
      ].join('\n'),
    );

    expect(serverErrors.slice(0, 5).map(({ op, detail }) => `${op}: ${detail}`)).toEqual([]);
    expect(networkErrors.slice(0, 5).map(({ op, detail }) => `${op}: ${detail}`)).toEqual([]);
    expect(lost.slice(0, 10)).toEqual([]);
    expect(state.problems).toEqual([]);
    expect(liveGrowth).toBeLessThan(MAX_LIVE_HEAP_GROWTH);
    expect(nativeGrowth).toBeLessThan(MAX_NATIVE_GROWTH);
    expect((await send(server.baseUrl, { path: '/healthz' })).status).toBe(200);
  } finally {
    expect(await stopApi(server)).toBe(0);
    await database.drop();
  }
}, (SOAK_SECONDS + 120) * 1000);
