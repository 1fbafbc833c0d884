/**
 * Crash: the API is killed with SIGKILL in the middle of a stream of concurrent writes, ten
 * times: registrations, companies, job posts, applications, and the hiring pipeline racing
 * them (support/pipeline-writers.ts): a recruiter moving applications through all five
 * stages, sometimes with a message; students withdrawing those same applications and applying
 * again; recruiters closing and reopening jobs the appliers are sending to. After each
 * restart every write that was acknowledged with a 2xx is there and nothing refused or
 * half-written is: every job's applicationCount equals its applications, each application's
 * status is its last acknowledged change (or a later one whose answer never came) and its
 * history (application_events) holds every acknowledged change in order and no step without
 * its change (support/pipeline-checks.ts), no application sent after its job's close was
 * acknowledged was taken, and the database passes its own integrity checks.
 * The API sends its email to a real SMTP server in this process (@portal/test-support/smtp-sink);
 * after each restart, once the outbox is empty, every acknowledged event that tells someone
 * (application, stage change, withdrawal) has its message, received exactly once, and an
 * event in flight at the kill has it once or not at all (support/mail-checks.ts).
 */
import http from 'node:http';
import { SmtpSink } from '@portal/test-support/smtp-sink';
import { json, percentiles, sleep, tally, type Answer, type NetworkError } from './support/http';
import { inspectDatabase, type DatabaseState } from './support/inspect';
import { checkMail, type Kill, type MailFigures, type People } from './support/mail-checks';
import { readOutbox, unsentAtKill, untilOutboxSent } from './support/outbox';
import { checkPipeline, checkPipelineThroughApi } from './support/pipeline-checks';
import { PIPELINE_KINDS, PipelineLedger, type ApplyAttempt, type Attempt } from './support/pipeline-ledger';
import { closedJob, NEWEST_JOBS, startPipelineWriters, type Accept } from './support/pipeline-writers';
import { Portal, type Actor } from './support/portal';
import { enginesUnderTest, freshDatabase, startApi, type ServerProcess, type TestDatabase, type TestEngine } from './support/server';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
/** The mail worker's default pool: this many messages can be accepted by the SMTP server and not yet marked sent at a kill. */
const SMTP_POOL_SIZE = 5;
const KINDS = ['registration', 'company', 'job', 'application', ...PIPELINE_KINDS] as const;
type Kind = (typeof KINDS)[number];
const perKind = () => Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;

/** Everything the writers were told, in the order they were told it. */
class Ledger {
  readonly registrations = new Map<string, boolean>(); // email → acknowledged (false: in flight at the kill)
  readonly companies = new Map<string, string>(); // acknowledged company id → owner id
  readonly jobs = new Map<string, { companyId: string; ownerId: string }>(); // acknowledged job id
  readonly applications = new Map<string, ApplyAttempt>(); // `${jobId}:${studentId}` → the one application sent
  /** Stage changes, withdrawals, applying again, closes and reopens, on one clock with the applications. */
  readonly pipeline = new PipelineLedger();
  readonly acked = perKind();
  readonly inFlight = perKind();
  /** Answered with an expected refusal (409): a stage change of a withdrawn application, an application to a closed job, ... */
  readonly refused = perKind();
  /** Answers that should never happen while the server is up (a 5xx, an unexpected 4xx, a network error before the kill). */
  readonly unexpected: string[] = [];
}

type World = { recruiters: { actor: Actor; companyId: string }[]; students: Actor[]; tag: string };

/** One round's writers. Each loop runs requests one after another until the server dies under it. */
function startWriters(portal: Portal, ledger: Ledger, world: World, round: number) {
  let killed = false;
  // Two edits apart from every other round's (r2x2, r3x3): search forgives one typo in a long word.
  const token = `crash${world.tag}r${round}x${round}`;
  let sequence = 0;

  /** Sends one write and records how it ended in `attempt`; null when the server is gone (the write's fate is then unknown). */
  async function send(kind: Kind, attempt: Attempt, request: () => Promise<Answer>, accept: Accept): Promise<Answer | null> {
    try {
      const answer = await request();
      attempt.end = ledger.pipeline.tick();
      if (accept.ok.includes(answer.status)) {
        attempt.outcome = 'acked';
        ledger.acked[kind] += 1;
      } else if (accept.refused?.(answer)) {
        attempt.outcome = 'refused';
        ledger.refused[kind] += 1;
      } else {
        attempt.outcome = 'unexpected';
        ledger.unexpected.push(`${kind} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      }
      return answer;
    } catch (error) {
      attempt.end = ledger.pipeline.tick();
      attempt.outcome = 'in-flight';
      if (!killed) ledger.unexpected.push(`${kind} failed before the kill: ${(error as NetworkError).code ?? (error as Error).message}`);
      ledger.inFlight[kind] += 1;
      return null;
    }
  }

  /** Sends one write; false when the server is gone. */
  async function write(kind: Kind, request: () => Promise<Answer>, onAck: (answer: Answer) => void, expected = [200, 201]) {
    const attempt = ledger.pipeline.begin();
    const answer = await send(kind, attempt, request, { ok: expected });
    if (answer && attempt.outcome === 'acked') onAck(answer);
    return answer !== null;
  }

  const registrar = async () => {
    for (;;) {
      const email = `${token}-${++sequence}@example.com`;
      ledger.registrations.set(email, false);
      if (!(await write('registration', () => portal.register(email, 'student'), () => ledger.registrations.set(email, true)))) return;
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
        );
        if (!ok) return;
      } else {
        const companyId = recruiter.companyId;
        const ok = await write(
          'job',
          () => portal.postJob(recruiter.actor, companyId, `Engineer ${token} ${index}-${n}`),
          (answer) => ledger.jobs.set(json<{ job: { _id: string } }>(answer).job._id, { companyId, ownerId: recruiter.actor.id }),
        );
        if (!ok) return;
      }
    }
  };

  /** Applies to jobs the student has not applied to, a third of the time among the newest (which the closer closes too); 409 once a job closed. */
  const applier = async (students: Actor[]) => {
    for (;;) {
      const student = students[Math.floor(Math.random() * students.length)]!;
      const untried = (jobIds: string[]) => jobIds.filter((jobId) => !ledger.applications.has(`${jobId}:${student.id}`));
      const all = [...ledger.jobs.keys()];
      let jobIds = Math.random() < 1 / 3 ? untried(all.slice(-NEWEST_JOBS)) : [];
      if (jobIds.length === 0) jobIds = untried(all);
      if (jobIds.length === 0) {
        await sleep(20);
        if (killed) return;
        continue;
      }
      const jobId = jobIds[Math.floor(Math.random() * jobIds.length)]!;
      const attempt: ApplyAttempt = { ...ledger.pipeline.begin(), jobId, studentId: student.id };
      ledger.applications.set(`${jobId}:${student.id}`, attempt);
      if (!(await send('application', attempt, () => portal.apply(student, jobId), { ok: [201], refused: closedJob }))) return;
      if (attempt.outcome === 'acked') ledger.pipeline.applied(jobId);
    }
  };

  const half = Math.ceil(world.students.length / 3);
  const loops = [
    registrar(),
    ...world.recruiters.map((recruiter, index) => poster(recruiter, index)),
    applier(world.students.slice(0, half)),
    applier(world.students.slice(half, 2 * half)),
    applier(world.students.slice(2 * half)),
    ...startPipelineWriters({
      portal,
      pipeline: ledger.pipeline,
      jobs: ledger.jobs,
      recruiters: world.recruiters.map((recruiter) => recruiter.actor),
      students: world.students,
      token,
      killed: () => killed,
      send: (kind, attempt, request, accept) => send(kind as Kind, attempt, request, accept),
      unexpected: (what) => ledger.unexpected.push(what),
    }),
  ];
  return {
    token,
    writers: loops.length,
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
  for (const [pair, attempt] of ledger.applications) {
    const present = pairs.has(pair);
    if (attempt.outcome === 'acked' && !present) problems.push(`acknowledged application ${pair} is missing`);
    if (attempt.outcome === 'in-flight') unknown(present);
  }
  // Stage changes, withdrawals, closes, and applications against closes.
  problems.push(...checkPipeline(ledger.applications, ledger.pipeline, state).problems);
  return { problems, inFlightCommitted, inFlightLost };
}

const ownerOf = (world: World, ledger: Ledger, jobId: string) => world.recruiters.find((recruiter) => recruiter.actor.id === ledger.jobs.get(jobId)!.ownerId)!.actor;

/** The same facts through the restarted API: counts, job pages, the search index. */
async function checkThroughApi(portal: Portal, world: World, state: DatabaseState, ledger: Ledger, token: string): Promise<string[]> {
  const problems: string[] = [];
  const perJob = new Map<string, number>();
  for (const application of state.applications.values()) perJob.set(application.jobId, (perJob.get(application.jobId) ?? 0) + 1);
  const ackedPerJob = new Map<string, number>();
  for (const { jobId, outcome } of ledger.applications.values()) if (outcome === 'acked') ackedPerJob.set(jobId, (ackedPerJob.get(jobId) ?? 0) + 1);
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
  // The search lists open jobs only.
  const search = await portal.request('GET', `/job/get?keyword=${token}&limit=1`);
  const expected = [...state.jobs.values()].filter((job) => job.title.includes(token) && job.status === 'open').length;
  if (search.status !== 200 || json<{ total: number }>(search).total !== expected) {
    problems.push(`searching ${token} found ${search.status === 200 ? json<{ total: number }>(search).total : search.status}, the database holds ${expected}`);
  }
  return problems;
}

describe.each(enginesUnderTest())('crash: SIGKILL during writes (%s)', (engine: TestEngine) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let sink: SmtpSink;
  beforeAll(async () => {
    ({ database, env } = await freshDatabase(engine));
    sink = await SmtpSink.start();
    // A killed worker's claims are sent again when their lease ends: 2 s here (5 minutes by
    // default), about the time a restart takes. One API process at a time, so a lease ending
    // while its batch is still being sent cannot make another instance send it too.
    env = { ...env, SMTP_URL: sink.url, MAIL_POLL_MS: '100', MAIL_LEASE_MS: '2000', SMTP_POOL_SIZE: String(SMTP_POOL_SIZE) };
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database.drop();
    await sink?.stop();
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
    // Named apart, so each application's message to the recruiter says whose it is.
    const students = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => portal.signUp('student', `${tag}-student${i}@example.com`, `Student ${tag}${i}`)));
    const world: World = { recruiters, students, tag };
    const people: People = new Map([
      ...recruiters.map(({ actor }): [string, { email: string; name: string }] => [actor.id, { email: actor.email, name: 'Reliable recruiter' }]),
      ...students.map((actor, i): [string, { email: string; name: string }] => [actor.id, { email: actor.email, name: `Student ${tag}${i + 1}` }]),
    ]);
    const kills: Kill[] = [];
    const mailRounds: { unsent: number; claimed: number; drainMs: number }[] = [];
    let mail: MailFigures | undefined;

    const rounds: { killAfterMs: number; restartMs: number; acked: number; inFlight: number }[] = [];
    let writerCount = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const agent = new http.Agent({ keepAlive: true });
      portal = new Portal(server.baseUrl, agent);
      const ackedBefore = Object.values(ledger.acked).reduce((a, b) => a + b, 0);
      const inFlightBefore = Object.values(ledger.inFlight).reduce((a, b) => a + b, 0);
      const writers = startWriters(portal, ledger, world, round);
      writerCount = writers.writers;
      const killAfterMs = 800 + Math.floor(Math.random() * 1700);
      await sleep(killAfterMs);
      writers.markKilled();
      server.child.kill('SIGKILL');
      await server.exited;
      await writers.finished;
      agent.destroy();
      const { unsent, claimed } = await unsentAtKill(engine, database);
      kills.push({ round, restartedAt: Date.now() });

      const restarted = performance.now();
      server = await startApi(env);
      const restartMs = performance.now() - restarted;
      portal = new Portal(server.baseUrl);
      const state = await inspectDatabase(engine, database);
      const { problems } = compare(ledger, state);
      problems.push(...(await checkThroughApi(portal, world, state, ledger, writers.token)));
      problems.push(...(await checkPipelineThroughApi(portal, ledger.pipeline, state, (jobId) => ownerOf(world, ledger, jobId))));
      // The restarted worker sends what the killed one left; then every message is checked.
      const { ms: drainMs } = await untilOutboxSent(engine, database);
      const checked = checkMail({ rows: await readOutbox(engine, database), received: sink.messages, kills, sendsAtOnce: SMTP_POOL_SIZE, applications: ledger.applications, pipeline: ledger.pipeline, people, state });
      mail = checked.figures;
      problems.push(...checked.problems);
      mailRounds.push({ unsent, claimed, drainMs: Math.round(drainMs) });
      expect({ round, problems }).toEqual({ round, problems: [] });
      const acked = Object.values(ledger.acked).reduce((a, b) => a + b, 0) - ackedBefore;
      const inFlight = Object.values(ledger.inFlight).reduce((a, b) => a + b, 0) - inFlightBefore;
      rounds.push({ killAfterMs, restartMs: Math.round(restartMs), acked, inFlight });
    }
    expect(ledger.unexpected).toEqual([]);

    const finalState = await inspectDatabase(engine, database);
    const { inFlightCommitted, inFlightLost } = compare(ledger, finalState);
    const pipeline = checkPipeline(ledger.applications, ledger.pipeline, finalState).figures;
    console.log(
      [
        `crash (${engine}): ${ROUNDS} rounds of SIGKILL during ${writerCount} concurrent writers`,
        `  acknowledged writes: ${KINDS.map((kind) => `${kind} ${ledger.acked[kind]}`).join(', ')} — all found after restart`,
        `  in flight at the kills (answer never came): ${KINDS.map((kind) => `${kind} ${ledger.inFlight[kind]}`).join(', ')}; of the registrations and applications among them ${inFlightCommitted} committed, ${inFlightLost} not`,
        `  refused as expected (409): application ${ledger.refused.application} and reapplication ${ledger.refused.reapplication} (job closed), stage ${ledger.refused.stage} (application withdrawn), withdrawal ${ledger.refused.withdrawal} (already withdrawn)`,
        `  pipeline: ${pipeline.histories} applications' histories (${pipeline.steps} steps) match their acknowledged changes; ${pipeline.stageRaces} stage changes raced a withdrawal or re-application of the same application; ${pipeline.afterClose} applications sent after their job's close was acknowledged, ${pipeline.afterCloseRefused} answered 409 and the rest never answered, none written; ${pipeline.closeRaces} raced a close or reopen of their job`,
        `  per round: ${rounds.map((r) => `#${rounds.indexOf(r) + 1} kill@${r.killAfterMs}ms acked ${r.acked} in-flight ${r.inFlight}`).join('; ')}`,
        `  rows at the end: users ${finalState.users.size}, companies ${finalState.companies.size}, jobs ${finalState.jobs.size} (${[...finalState.jobs.values()].filter((job) => job.status === 'closed').length} closed), applications ${finalState.applications.size} (${Object.entries(tally([...finalState.applications.values()].map((a) => a.status))).map(([status, n]) => `${status} ${n}`).join(', ')}), history steps ${[...finalState.events.values()].reduce((n, history) => n + history.length, 0)}`,
        `  restart to healthy (ms): ${JSON.stringify(percentiles(rounds.map((r) => r.restartMs)))}`,
        `  email (SMTP sink): ${mail!.received} messages received for ${mail!.rows} outbox rows (${Object.entries(mail!.perKind).map(([kind, n]) => `${kind} ${n}`).join(', ')}); ${mail!.ackedEvents} acknowledged events each with its message once; of the in-flight ones ${mail!.inFlightWithMail} had theirs, ${mail!.inFlightWithout} not`,
        `  email across the kills: unsent at the kill ${mailRounds.map((r) => r.unsent).join('/')} (of them claimed by the killed worker ${mailRounds.map((r) => r.claimed).join('/')}); sent twice (accepted by the SMTP server, the process killed before marking it sent) ${mail!.resent.length} in ${ROUNDS} kills${mail!.resent.length ? `: ${mail!.resent.map((one) => `${one.messageId} at kill #${one.round}`).join(', ')}` : ''}; outbox empty after restart (ms): ${JSON.stringify(percentiles(mailRounds.map((r) => r.drainMs)))}`,
        `  integrity: ${engine === 'sqlite' ? 'PRAGMA integrity_check ok, foreign_key_check empty, FTS5 integrity-check ok' : 'amcheck (bt_index_check heapallindexed, verify_heapam) clean, no invalid index'}; no orphans, no duplicate applications; applicationCount = applications for every job; every history begins with pending and ends at its application's status`,
      ].join('\n'),
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
