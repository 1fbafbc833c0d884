import { useRef, useState } from 'react';
import { INPUT_LIMITS, type QuestionInput, type ScreeningQuestion } from '@portal/shared-state';
import { draftOf, draftsDiffer, newDraft, questionInputOf, type QuestionDraft } from './questionDrafts';
import { questionProblems, type QuestionPart, type QuestionProblems } from './questionProblems';

export const MAX_QUESTIONS = INPUT_LIMITS.screening.questions;

/** Names one part of one question: what the form focuses and what a shown message belongs to. */
export const partId = (key: string, part: QuestionPart) => `${key}:${part}`;

/** The parts an edit of each draft field makes stale: changing the kind changes what options and knockout mean. */
const PARTS_EDITED: Partial<Record<keyof QuestionDraft, QuestionPart[]>> = {
  text: ['text'],
  options: ['options', 'knockout'],
  knockout: ['knockout'],
  kind: ['options', 'knockout'],
};

export type QuestionsCheck = { questions: QuestionInput[]; toFix: null } | { questions: null; toFix: Set<string> };

/**
 * The job's screening questions while the form is open: their drafts, how they change, and which
 * messages show. A message shows from a failed send until its field is edited, worded for the
 * question's place at the time, so moving a question keeps its message right.
 */
export function useQuestionDrafts(saved: ScreeningQuestion[]) {
  const [initial] = useState(() => saved.map(draftOf));
  const [drafts, setDrafts] = useState(initial);
  const [flagged, setFlagged] = useState<Set<string>>(new Set());
  const created = useRef(0);

  const unflag = (key: string, parts: QuestionPart[]) =>
    setFlagged((previous) => new Set([...previous].filter((id) => !parts.some((part) => id === partId(key, part)))));

  const add = (): QuestionDraft => {
    created.current += 1;
    const draft = newDraft(`new-${created.current}`);
    setDrafts((previous) => [...previous, draft]);
    return draft;
  };

  const update = (key: string, change: Partial<QuestionDraft>) => {
    // A new kind takes a knockout of its own; one that screens out must be required (the server refuses it otherwise).
    const reset = change.kind ? { knockout: '' } : {};
    const required = change.knockout?.trim() ? { required: true } : {};
    setDrafts((previous) => previous.map((draft) => (draft.key === key ? { ...draft, ...change, ...reset, ...required } : draft)));
    unflag(
      key,
      Object.keys(change).flatMap((field) => PARTS_EDITED[field as keyof QuestionDraft] ?? []),
    );
  };

  const move = (key: string, by: -1 | 1) =>
    setDrafts((previous) => {
      const from = previous.findIndex((draft) => draft.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= previous.length) return previous;
      const next = [...previous];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });

  const remove = (key: string) => setDrafts((previous) => previous.filter((draft) => draft.key !== key));

  /** Checks every question, flags what is wrong and says which parts to fix; or gives the questions to send. */
  const check = (): QuestionsCheck => {
    const toFix = new Set(
      drafts.flatMap((draft, index) => Object.keys(questionProblems(draft, index + 1)).map((part) => partId(draft.key, part as QuestionPart))),
    );
    setFlagged(toFix);
    return toFix.size > 0 ? { questions: null, toFix } : { questions: drafts.map(questionInputOf), toFix: null };
  };

  /** The messages to show for the question at `place` (1 for the first). */
  const shownProblems = (draft: QuestionDraft, place: number): QuestionProblems =>
    Object.fromEntries(Object.entries(questionProblems(draft, place)).filter(([part]) => flagged.has(partId(draft.key, part as QuestionPart))));

  return { drafts, add, update, move, remove, check, shownProblems, changed: draftsDiffer(drafts, initial) };
}

export type QuestionDrafts = ReturnType<typeof useQuestionDrafts>;
