/**
 * When an application is waiting for its hiring team: still open (pending, shortlisted or
 * interview) and no stage change for WAITING_DAYS. The API counts them per job and nudges the
 * team; the applicants screen filters by the same rule. Plain constants: browsers bundle this.
 */
export const WAITING_STAGES = ['pending', 'shortlisted', 'interview'] as const;

export const WAITING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest stage change an application may have had and still be waiting at `now`. */
export const waitingCutoff = (now: Date): Date => new Date(now.getTime() - WAITING_DAYS * DAY_MS);

/** `updatedAt`: the application's latest stage change (a student's apply or re-apply counts). */
export const isWaiting = ({ status, updatedAt }: { status: string; updatedAt: string }, now: Date): boolean =>
  (WAITING_STAGES as readonly string[]).includes(status) && new Date(updatedAt).getTime() <= waitingCutoff(now).getTime();
