import { INPUT_LIMITS } from './limits';

/**
 * How a student's answer to a screening question is checked and judged: one definition for the
 * API, which decides, and for the browser, which names a wrong answer before it is sent. Plain
 * functions with no imports but the limits: the browser bundles them. The wire shapes are in
 * screening.ts.
 */

export const QUESTION_KINDS = ['yesno', 'number', 'choice', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The answer a question needs for the application to go on: `{equals}` for yes/no and choice, `{min}` for a number; null screens nobody out. */
export type Knockout = { equals: boolean | string } | { min: number } | null;

/** A question as a student sees it; the job's team also gets its knockout. */
export type ScreeningQuestion = { _id: string; text: string; kind: QuestionKind; options: string[]; required: boolean; knockout?: Knockout };
/** A question as the job's team wrote it, knockout included. */
export type TeamQuestion = ScreeningQuestion & { knockout: Knockout };

export type AnswerValue = boolean | number | string;

/** One answer as an application keeps it, with the question as it read when the student applied. */
export type ScreeningAnswer = { questionId: string; question: string; value: AnswerValue | null; knockedOut: boolean };

const { screening } = INPUT_LIMITS;

/** A question as messages name it: its text, shortened when long. */
export const questionName = (question: Pick<ScreeningQuestion, 'text'>): string =>
  `“${question.text.length > 80 ? `${question.text.slice(0, 79)}…` : question.text}”`;

const unanswered = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What is wrong with an answer to the question, naming it, or null when the answer may be sent. */
export function answerProblem(question: ScreeningQuestion, value: unknown): string | null {
  const name = questionName(question);
  if (unanswered(value)) return question.required ? `Please answer ${name}` : null;
  switch (question.kind) {
    case 'yesno':
      return typeof value === 'boolean' ? null : `${name} takes yes or no`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${name} takes a number`;
    case 'choice':
      return typeof value === 'string' && question.options.includes(value) ? null : `${name} takes one of: ${question.options.join(', ')}`;
    case 'text':
      return typeof value === 'string' && value.trim().length <= screening.answer ? null : `${name} takes text of at most ${screening.answer} characters`;
  }
}

/** Whether a checked answer is not the one the question needs: an unanswered question fails none. */
export function failsKnockout(question: TeamQuestion, value: AnswerValue | null): boolean {
  const { knockout } = question;
  if (knockout === null || value === null) return false;
  if ('min' in knockout) return typeof value === 'number' && value < knockout.min;
  return value !== knockout.equals;
}

/** The step that closes a screened-out application, which the student and the team both read. */
export const knockoutReason = (question: Pick<ScreeningQuestion, 'text'>): string =>
  `Not taken further: the answer to ${questionName(question)} did not meet this job's requirement.`;
