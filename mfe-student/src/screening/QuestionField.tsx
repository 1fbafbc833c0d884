import { useId } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, type ScreeningQuestion } from '@portal/shared-state';
import { CheckedInput, FieldError, Select } from '@portal/shared-ui';
import { ChoiceGroup } from './ChoiceGroup';
import { YES_NO } from './screeningAnswers';

type QuestionFieldProps = {
  question: ScreeningQuestion;
  /** The form control's name: the dialog finds the control by it to focus a wrong answer. */
  name: string;
  typed: string;
  onChange: (typed: string) => void;
  error: string | null;
};

// More radios than this push the later questions far down a phone's screen: a list takes one line.
const RADIOS_AT_MOST = 5;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The question as its control is labelled: required ones say so in words, not by a sign alone. */
const labelOf = (question: ScreeningQuestion) => (question.required ? `${question.text} (required)` : question.text);

/** One screening question, its control chosen by its kind, with what is wrong with its answer tied to it. */
export const QuestionField = ({ question, name, typed, onChange, error }: QuestionFieldProps) => {
  const errorId = `${useId()}-error`;
  const label = labelOf(question);

  if (question.kind === 'text' || question.kind === 'number') {
    return (
      <CheckedInput
        label={label}
        name={name}
        value={typed}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        {...(question.kind === 'number'
          ? { type: 'number', inputMode: 'decimal', step: 'any' }
          : { type: 'text', maxLength: INPUT_LIMITS.screening.answer })}
      />
    );
  }

  const options = question.kind === 'yesno' ? YES_NO : question.options.map((option) => ({ value: option, label: option }));
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <Column>
      {options.length > RADIOS_AT_MOST ? (
        <Select label={label} name={name} options={options} placeholder="Choose one" value={typed} onChange={(event) => onChange(event.target.value)} {...invalid} />
      ) : (
        <ChoiceGroup legend={label} name={name} options={options} value={typed} onChange={onChange} errorId={error ? errorId : undefined} />
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Column>
  );
};
