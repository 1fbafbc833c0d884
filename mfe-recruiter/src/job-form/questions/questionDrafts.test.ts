import type { ScreeningQuestion } from '@portal/shared-state';
import { draftOf, draftsDiffer, newDraft, questionInputOf, type QuestionDraft } from './questionDrafts';
import { questionProblems } from './questionProblems';

const saved = (overrides: Partial<ScreeningQuestion>): ScreeningQuestion => ({
  _id: 'q1',
  text: 'Can you work from Pune?',
  kind: 'yesno',
  options: [],
  required: true,
  knockout: null,
  ...overrides,
});

const draft = (overrides: Partial<QuestionDraft>): QuestionDraft => ({ ...newDraft('k1'), text: 'Which city?', ...overrides });

describe('draftOf and questionInputOf', () => {
  it.each<[string, Partial<ScreeningQuestion>]>([
    ['a yes/no question needing yes', { knockout: { equals: true } }],
    ['a yes/no question needing no', { knockout: { equals: false } }],
    ['a choice needing one option', { kind: 'choice', options: ['Pune', 'Mumbai'], knockout: { equals: 'Pune' } }],
    ['a number with a minimum', { kind: 'number', knockout: { min: 2.5 } }],
    ['an optional short-text question', { kind: 'text', required: false }],
  ])('sends %s back as it was saved, _id kept', (_case, overrides) => {
    const question = saved(overrides);
    const { options, ...sent } = questionInputOf(draftOf(question));
    expect(sent).toEqual({ _id: 'q1', text: question.text, kind: question.kind, required: question.required, knockout: question.knockout });
    expect(options).toEqual(question.kind === 'choice' ? question.options : undefined);
  });

  it('sends a new question without an _id, its text trimmed and blank option lines left out', () => {
    expect(questionInputOf(draft({ kind: 'choice', text: '  Which city? ', options: 'Pune\n\n  Mumbai \n' }))).toEqual({
      text: 'Which city?',
      kind: 'choice',
      options: ['Pune', 'Mumbai'],
      required: true,
      knockout: null,
    });
  });

  it('reads a question the team sees without a knockout as screening nobody out', () => {
    const { knockout, ...question } = saved({ knockout: { equals: true } });
    expect(knockout).toEqual({ equals: true });
    expect(draftOf(question).knockout).toBe('');
  });

  it('makes a question that screens out required', () => {
    expect(questionInputOf(draft({ kind: 'number', required: false, knockout: '3' }))).toMatchObject({ required: true, knockout: { min: 3 } });
  });
});

describe('questionProblems', () => {
  it('names the question by its place', () => {
    expect(questionProblems(draft({ text: '  ' }), 3)).toEqual({ text: 'Question 3 needs its text.' });
  });

  it.each([
    ['', 'Question 2 needs 2 to 10 options, one per line.'],
    ['Pune', 'Question 2 needs 2 to 10 options, one per line.'],
    [Array.from({ length: 11 }, (_, index) => `City ${index}`).join('\n'), 'Question 2 needs 2 to 10 options, one per line.'],
    ['Pune\npune', 'Question 2 lists an option twice.'],
    [`Pune\n${'x'.repeat(101)}`, 'Question 2: each option must be at most 100 characters.'],
  ])('checks the options of a choice %p', (options, message) => {
    expect(questionProblems(draft({ kind: 'choice', options }), 2)).toEqual({ options: message });
  });

  it('asks for a number as the lowest accepted, and for an answer needed that is still an option', () => {
    expect(questionProblems(draft({ kind: 'number', knockout: 'two' }), 1)).toEqual({ knockout: 'Question 1: the lowest number accepted must be a number.' });
    expect(questionProblems(draft({ kind: 'choice', options: 'Mumbai\nDelhi', knockout: 'Pune' }), 1)).toEqual({
      knockout: 'Question 1: the answer needed is no longer one of its options.',
    });
    expect(questionProblems(draft({ kind: 'choice', options: 'Pune\nDelhi', knockout: 'Pune' }), 1)).toEqual({});
  });
});

describe('draftsDiffer', () => {
  const initial = [draftOf(saved({})), draftOf(saved({ _id: 'q2', text: 'Years of React?', kind: 'number' }))];

  it('notices an edit, a new order, an added or removed question, and not a list left as it was', () => {
    expect(draftsDiffer([...initial], initial)).toBe(false);
    expect(draftsDiffer([{ ...initial[0]!, required: false }, initial[1]!], initial)).toBe(true);
    expect(draftsDiffer([initial[1]!, initial[0]!], initial)).toBe(true);
    expect(draftsDiffer([initial[0]!], initial)).toBe(true);
    expect(draftsDiffer([...initial, newDraft('new-1')], initial)).toBe(true);
  });
});
