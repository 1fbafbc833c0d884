import { RECRUITER_STAGES } from '@portal/contract/stages';
import { json, sleep, type Answer } from './http';
import type { ApplicationOp, Attempt, LifecycleOp, PipelineLedger } from './pipeline-ledger';
import type { Actor, Portal } from './portal';

/**
 * The crash rounds' writers of the hiring pipeline, racing the appliers: a recruiter moving
 * applications through every stage (sometimes with a message), the students withdrawing and
 * applying again, and recruiters closing and reopening jobs. Each loop sends one request
 * after another until the server dies under it, and records every request in the ledger.
 */

/** Which answers acknowledge the write, and which refuse it as expected (anything else is unexpected). */
export type Accept = { ok: number[]; refused?: (answer: Answer) => boolean };

/** Sends one write and records its outcome in `attempt`; null when the server is gone (the write's fate is then unknown). */
export type Send = (kind: string, attempt: Attempt, request: () => Promise<Answer>, accept: Accept) => Promise<Answer | null>;

export type PipelineContext = {
  portal: Portal;
  pipeline: PipelineLedger;
  /** Every acknowledged job, in the order it was posted, with its poster. */
  jobs: ReadonlyMap<string, { ownerId: string }>;
  recruiters: Actor[];
  students: Actor[];
  /** Unique per round, for the recruiters' messages. */
  token: string;
  killed: () => boolean;
  send: Send;
  unexpected: (what: string) => void;
};

/** The answer a closed job gives an application. */
export const closedJob = (answer: Answer) => answer.status === 409 && answer.body.includes('no longer accepting applications');
const conflict = (answer: Answer) => answer.status === 409;

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
/** How many of the newest jobs the closer and the appliers aim at, so that closes race applications. */
export const NEWEST_JOBS = 8;

function ownerOf(context: PipelineContext, jobId: string): Actor {
  const ownerId = context.jobs.get(jobId)!.ownerId;
  return context.recruiters.find((recruiter) => recruiter.id === ownerId)!;
}

/** Reads a job's applicants as its poster and makes them the applications being worked on; false when the server is gone. */
async function learnApplicants(context: PipelineContext, jobId: string): Promise<boolean> {
  try {
    const answer = await context.portal.applicants(ownerOf(context, jobId), jobId);
    if (answer.status !== 200) {
      context.unexpected(`applicants answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      return true;
    }
    for (const application of json<{ job: { applications: { _id: string; applicant: { _id: string } }[] } }>(answer).job.applications) {
      context.pipeline.learn(application._id, { jobId, studentId: application.applicant._id });
    }
    return true;
  } catch (error) {
    if (!context.killed()) context.unexpected(`applicants failed before the kill: ${(error as Error).message}`);
    return false;
  }
}

/** A recruiter moves applications to any of the five stages, a third of the time with a message; 409 when the student withdrew. */
async function stageChanger(context: PipelineContext) {
  const { pipeline, portal } = context;
  for (let n = 0; ; n++) {
    const jobId = pick(pipeline.recentlyApplied);
    if ((pipeline.hot.length < 4 || n % 4 === 0) && jobId && !(await learnApplicants(context, jobId))) return;
    const applicationId = pick(pipeline.hot);
    if (!applicationId) {
      await sleep(20);
      if (context.killed()) return;
      continue;
    }
    const recruiter = ownerOf(context, pipeline.known.get(applicationId)!.jobId);
    const status = pick(RECRUITER_STAGES)!;
    const message = Math.random() < 1 / 3 ? `Step note ${context.token}-${pipeline.tick()}` : null;
    const op: ApplicationOp = { ...pipeline.begin(), kind: 'stage', status, message };
    pipeline.opsOf(applicationId).push(op);
    const request = () => portal.setStatus(recruiter, applicationId, status, message ?? undefined);
    if (!(await context.send('stage', op, request, { ok: [200], refused: conflict }))) return;
  }
}

/**
 * The students take back the applications the recruiter is working on, and apply again to
 * some they withdrew (201, or 409 once the job closed); now and then one withdraws twice (409).
 */
async function withdrawer(context: PipelineContext) {
  const { pipeline, portal } = context;
  for (;;) {
    await sleep(4);
    const applicationId = pick(pipeline.hot);
    if (!applicationId) {
      await sleep(20);
      if (context.killed()) return;
      continue;
    }
    const { jobId, studentId } = pipeline.known.get(applicationId)!;
    const student = context.students.find((candidate) => candidate.id === studentId)!;
    const view = pipeline.studentView.get(applicationId) ?? 'live';
    if (view === 'withdrawn' && Math.random() < 0.75) {
      const op: ApplicationOp = { ...pipeline.begin(), kind: 'reapplication', status: 'pending', message: null };
      pipeline.opsOf(applicationId).push(op);
      const answer = await context.send('reapplication', op, () => portal.apply(student, jobId), { ok: [201], refused: closedJob });
      pipeline.studentView.set(applicationId, op.outcome === 'acked' ? 'live' : op.outcome === 'refused' ? 'withdrawn' : 'unknown');
      if (!answer) return;
    } else {
      const op: ApplicationOp = { ...pipeline.begin(), kind: 'withdrawal', status: 'withdrawn', message: null };
      pipeline.opsOf(applicationId).push(op);
      const answer = await context.send('withdrawal', op, () => portal.withdraw(student, applicationId), { ok: [200], refused: conflict });
      pipeline.studentView.set(applicationId, op.outcome === 'acked' || op.outcome === 'refused' ? 'withdrawn' : 'unknown');
      if (!answer) return;
    }
  }
}

/**
 * Recruiters close jobs, half of them among the newest (which the appliers aim at too), and
 * reopen some closed ones. One loop, one request at a time: a job's closes and reopens are
 * in the order they were sent.
 */
async function closer(context: PipelineContext) {
  const { pipeline, portal } = context;
  for (;;) {
    await sleep(10);
    if (context.killed()) return;
    const jobIds = [...context.jobs.keys()];
    const jobId = Math.random() < 0.5 ? pick(jobIds.slice(-NEWEST_JOBS)) : pick(jobIds);
    if (!jobId) continue;
    const view = pipeline.jobView(jobId);
    if (view === 'closed' && Math.random() < 0.6) continue;
    const status = view === 'closed' ? 'open' : view === 'open' ? 'closed' : pick(['open', 'closed'] as const)!;
    const op: LifecycleOp = { ...pipeline.begin(), status };
    pipeline.lifecycleOf(jobId).push(op);
    const request = () => portal.setJobStatus(ownerOf(context, jobId), jobId, status);
    if (!(await context.send(status === 'closed' ? 'close' : 'reopen', op, request, { ok: [200] }))) return;
  }
}

/** The pipeline's loops for one round; they end when the server dies. */
export function startPipelineWriters(context: PipelineContext): Promise<void>[] {
  return [stageChanger(context), withdrawer(context), closer(context)];
}
