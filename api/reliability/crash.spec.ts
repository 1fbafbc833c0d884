/**
 * Crash: the API is killed with SIGKILL in the middle of a stream of concurrent writes
 * (registrations, companies, job posts, applications, status changes), ten times. After
 * each restart every write that was acknowledged with a 2xx is there, nothing half-written
 * is visible, every job's applicationCount equals its applications, and the database
 * passes its own integrity checks.
 */
import http from 'node:http';
import { json, percentiles, sleep, type Answer, type NetworkError } from './support/http';
import { inspectDatabase, type DatabaseState } from './support/inspect';
import { Portal, type Actor } from './support/portal';
import { enginesUnderTest, freshDatabase, startApi, type ServerProcess, type TestDatabase, type TestEngine } from './support/server';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
const STATUSES = ['pending', 'accepted', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
type Kind = 'registration' | 'company' | 'job' | 'application' | 'status';
const KINDS: Kind[] = ['registration', 'company', 'job', 'application', 'status'];

/** Everything the writers were told, in the order they were told it. */
class Ledger {
  readonly registrations = new Map<string, boolean>(); // email → acknowledged (false: in flight at the kill)
  readonly companies = new Map<string, string>(); // acknowledged company id → owner id
  readonly jobs = new Map<string, { companyId: string; ownerId: string }>(); // acknowledged job id
  readonly applications = new Map<string, boolean>(); // `${jobId}:${studentId}` → acknowledged
  /** Per application, its status changes in order; one writer changes statuses, so the order is the commit order. */
  readonly statusChanges = new Map<string, { status: Status; acked: boolean }[]>();
  readonly acked: Record<Kind, number> = { registration: 0, company: 0, job: 0, application: 0, status: 0 };
  readonly inFlight: Record<Kind, number> = { registration: 0, company: 0, job: 0, application: 0, status: 0 };
  /** Answers that should never happen while the server is up (a 5xx, an unexpected 4xx, a network error before the kill). */
  readonly unexpected: string[] = [];
}

type World = { recruiters: { actor: Actor; companyId: string }[]; students: Actor[]; tag: string };

/** One round's writers. Each loop runs requests one after another until the server dies under it. */
function startWriters(portal: Portal, ledger: Ledger, world: World, round: number) {
  let killed = false;
  const token = `crash${world.tag}r${round}x`;
  let sequence = 0;

  /** Sends one write; false when the server is gone (the write's fate is then unknown). */
  async function write(kind: Kind, request: () => Promise<Answer>, onAck: (answer: Answer) => void, onUnknown: () => void, expected = [200, 201]) {
    try {
      const answer = await request();
      if (expected.includes(answer.status)) {
        ledger.acked[kind] += 1;
        onAck(answer);
      } else {
        ledger.unexpected.push(`${kind} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      }
      return true;
    } catch (error) {
      if (!killed) ledger.unexpected.push(`${kind} failed before the kill: ${(error as NetworkError).code ?? (error as Error).message}`);
      ledger.inFlight[kind] += 1;
      onUnknown();
      return false;
    }
  }

  const registrar = async () => {
    for (;;) {
      const email = `${token}-${++sequence}@example.com`;
      ledger.registrations.set(email, false);
      if (!(await write('registration', () => portal.register(email, 'student'), () => ledger.registrations.set(email, true), () => undefined))) return;
    }
  };

  const poster = async (recruiter: World['recruiters'][number], index: number) => {
    for (let n = 1; ; n++) {
      if (n % 6 === 0) {
        const name = `Company ${token} ${index} ${n}`;
        const ok = await write(
          'company',
          () => portal.createCompany(recruiter.actor, name),
          (answer) => {
            recruiter.companyId = json<{ company: { _id: string } }>(answer).company._id;
            ledger.companies.set(recruiter.companyId, recruiter.actor.id);
          },
          () => undefined,
        );
        if (!ok) return;
      } else {
        const companyId = recruiter.companyId;
        const ok = await write(
          'job',
          () => portal.postJob(recruiter.actor, companyId, `Engineer ${token} ${index}-${n}`),
          (answer) => ledger.jobs.set(json<{ job: { _id: string } }>(answer).job._id, { companyId, ownerId: recruiter.actor.id }),
          () => undefined,
        );
        if (!ok) return;
      }
    }
  };

  const applier = async (students: Actor[]) => {
    for (;;) {
      const student = students[Math.floor(Math.random() * students.length)]!;
      const jobIds = [...ledger.jobs.keys()].filter((jobId) => !ledger.applications.has(`${jobId}:${student.id}`));
      if (jobIds.length === 0) {
        await sleep(20);
        if (killed) return;
        continue;
      }
      const key = `${jobIds[Math.floor(Math.random() * jobIds.length)]}:${student.id}`;
      ledger.applications.set(key, false);
      const jobId = key.split(':')[0]!;
      if (!(await write('application', () => portal.apply(student, jobId), () => ledger.applications.set(key, true), () => undefined, [201]))) return;
    }
  };

  const statusChanger = async () => {
    for (let n = 0; ; n++) {
      const recruiter = world.recruiters[n % world.recruiters.length]!;
      const own = [...ledger.jobs].filter(([, job]) => job.ownerId === recruiter.actor.id).map(([id]) => id);
      let applicationIds: string[] = [];
      try {
        const jobId = own[Math.floor(Math.random() * own.length)];
        if (jobId) {
          const answer = await portal.applicants(recruiter.actor, jobId);
          if (answer.status === 200) applicationIds = json<{ job: { applications: { _id: string }[] } }>(answer).job.applications.map((a) => a._id);
          else ledger.unexpected.push(`applicants answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        }
      } catch (error) {
        if (!killed) ledger.unexpected.push(`applicants failed before the kill: ${(error as Error).message}`);
        return;
      }
      if (applicationIds.length === 0) {
        await sleep(20);
        if (killed) return;
        continue;
      }
      const applicationId = applicationIds[Math.floor(Math.random() * applicationIds.length)]!;
      const change = { status: STATUSES[Math.floor(Math.random() * STATUSES.length)]!, acked: false };
      const changes = ledger.statusChanges.get(applicationId) ?? [];
      ledger.statusChanges.set(applicationId, [...changes, change]);
      if (!(await write('status', () => portal.setStatus(recruiter.actor, applicationId, change.status), () => (change.acked = true), () => undefined))) return;
    }
  };

  const half = Math.ceil(world.students.length / 3);
  const loops = [
    registrar(),
    ...world.recruiters.map((recruiter, index) => poster(recruiter, index)),
    applier(world.students.slice(0, half)),
    applier(world.students.slice(half, 2 * half)),
    applier(world.students.slice(2 * half)),
    statusChanger(),
  ];
  return {
    token,
    markKilled: () => (killed = true),
    finished: Promise.all(loops),
  };
}

/** Every acknowledged write is in the database, and what the database holds is whole. */
function compare(ledger: Ledger, state: DatabaseState): { problems: string[]; inFlightCommitted: number; inFlightLost: number } {
  const problems = [...state.problems];
  let inFlightCommitted = 0;
  let inFlightLost = 0;
  const unknown = (present: boolean) => (present ? inFlightCommitted++ : inFlightLost++);

  for (const [email, acked] of ledger.registrations) {
    const present = state.users.has(email);
    if (acked && !present) problems.push(`acknowledged registration ${email} is missing`);
    if (!acked) unknown(present);
  }
  for (const [companyId, ownerId] of ledger.companies) {
    const company = state.companies.get(companyId);
    if (!company) problems.push(`acknowledged company ${companyId} is missing`);
    else if (company.ownerId !== ownerId) problems.push(`company ${companyId} has owner ${company.ownerId}, not ${ownerId}`);
  }
  for (const [jobId, job] of ledger.jobs) {
    const row = state.jobs.get(jobId);
    if (!row) problems.push(`acknowledged job ${jobId} is missing`);
    else if (row.companyId !== job.companyId || row.createdBy !== job.ownerId) problems.push(`job ${jobId} is not the one posted: ${JSON.stringify(row)}`);
  }
  const pairs = new Set([...state.applications.values()].map((a) => `${a.jobId}:${a.applicantId}`));
  for (const [pair, acked] of ledger.applications) {
    const present = pairs.has(pair);
    if (acked && !present) problems.push(`acknowledged application ${pair} is missing`);
    if (!acked) unknown(present);
  }
  for (const [applicationId, changes] of ledger.statusChanges) {
    const row = state.applications.get(applicationId);
    if (!row) {
      problems.push(`application ${applicationId} whose status was changed is missing`);
      continue;
    }
    // The last acknowledged status, or one sent after it whose answer never came.
    const lastAcked = changes.map((change) => change.acked).lastIndexOf(true);
    const allowed = new Set<string>(changes.slice(Math.max(0, lastAcked)).map((change) => change.status));
    if (lastAcked < 0) allowed.add('pending');
    if (!allowed.has(row.status)) problems.push(`application ${applicationId} has status ${row.status}; acknowledged history ${JSON.stringify(changes)}`);
  }
  return { problems, inFlightCommitted, inFlightLost };
}

/** The same facts through the restarted API: counts, job pages, the search index. */
async function checkThroughApi(portal: Portal, world: World, state: DatabaseState, ledger: Ledger, token: string): Promise<string[]> {
  const problems: string[] = [];
  const perJob = new Map<string, number>();
  for (const application of state.applications.values()) perJob.set(application.jobId, (perJob.get(application.jobId) ?? 0) + 1);
  const ackedPerJob = new Map<string, number>();
  for (const [pair, acked] of ledger.applications) if (acked) ackedPerJob.set(pair.split(':')[0]!, (ackedPerJob.get(pair.split(':')[0]!) ?? 0) + 1);
  let listed = 0;
  for (const recruiter of world.recruiters) {
    for (const job of await portal.adminJobs(recruiter.actor)) {
      listed += 1;
      const inDatabase = perJob.get(job._id) ?? 0;
      if (job.applicationCount !== inDatabase) problems.push(`job ${job._id} shows applicationCount ${job.applicationCount}, the database holds ${inDatabase}`);
      if (job.applicationCount < (ackedPerJob.get(job._id) ?? 0)) problems.push(`job ${job._id} shows fewer applications than were acknowledged`);
    }
  }
  if (listed !== state.jobs.size) problems.push(`the recruiters' job lists hold ${listed} jobs, the database ${state.jobs.size}`);
  const sample = [...ledger.jobs.keys()].sort(() => Math.random() - 0.5).slice(0, 10);
  for (const jobId of sample) {
    const answer = await portal.request('GET', `/job/get/${jobId}`);
    if (answer.status !== 200) problems.push(`GET /job/get/${jobId} answered ${answer.status}`);
    else if (json<{ job: { company: { _id: string } } }>(answer).job.company._id !== ledger.jobs.get(jobId)!.companyId) problems.push(`job ${jobId} shows another company`);
  }
  const search = await portal.request('GET', `/job/get?keyword=${token}&limit=1`);
  const expected = [...state.jobs.values()].filter((job) => job.title.includes(token)).length;
  if (search.status !== 200 || json<{ total: number }>(search).total !== expected) {
    problems.push(`searching ${token} found ${search.status === 200 ? json<{ total: number }>(search).total : search.status}, the database holds ${expected}`);
  }
  return problems;
}

describe.each(enginesUnderTest())('crash: SIGKILL during writes (%s)', (engine: TestEngine) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    ({ database, env } = await freshDatabase(engine));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database.drop();
  });

  it(`keeps every acknowledged write and a whole database through ${ROUNDS} kills`, async () => {
    const ledger = new Ledger();
    server = await startApi(env);
    let portal = new Portal(server.baseUrl);
    const tag = engine === 'sqlite' ? 'sq' : 'pg';
    const recruiters = await Promise.all(
      [1, 2].map(async (i) => {
        const actor = await portal.signUp('recruiter', `${tag}-recruiter${i}@example.com`);
        const companyId = await portal.company(actor, `Crash ${tag} company ${i}`);
        ledger.companies.set(companyId, actor.id);
        return { actor, companyId };
      }),
    );
    const students = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => portal.signUp('student', `${tag}-student${i}@example.com`)));
    const world: World = { recruiters, students, tag };

    const rounds: { killAfterMs: number; restartMs: number; acked: number; inFlight: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const agent = new http.Agent({ keepAlive: true });
      portal = new Portal(server.baseUrl, agent);
      const ackedBefore = Object.values(ledger.acked).reduce((a, b) => a + b, 0);
      const inFlightBefore = Object.values(ledger.inFlight).reduce((a, b) => a + b, 0);
      const writers = startWriters(portal, ledger, world, round);
      const killAfterMs = 800 + Math.floor(Math.random() * 1700);
      await sleep(killAfterMs);
      writers.markKilled();
      server.child.kill('SIGKILL');
      await server.exited;
      await writers.finished;
      agent.destroy();

      const restarted = performance.now();
      server = await startApi(env);
      const restartMs = performance.now() - restarted;
      portal = new Portal(server.baseUrl);
      const state = await inspectDatabase(engine, database);
      const { problems } = compare(ledger, state);
      problems.push(...(await checkThroughApi(portal, world, state, ledger, writers.token)));
      expect({ round, problems }).toEqual({ round, problems: [] });
      const acked = Object.values(ledger.acked).reduce((a, b) => a + b, 0) - ackedBefore;
      const inFlight = Object.values(ledger.inFlight).reduce((a, b) => a + b, 0) - inFlightBefore;
      rounds.push({ killAfterMs, restartMs: Math.round(restartMs), acked, inFlight });
    }
    expect(ledger.unexpected).toEqual([]);

    const finalState = await inspectDatabase(engine, database);
    const { inFlightCommitted, inFlightLost } = compare(ledger, finalState);
    console.log(
      [
        `crash (${engine}): ${ROUNDS} rounds of SIGKILL during 7 concurrent writers`,
        `  acknowledged writes: ${KINDS.map((kind) => `${kind} ${ledger.acked[kind]}`).join(', ')} — all found after restart`,
        `  in flight at the kills (answer never came): ${KINDS.map((kind) => `${kind} ${ledger.inFlight[kind]}`).join(', ')}; of the registrations and applications among them ${inFlightCommitted} committed, ${inFlightLost} not`,
        `  per round: ${rounds.map((r) => `#${rounds.indexOf(r) + 1} kill@${r.killAfterMs}ms acked ${r.acked} in-flight ${r.inFlight}`).join('; ')}`,
        `  rows at the end: users ${finalState.users.size}, companies ${finalState.companies.size}, jobs ${finalState.jobs.size}, applications ${finalState.applications.size}`,
        `  restart to healthy (ms): ${JSON.stringify(percentiles(rounds.map((r) => r.restartMs)))}`,
        `  integrity: ${engine === 'sqlite' ? 'PRAGMA integrity_check ok, foreign_key_check empty, FTS5 integrity-check ok' : 'amcheck (bt_index_check heapallindexed, verify_heapam) clean, no invalid index'}; no orphans, no duplicate applications; applicationCount = applications for every job`,
      ].join('\n'),
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
