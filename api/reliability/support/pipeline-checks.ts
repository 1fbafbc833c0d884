import { json } from './http';
import type { DatabaseState } from './inspect';
import {
  before,
  jobStatusDuring,
  mayHaveCommitted,
  type ApplicationOp,
  type ApplyAttempt,
  type Attempt,
  type PipelineLedger,
} from './pipeline-ledger';
import type { Actor, Portal } from './portal';

/**
 * After a restart, the hiring pipeline as the database holds it against what the writers
 * were told (see pipeline-ledger.ts): every acknowledged close, reopen, stage change and
 * withdrawal took effect and none refused did; each application's history holds exactly its
 * changes that committed, every acknowledged one, in an order the requests allow; no
 * application was taken by a job whose close had been acknowledged before it was sent.
 */

export type PipelineFigures = {
  /** Applications whose stage was changed, withdrawn or applied for again, and their history steps. */
  histories: number;
  steps: number;
  /** Stage changes in flight at the same time as a withdrawal or re-application of the same application. */
  stageRaces: number;
  /** Applications sent after their job's close was acknowledged (each must be 409 with no row), and those of them refused. */
  afterClose: number;
  afterCloseRefused: number;
  /** Applications in flight at the same time as a close or reopen of their job. */
  closeRaces: number;
};

type Step = { status: string; message: string | null };
const MAX_PROBLEMS = 20;
type Labelled = { status: string; message: string | null };

const label = (step: Labelled) => `${step.status}${step.message === null ? '' : ` "${step.message}"`}`;
const describeOp = (op: ApplicationOp) => `${op.kind} ${label(op)} ${op.outcome} [${op.sent}..${op.end}]`;
const describeHistory = (history: Step[]) => history.map(label).join(' → ');

/** The statuses it may be in: those of the changes that may have committed and that no acknowledged change was sent after. */
function lastStatuses<T extends Attempt & { status: string }>(ops: T[]): Set<string> {
  return new Set(ops.filter((op) => mayHaveCommitted(op) && !ops.some((later) => later.outcome === 'acked' && before(op, later))).map((op) => op.status));
}

/**
 * Whether the history's steps (after the first, the application itself) are exactly some of
 * the changes that may have committed, each at most once, every acknowledged one included,
 * in an order where a change sent after another was acknowledged comes after it. A search,
 * since concurrent changes may commit in either order: null when it holds, else why not.
 */
function matchHistory(steps: Step[], ops: ApplicationOp[]): string | null {
  const used = ops.map(() => false);
  const placed: number[] = [];
  let budget = 100_000;
  const fits = (k: number) =>
    placed.every((m) => !before(ops[k]!, ops[m]!)) && ops.every((op, j) => j === k || used[j] || op.outcome !== 'acked' || !before(op, ops[k]!));
  const search = (i: number): boolean => {
    if (--budget < 0) return false;
    if (i === steps.length) return ops.every((op, k) => used[k] || op.outcome !== 'acked');
    const want = label(steps[i]!);
    for (let k = 0; k < ops.length; k++) {
      if (used[k] || label(ops[k]!) !== want || !fits(k)) continue;
      used[k] = true;
      placed.push(k);
      if (search(i + 1)) return true;
      used[k] = false;
      placed.pop();
    }
    return false;
  };
  if (search(0)) return null;
  if (budget < 0) return 'too many ways to match the history to the requests to decide';
  // Say what is wrong in the plainest terms that apply.
  const count = (labels: string[]) => labels.reduce((counts, l) => counts.set(l, (counts.get(l) ?? 0) + 1), new Map<string, number>());
  const inHistory = count(steps.map(label));
  const acked = count(ops.filter((op) => op.outcome === 'acked').map(label));
  const possible = count(ops.map(label));
  for (const [l, n] of acked) if ((inHistory.get(l) ?? 0) < n) return `${n - (inHistory.get(l) ?? 0)} acknowledged change(s) to ${l} missing from the history`;
  for (const [l, n] of inHistory) if (n > (possible.get(l) ?? 0)) return `${n - (possible.get(l) ?? 0)} step(s) ${l} in the history that no request made (or one refused)`;
  return 'the history has the steps in an order the requests rule out';
}

export function checkPipeline(applies: ReadonlyMap<string, ApplyAttempt>, pipeline: PipelineLedger, state: DatabaseState): { problems: string[]; figures: PipelineFigures } {
  const problems: string[] = [];
  const figures: PipelineFigures = { histories: 0, steps: 0, stageRaces: 0, afterClose: 0, afterCloseRefused: 0, closeRaces: 0 };
  const pairs = new Set([...state.applications.values()].map((a) => `${a.jobId}:${a.applicantId}`));

  // Closes and reopens: the job is in the status of its last acknowledged one, or of one after it whose answer never came.
  for (const [jobId, ops] of pipeline.lifecycle) {
    const row = state.jobs.get(jobId);
    if (!row) {
      problems.push(`job ${jobId} that was closed or reopened is missing`);
      continue;
    }
    const allowed = lastStatuses([{ status: 'open', sent: -1, end: -1, outcome: 'acked' as const }, ...ops]);
    if (!allowed.has(row.status)) {
      problems.push(`job ${jobId} is ${row.status}, not ${[...allowed].join(' or ')}; its closes and reopens: ${ops.map((op) => `${op.status} ${op.outcome} [${op.sent}..${op.end}]`).join(', ')}`);
    }
  }

  // Applications (first ones and again after withdrawing) against their job's closes.
  const noCommit = new Set<Attempt>(); // sent after the job's close was acknowledged: must not have taken effect
  const applications: { attempt: ApplyAttempt | ApplicationOp; jobId: string; pair: string | null; what: string }[] = [
    ...[...applies].map(([pair, attempt]) => ({ attempt, jobId: attempt.jobId, pair, what: `application of student ${attempt.studentId} to job ${attempt.jobId}` })),
    ...[...pipeline.ops].flatMap(([applicationId, ops]) =>
      ops
        .filter((op) => op.kind === 'reapplication')
        .map((attempt) => ({ attempt, jobId: pipeline.known.get(applicationId)!.jobId, pair: null, what: `application ${applicationId} sent again` })),
    ),
  ];
  for (const { attempt, jobId, pair, what } of applications) {
    const during = jobStatusDuring(pipeline.lifecycle.get(jobId) ?? [], attempt);
    if (during === 'raced') figures.closeRaces += 1;
    if (during === 'closed') {
      figures.afterClose += 1;
      noCommit.add(attempt);
      if (attempt.outcome === 'refused') figures.afterCloseRefused += 1;
      if (attempt.outcome === 'acked') problems.push(`${what} was sent after the job's close was acknowledged, yet answered 201`);
      if (pair !== null && pairs.has(pair)) problems.push(`${what}, sent after the job's close was acknowledged, is in the database`);
    }
    if (during === 'open' && attempt.outcome === 'refused') problems.push(`${what} was refused as closed, though the job was open all along`);
    if (pair !== null && attempt.outcome === 'refused' && pairs.has(pair)) problems.push(`${what} was refused, yet is in the database`);
  }

  // Stage changes, withdrawals and applying again: the status and the history.
  for (const [applicationId, ops] of pipeline.ops) {
    const row = state.applications.get(applicationId);
    if (!row) {
      problems.push(`application ${applicationId} whose stage was changed is missing`);
      continue;
    }
    const history = state.events.get(applicationId) ?? [];
    figures.histories += 1;
    figures.steps += history.length;
    const committable = ops.filter((op) => mayHaveCommitted(op) && !noCommit.has(op));
    // The application itself came first: it was learnt from a list of applicants before any change was sent.
    const allowed = lastStatuses([{ status: 'pending', sent: -1, end: -1, outcome: 'acked' as const }, ...committable]);
    const context = `history ${describeHistory(history)}; changes ${ops.map(describeOp).join(', ')}`;
    if (!allowed.has(row.status)) problems.push(`application ${applicationId} is ${row.status}, not ${[...allowed].join(' or ')}; ${context}`);
    if (history[0]?.status !== 'pending') problems.push(`application ${applicationId}: the history does not begin with pending; ${context}`);
    else if (history.at(-1)!.status !== row.status) problems.push(`application ${applicationId} is ${row.status}, its history's last step ${history.at(-1)!.status}; ${context}`);
    else {
      const mismatch = matchHistory(history.slice(1), committable);
      if (mismatch) problems.push(`application ${applicationId}: ${mismatch}; ${context}`);
    }
    // A 409 is right only when the application had been withdrawn: by a withdrawal sent before that answer.
    const withdrawnBy = (op: ApplicationOp) => ops.some((other) => other !== op && other.kind === 'withdrawal' && mayHaveCommitted(other) && other.sent < op.end);
    for (const op of ops) {
      if (op.outcome === 'refused' && op.kind !== 'reapplication' && !withdrawnBy(op)) problems.push(`application ${applicationId}: ${describeOp(op)} though it was never withdrawn; ${context}`);
      if (op.kind === 'stage' && ops.some((other) => other.kind !== 'stage' && !before(op, other) && !before(other, op))) figures.stageRaces += 1;
    }
  }
  // One broken write path breaks hundreds of applications alike: the first few tell the story.
  const shown = problems.length > MAX_PROBLEMS ? [...problems.slice(0, MAX_PROBLEMS), `... and ${problems.length - MAX_PROBLEMS} more pipeline problems`] : problems;
  return { problems: shown, figures };
}

/** The same through the restarted API: a few changed applications' status and history as their recruiter sees them, a few closed or reopened jobs' status. */
export async function checkPipelineThroughApi(portal: Portal, pipeline: PipelineLedger, state: DatabaseState, ownerOf: (jobId: string) => Actor): Promise<string[]> {
  const problems: string[] = [];
  const sample = <T>(items: T[]) => [...items].sort(() => Math.random() - 0.5).slice(0, 5);
  const jobIds = new Set([...pipeline.ops.keys()].map((applicationId) => pipeline.known.get(applicationId)!.jobId));
  for (const jobId of sample([...jobIds])) {
    const answer = await portal.applicants(ownerOf(jobId), jobId);
    if (answer.status !== 200) {
      problems.push(`applicants of job ${jobId} answered ${answer.status}`);
      continue;
    }
    type Shown = { _id: string; status: string; history: Step[] };
    for (const application of json<{ job: { applications: Shown[] } }>(answer).job.applications) {
      const shown = { status: application.status, history: application.history.map(({ status, message }) => ({ status, message })) };
      const held = { status: state.applications.get(application._id)?.status, history: state.events.get(application._id) ?? [] };
      if (JSON.stringify(shown) !== JSON.stringify(held)) problems.push(`application ${application._id} shows ${JSON.stringify(shown)}, the database holds ${JSON.stringify(held)}`);
    }
  }
  for (const jobId of sample([...pipeline.lifecycle.keys()])) {
    const answer = await portal.request('GET', `/job/get/${jobId}`);
    const shown = answer.status === 200 ? json<{ job: { status: string } }>(answer).job.status : `answer ${answer.status}`;
    if (shown !== state.jobs.get(jobId)?.status) problems.push(`job ${jobId} shows ${shown}, the database holds ${state.jobs.get(jobId)?.status}`);
  }
  return problems;
}
