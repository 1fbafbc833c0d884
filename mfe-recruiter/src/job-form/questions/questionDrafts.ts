import type { Knockout, QuestionInput, QuestionKind, ScreeningQuestion } from '@portal/shared-state';

/**
 * A screening question as the builder holds it while the recruiter edits: every field as typed,
 * so a half-written question is never lost to a conversion. `knockout` is the answer needed to go
 * on: '' for none, 'yes' or 'no', one of the options, or the lowest number accepted as typed.
 */
export type QuestionDraft = {
  /** Stable across reorders, for React and for finding the question's fields again. */
  key: string;
  /** The saved question's id: sent back so the server keeps it, and its answers' link to it. */
  _id?: string;
  text: string;
  kind: QuestionKind;
  /** A choice question's options, one per line. */
  options: string;
  required: boolean;
  knockout: string;
};

export const KIND_LABELS: Record<QuestionKind, string> = { yesno: 'Yes / No', number: 'Number', choice: 'Choice', text: 'Short text' };

export const newDraft = (key: string): QuestionDraft => ({ key, text: '', kind: 'yesno', options: '', required: true, knockout: '' });

const knockoutText = ({ knockout }: ScreeningQuestion): string => {
  if (!knockout) return '';
  if ('min' in knockout) return String(knockout.min);
  if (typeof knockout.equals === 'boolean') return knockout.equals ? 'yes' : 'no';
  return knockout.equals;
};

/** A saved question, ready to edit. */
export const draftOf = (question: ScreeningQuestion): QuestionDraft => ({
  key: question._id,
  _id: question._id,
  text: question.text,
  kind: question.kind,
  options: question.options.join('\n'),
  required: question.required,
  knockout: knockoutText(question),
});

/** The options as sent: one per line, blank lines left out. */
export const optionsOf = (draft: QuestionDraft): string[] =>
  draft.options
    .split('\n')
    .map((option) => option.trim())
    .filter((option) => option !== '');

/** Whether the question screens applicants out: then it must be required. */
export const screensOut = (draft: QuestionDraft): boolean => draft.kind !== 'text' && draft.knockout.trim() !== '';

const knockoutOf = (draft: QuestionDraft): Knockout => {
  if (!screensOut(draft)) return null;
  if (draft.kind === 'number') return { min: Number(draft.knockout) };
  if (draft.kind === 'yesno') return { equals: draft.knockout === 'yes' };
  return { equals: draft.knockout };
};

/** A checked draft as the job's post or update body carries it. */
export const questionInputOf = (draft: QuestionDraft): QuestionInput => ({
  ...(draft._id === undefined ? {} : { _id: draft._id }),
  text: draft.text.trim(),
  kind: draft.kind,
  ...(draft.kind === 'choice' ? { options: optionsOf(draft) } : {}),
  required: draft.required || screensOut(draft),
  knockout: knockoutOf(draft),
});

/** Whether the questions differ from those the form was filled with (order included). */
export const draftsDiffer = (drafts: QuestionDraft[], initial: QuestionDraft[]): boolean =>
  drafts.length !== initial.length || drafts.some((draft, index) => JSON.stringify(draft) !== JSON.stringify(initial[index]));
