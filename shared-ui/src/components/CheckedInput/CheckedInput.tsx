import { useId } from 'react';
import styled from 'styled-components';
import { Input, type InputProps } from '../Input';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';

export type CheckedInputProps = InputProps & {
  /** Why the value was refused: the field is marked invalid and described by it. */
  error?: string | null;
  /** How to fill the field in, under it. */
  hint?: string;
};

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A labelled input with an optional hint and the message of its last failed check, both tied to it. */
export const CheckedInput = ({ error, hint, ...input }: CheckedInputProps) => {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <Column>
      <Input {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Column>
  );
};
