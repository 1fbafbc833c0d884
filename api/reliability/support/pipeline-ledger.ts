import type { APPLICATION_STATUSES } from '@portal/contract/stages';

export type ApplicationStage = (typeof APPLICATION_STATUSES)[number];

/**
 * What the crash writers know about the hiring pipeline: every stage change, withdrawal,
 * re-application, close and reopen they sent, with when it was sent and answered on one
 * logical clock, so the checks can tell "sent after that was acknowledged" (which must see
 * its effect) from "raced it" (either order is right).
 */

/**
 * How a write ended as its sender saw it: `in-flight` when the server died before answering
 * (committed or not, nobody knows), `unexpected` for an answer that should never come (it
 * fails the run; meanwhile it counts as maybe committed).
 */
export type Outcome = 'sending' | 'acked' | 'refused' | 'in-flight' | 'unexpected';

/** One write: `sent` before the request left, `end` once its answer came (or its server was found dead). */
export type Attempt = { sent: number; end: number; outcome: Outcome };

/** A first application of a student to a job (the appliers' writes). */
export type ApplyAttempt = Attempt & { jobId: string; studentId: string };

/** A change of one application: a recruiter's stage, the student's withdrawal or their application again. */
export type ApplicationOp = Attempt & { kind: 'stage' | 'withdrawal' | 'reapplication'; status: ApplicationStage; message: string | null };

/** A recruiter closing or reopening a job. */
export type LifecycleOp = Attempt & { status: 'open' | 'closed' };

export const PIPELINE_KINDS = ['stage', 'withdrawal', 'reapplication', 'close', 'reopen'] as const;

/** An application the writers have seen in a recruiter's list of applicants. */
export type KnownApplication = { jobId: string; studentId: string };

const HOT_SIZE = 12;
const RECENT_SIZE = 10;

export class PipelineLedger {
  private clock = 0;
  /** Per application id, its changes in the order they were sent. */
  readonly ops = new Map<string, ApplicationOp[]>();
  /** Per job id, its closes and reopens in the order they were sent (one writer sends them, one at a time). */
  readonly lifecycle = new Map<string, LifecycleOp[]>();
  readonly known = new Map<string, KnownApplication>();
  /** The applications the stage changer and the withdrawer both work on, so that they race. */
  readonly hot: string[] = [];
  /** Jobs that just took an application: the closer closes some of them while appliers still send to them. */
  readonly recentlyApplied: string[] = [];
  /** The student's side of each application as far as their own answers tell: unknown after an answer that never came. */
  readonly studentView = new Map<string, 'live' | 'withdrawn' | 'unknown'>();

  tick(): number {
    return ++this.clock;
  }

  begin(): Attempt {
    return { sent: this.tick(), end: 0, outcome: 'sending' };
  }

  learn(applicationId: string, application: KnownApplication) {
    if (!this.known.has(applicationId)) this.known.set(applicationId, application);
    if (!this.hot.includes(applicationId)) {
      this.hot.push(applicationId);
      if (this.hot.length > HOT_SIZE) this.hot.shift();
    }
  }

  applied(jobId: string) {
    this.recentlyApplied.push(jobId);
    if (this.recentlyApplied.length > RECENT_SIZE) this.recentlyApplied.shift();
  }

  opsOf(applicationId: string): ApplicationOp[] {
    let list = this.ops.get(applicationId);
    if (!list) this.ops.set(applicationId, (list = []));
    return list;
  }

  lifecycleOf(jobId: string): LifecycleOp[] {
    let list = this.lifecycle.get(jobId);
    if (!list) this.lifecycle.set(jobId, (list = []));
    return list;
  }

  /** The job's status as the closer's answers tell, for choosing what to do next. */
  jobView(jobId: string): 'open' | 'closed' | 'unknown' {
    const ops = this.lifecycle.get(jobId) ?? [];
    return settledAfter(ops, ops.length - 1);
  }
}

/** May have taken effect: acknowledged, in flight at a kill, or answered unexpectedly. */
export const mayHaveCommitted = (attempt: Attempt) => attempt.outcome !== 'refused' && attempt.outcome !== 'sending';

/** `a` was acknowledged (or its server was dead) before `b` was sent: `b` must come after it. */
export const before = (a: Attempt, b: Attempt) => a.end < b.sent;

/** The job's status once ops[0..i] have settled: certain after an acknowledged op, unknown after one that may not have committed. */
export function settledAfter(ops: LifecycleOp[], i: number): 'open' | 'closed' | 'unknown' {
  for (let j = i; j >= 0; j--) {
    const op = ops[j]!;
    if (op.outcome === 'acked') {
      // Later ops that may or may not have committed leave it certain only if they set the same.
      return ops.slice(j + 1, i + 1).every((later) => !mayHaveCommitted(later) || later.status === op.status) ? op.status : 'unknown';
    }
  }
  return ops.slice(0, i + 1).every((later) => !mayHaveCommitted(later) || later.status === 'open') ? 'open' : 'unknown';
}

/**
 * The job's status while an application to it was being written (between its send and its
 * answer): `closed` or `open` when that is certain, `raced` when a close or reopen was in
 * flight at the same time, `unknown` when an earlier one's fate is unknown.
 */
export function jobStatusDuring(ops: LifecycleOp[], apply: Attempt): 'open' | 'closed' | 'unknown' | 'raced' {
  const relevant = ops.filter((op) => op.sent < apply.end && op.outcome !== 'refused');
  if (relevant.some((op) => !before(op, apply))) return 'raced';
  return settledAfter(relevant, relevant.length - 1);
}
