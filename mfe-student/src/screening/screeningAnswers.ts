import { answerProblem, questionName, type AnswerValue, type ApplyBody, type ScreeningQuestion } from '@portal/shared-state';

/** What each question's control holds, by question id: text as the form gives it, '' or absent for nothing yet. */
export type TypedAnswers = Readonly<Record<string, string>>;

export type Answers = NonNullable<ApplyBody['answers']>;

/** What was wrong with one answer, naming its question. */
export type AnswerProblem = { questionId: string; message: string };

/** A yes/no question's two radios: their values are what answerValue reads back. */
export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The value the API takes for what was typed: yes/no a boolean, a number a number, blank null. */
export function answerValue(question: ScreeningQuestion, typed = ''): AnswerValue | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  switch (question.kind) {
    case 'yesno':
      return trimmed === 'yes';
    case 'number':
      // Not a number stays NaN, which answerProblem names rather than sending.
      return Number(trimmed);
    case 'choice':
    case 'text':
      return trimmed;
  }
}

/** Every answer that may not be sent yet, in the questions' order, each named as the API would name it. */
export const answerProblems = (questions: ScreeningQuestion[], typed: TypedAnswers): AnswerProblem[] =>
  questions.flatMap((question) => {
    const message = answerProblem(question, answerValue(question, typed[question._id]));
    return message ? [{ questionId: question._id, message }] : [];
  });

/** The body's answers, one per question; an optional question left blank is sent as null. */
export const toAnswers = (questions: ScreeningQuestion[], typed: TypedAnswers): Answers =>
  questions.map((question) => ({ questionId: question._id, value: answerValue(question, typed[question._id]) }));

/** The question a refusal from the server is about: its messages name a question as questionName does. */
export const questionNamedIn = (questions: ScreeningQuestion[], message: string): ScreeningQuestion | undefined =>
  questions.find((question) => message.includes(questionName(question)));
