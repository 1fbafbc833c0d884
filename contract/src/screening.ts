import { z } from 'zod';
import { INPUT_LIMITS } from './limits';
import { QUESTION_KINDS, type Knockout, type QuestionKind, type ScreeningAnswer, type ScreeningQuestion } from './screening-rules';

/**
 * The wire shapes of a job's screening questions and a student's answers, and the rules a
 * question must keep when a recruiter sends it. How an answer is checked and judged is in
 * screening-rules.ts, which the browser bundles too.
 */


const { screening } = INPUT_LIMITS;

/**
 * The answer a question needs for the application to go on, or null when it screens nobody
 * out: `{equals}` for yes/no (a boolean) and choice (one of its options), `{min}` for a number.
 */
export const KnockoutSchema: z.ZodType<Knockout> = z
  .union([z.object({ equals: z.union([z.boolean(), z.string()]) }).strict(), z.object({ min: z.number().finite() }).strict()])
  .nullable()
  .describe('null, {equals: value} (yesno: a boolean, choice: one of the options) or {min: number} (number): the answer needed to go on');

export const ScreeningQuestionSchema: z.ZodType<ScreeningQuestion> = z.object({
  _id: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()).describe('The choices of a choice question; empty for the other kinds'),
  required: z.boolean(),
  knockout: KnockoutSchema.optional().describe("Only for the job's hiring team"),
});


/** One answer as an application keeps it: the question as it read when the student applied. */
export const ScreeningAnswerSchema: z.ZodType<ScreeningAnswer> = z.object({
  questionId: z.string(),
  question: z.string().describe('The question as it read when the student applied: later edits do not change it'),
  value: z.union([z.boolean(), z.number(), z.string()]).nullable().describe('null for an optional question left unanswered'),
  knockedOut: z.boolean().describe('The answer was not the one the question needed'),
});

// --- Questions as a recruiter sends them ---------------------------------------------------

const QuestionInputSchema = z.object({
  _id: z.string().max(40).optional().describe("A question's _id to keep it (and its answers' link to it); a new question has none"),
  text: z.string({ error: 'Each question needs its text' }).trim(),
  kind: z.string({ error: `A question's kind must be one of ${QUESTION_KINDS.join(', ')}` }),
  options: z.array(z.string({ error: "A question's options must be text" }).trim()).optional(),
  required: z.boolean({ error: 'Required must be true or false' }).optional(),
  // Looser than KnockoutSchema, so that a knockout of the wrong kind is named with its question.
  knockout: z
    .union([z.object({ equals: z.union([z.boolean(), z.string(), z.number()]) }).strict(), z.object({ min: z.number().finite() }).strict()], {
      error: 'A knockout is null, {equals: answer} or {min: number}',
    })
    .nullable()
    .optional(),
});
export type QuestionInput = z.input<typeof QuestionInputSchema>;

/** What is wrong with one question as sent, naming it by its place ("Question 2 …"), or null. */
function questionProblem(question: z.output<typeof QuestionInputSchema>, place: number): { field: string; message: string } | null {
  const name = `Question ${place}`;
  const options = question.options ?? [];
  const { knockout } = question;
  if (!isQuestionKind(question.kind)) return { field: 'kind', message: `${name}: the kind must be one of ${QUESTION_KINDS.join(', ')}` };
  if (question.text === '') return { field: 'text', message: `${name} needs its text` };
  if (question.text.length > screening.question) return { field: 'text', message: `${name} must be at most ${screening.question} characters` };
  if (question.kind === 'choice') {
    if (options.length < screening.optionsMin || options.length > screening.optionsMax)
      return { field: 'options', message: `${name} needs ${screening.optionsMin} to ${screening.optionsMax} options` };
    if (options.some((option) => option === '')) return { field: 'options', message: `${name} has an empty option` };
    if (options.some((option) => option.length > screening.option)) return { field: 'options', message: `${name}: each option must be at most ${screening.option} characters` };
    if (new Set(options.map((option) => option.toLowerCase())).size < options.length) return { field: 'options', message: `${name} lists an option twice` };
  } else if (options.length > 0) {
    return { field: 'options', message: `${name} has options, which only a choice question takes` };
  }
  if (knockout == null) return null;
  const fits =
    (question.kind === 'yesno' && 'equals' in knockout && typeof knockout.equals === 'boolean') ||
    (question.kind === 'choice' && 'equals' in knockout && typeof knockout.equals === 'string' && options.includes(knockout.equals)) ||
    (question.kind === 'number' && 'min' in knockout);
  if (!fits) return { field: 'knockout', message: `${name}: ${KNOCKOUT_FITS[question.kind]}` };
  if (question.required === false) return { field: 'required', message: `${name} screens applicants out, so it must be required` };
  return null;
}

const isQuestionKind = (kind: string): kind is QuestionKind => (QUESTION_KINDS as readonly string[]).includes(kind);

const KNOCKOUT_FITS: Record<QuestionKind, string> = {
  yesno: 'the answer needed must be yes or no',
  choice: 'the answer needed must be one of its options',
  number: 'the answer needed must be a minimum number',
  text: 'a short-text question cannot screen applicants out',
};

/** Up to 10 questions, each checked with a message that names it; stored in the order given. */
export const QuestionsInputSchema = z
  .array(QuestionInputSchema, { error: 'Screening questions must be a list' })
  .max(screening.questions, `At most ${screening.questions} screening questions`)
  .superRefine((questions, context) => {
    questions.forEach((question, index) => {
      const problem = questionProblem(question, index + 1);
      if (problem) context.addIssue({ code: 'custom', path: [index, problem.field], message: problem.message });
    });
  })
  .transform((questions) =>
    // Every question passed questionProblem: its kind and knockout are of the shapes a question keeps.
    questions.map((question) => ({
      _id: question._id,
      text: question.text,
      kind: question.kind as QuestionKind,
      options: question.kind === 'choice' ? (question.options ?? []) : [],
      required: question.required ?? true,
      knockout: (question.knockout ?? null) as Knockout,
    })),
  );

// --- Answers as a student sends them -------------------------------------------------------

export const ApplyBodySchema = z
  .object({
    answers: z
      .array(
        z.object({
          questionId: z.string({ error: 'Each answer names its questionId' }),
          value: z.union([z.boolean(), z.number(), z.string(), z.null()], { error: 'An answer is yes/no, a number or text' }),
        }),
        { error: 'answers must be a list' },
      )
      .max(screening.questions, `At most ${screening.questions} answers`)
      .optional(),
  })
  .describe('Answers to the job’s screening questions; no body for a job without questions');
export type ApplyBody = z.input<typeof ApplyBodySchema>;

