import { INPUT_LIMITS } from '@portal/shared-state';
import { optionsOf, type QuestionDraft } from './questionDrafts';

const { screening } = INPUT_LIMITS;

/** The parts of a question the browser checks, each with its own field and message. */
export type QuestionPart = 'text' | 'options' | 'knockout';

export type QuestionProblems = Partial<Record<QuestionPart, string>>;

const choiceProblem = (options: string[], name: string): string | undefined => {
  if (options.length < screening.optionsMin || options.length > screening.optionsMax)
    return `${name} needs ${screening.optionsMin} to ${screening.optionsMax} options, one per line.`;
  if (options.some((option) => option.length > screening.option)) return `${name}: each option must be at most ${screening.option} characters.`;
  if (new Set(options.map((option) => option.toLowerCase())).size < options.length) return `${name} lists an option twice.`;
  return undefined;
};

const knockoutProblem = (draft: QuestionDraft, options: string[], name: string): string | undefined => {
  const needed = draft.knockout.trim();
  if (needed === '') return undefined;
  if (draft.kind === 'number' && !Number.isFinite(Number(needed))) return `${name}: the lowest number accepted must be a number.`;
  if (draft.kind === 'choice' && !options.includes(needed)) return `${name}: the answer needed is no longer one of its options.`;
  return undefined;
};

/**
 * What the browser can tell is wrong with a question before sending, named by its place
 * ("Question 2 …") as the server names it; the server checks again.
 */
export function questionProblems(draft: QuestionDraft, place: number): QuestionProblems {
  const name = `Question ${place}`;
  const options = optionsOf(draft);
  const text = draft.text.trim();
  const problems: QuestionProblems = {
    text: text === '' ? `${name} needs its text.` : text.length > screening.question ? `${name} must be at most ${screening.question} characters.` : undefined,
    options: draft.kind === 'choice' ? choiceProblem(options, name) : undefined,
    knockout: knockoutProblem(draft, options, name),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}
