import type { ScreeningQuestion } from '@portal/shared-state';
import { answerProblems, answerValue, questionNamedIn, toAnswers } from './screeningAnswers';

const asked = (kind: ScreeningQuestion['kind'], required = true): ScreeningQuestion => ({
  _id: kind,
  text: `A ${kind} question`,
  kind,
  options: kind === 'choice' ? ['Morning', 'Evening'] : [],
  required,
});

describe('screening answers', () => {
  it.each([
    ['yesno', 'yes', true],
    ['yesno', 'no', false],
    ['number', '4', 4],
    ['number', ' 2.5 ', 2.5],
    ['number', '0', 0],
    ['choice', 'Evening', 'Evening'],
    ['text', '  github.com/jane  ', 'github.com/jane'],
    ['text', '   ', null],
    ['number', '', null],
  ] as const)('reads a %s answer typed as %j as %j', (kind, typed, value) => {
    expect(answerValue(asked(kind), typed)).toBe(value);
  });

  it('names what may not be sent, in the order asked, and lets an optional question stay blank', () => {
    const questions = [asked('yesno'), asked('number'), asked('text', false)];
    expect(answerProblems(questions, { number: '12abc' })).toEqual([
      { questionId: 'yesno', message: 'Please answer “A yesno question”' },
      { questionId: 'number', message: '“A number question” takes a number' },
    ]);
    expect(answerProblems(questions, { yesno: 'no', number: '3' })).toEqual([]);
    expect(toAnswers(questions, { yesno: 'no', number: '3' })).toEqual([
      { questionId: 'yesno', value: false },
      { questionId: 'number', value: 3 },
      { questionId: 'text', value: null },
    ]);
  });

  it("finds the question a server's message names, and none for a message about none", () => {
    const questions = [asked('yesno'), asked('number')];
    expect(questionNamedIn(questions, '“A number question” takes a number')?._id).toBe('number');
    expect(questionNamedIn(questions, 'This job is no longer accepting applications.')).toBeUndefined();
  });
});
