import { randomUUID } from 'node:crypto';
import type { ScreeningQuestion, TeamQuestion } from '@portal/contract';

/** A question as the request schema leaves it: an _id only when the recruiter kept an existing one. */
type SentQuestion = Omit<TeamQuestion, '_id'> & { _id?: string | undefined };

export const parseQuestions = (stored: string): TeamQuestion[] => JSON.parse(stored) as TeamQuestion[];

/** The questions as anyone but the job's team sees them: the answer each needs stays with the team. */
export const publicQuestions = (questions: TeamQuestion[]): ScreeningQuestion[] => questions.map(({ knockout: _knockout, ...question }) => question);

/**
 * The list to store for the questions sent: a question keeps its _id when it names one the job
 * has (so applications keep pointing at it), and any other gets a new one; an _id a client made
 * up is never taken, so ids stay unique within the job.
 */
export function questionsToStore(sent: SentQuestion[], current: TeamQuestion[]): TeamQuestion[] {
  const known = new Set(current.map((question) => question._id));
  const taken = new Set<string>();
  return sent.map(({ _id, ...question }) => {
    const id = _id !== undefined && known.has(_id) && !taken.has(_id) ? _id : randomUUID();
    taken.add(id);
    return { _id: id, ...question };
  });
}
