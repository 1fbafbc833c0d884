import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import type { Job } from '@portal/shared-state';
import { Button, Dialog, DialogActions, FieldError } from '@portal/shared-ui';
import { QuestionField } from './QuestionField';
import { answerProblems, questionNamedIn, toAnswers, type AnswerProblem, type Answers, type TypedAnswers } from './screeningAnswers';

type ScreeningDialogProps = {
  job: Job;
  sending: boolean;
  /**
   * Sends the application. Resolves to why the server refused it when the student can put that
   * right here (a wrong answer, a failure worth retrying), or null when the dialog is done with.
   */
  onApply: (answers: Answers) => Promise<string | null>;
  onCancel: () => void;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

// Focused when the server refuses for a reason no question owns, so a screen reader reads it.
const Refusal = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The control of a question: its name in the form. */
const fieldName = (questionId: string) => `answer-${questionId}`;

/**
 * The job's screening questions, asked when the student applies. Answers are checked as the
 * API checks them before anything is sent: each message shows at its question and the first
 * wrong one takes the focus. A refusal from the server shows here too, at the question it names
 * when it names one, and everything typed stays. Cancel, Escape or × closes it unsent.
 */
export const ScreeningDialog = ({ job, sending, onApply, onCancel }: ScreeningDialogProps) => {
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<TypedAnswers>({});
  const [problems, setProblems] = useState<AnswerProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusedQuestion = refusal === null ? undefined : questionNamedIn(job.questions, refusal);

  const errorAt = (questionId: string) =>
    problems.find((problem) => problem.questionId === questionId)?.message ?? (refusedQuestion?._id === questionId ? refusal : null);

  const focusQuestion = (questionId: string) => {
    const named = formRef.current?.elements.namedItem(fieldName(questionId));
    // A radio group takes the focus at its chosen radio, else its first, as Tab would.
    const field = named instanceof RadioNodeList ? (Array.from(named).find((radio) => radio instanceof HTMLInputElement && radio.checked) ?? named[0]) : named;
    if (field instanceof HTMLElement) field.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = answerProblems(job.questions, typed);
    // Rendered before the focus moves, so the field is read out with its message.
    flushSync(() => {
      setProblems(found);
      setRefusal(null);
    });
    if (found[0]) {
      focusQuestion(found[0].questionId);
      return;
    }
    const refused = await onApply(toAnswers(job.questions, typed));
    if (refused === null) return;
    flushSync(() => setRefusal(refused));
    const question = questionNamedIn(job.questions, refused);
    if (question) focusQuestion(question._id);
    else refusalRef.current?.focus();
  };

  return (
    // Not closed mid-send: the answer decides whether the student has applied.
    <Dialog open onClose={sending ? () => undefined : onCancel} title={`Apply to ${job.title}`}>
      <Form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Intro>{job.company.name} asks everyone who applies:</Intro>
        {job.questions.map((question) => (
          <QuestionField
            key={question._id}
            question={question}
            name={fieldName(question._id)}
            typed={typed[question._id] ?? ''}
            onChange={(value) => setTyped((before) => ({ ...before, [question._id]: value }))}
            error={errorAt(question._id)}
          />
        ))}
        {refusal !== null && !refusedQuestion && (
          <Refusal ref={refusalRef} tabIndex={-1}>
            <FieldError>{refusal}</FieldError>
          </Refusal>
        )}
        <DialogActions>
          <Button variant="outline" disabled={sending} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" busy={sending}>
            Submit application
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
