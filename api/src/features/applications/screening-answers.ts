import { answerProblem, failsKnockout, type AnswerValue, type ApplyBody, type ScreeningAnswer, type TeamQuestion } from '@portal/contract';
import { badRequest } from '../../http/http-error';

type SentAnswer = NonNullable<ApplyBody['answers']>[number];

export type JudgedAnswers = {
  /** One per question, in the job's order, each with the question as it reads now. */
  answers: ScreeningAnswer[];
  /** The first question whose answer was not the one it needs, or null when the application goes on. */
  knockedOutBy: TeamQuestion | null;
};

const STALE_QUESTION = "An answer is for a question this job no longer asks. Reload the job to see its questions.";

/**
 * Checks a student's answers against the job's questions as they are now, and judges them: a
 * missing required answer, a value of the wrong kind, an answer twice or to a question the job
 * does not have is refused with a 400 that names the question. Empty text is no answer.
 */
export function judgeAnswers(questions: TeamQuestion[], sent: SentAnswer[] = []): JudgedAnswers {
  const byQuestion = new Map<string, SentAnswer['value']>();
  for (const { questionId, value } of sent) {
    if (!questions.some((question) => question._id === questionId)) throw badRequest(STALE_QUESTION);
    if (byQuestion.has(questionId)) throw badRequest('Each question takes one answer.');
    byQuestion.set(questionId, typeof value === 'string' ? value.trim() : value);
  }
  const answers = questions.map((question): ScreeningAnswer => {
    const given = byQuestion.get(question._id);
    const problem = answerProblem(question, given);
    if (problem) throw badRequest(problem);
    const value: AnswerValue | null = given === undefined || given === '' ? null : given;
    return { questionId: question._id, question: question.text, value, knockedOut: failsKnockout(question, value) };
  });
  const knockedOutBy = questions.find((question, index) => answers[index]!.knockedOut) ?? null;
  return { answers, knockedOutBy };
}
