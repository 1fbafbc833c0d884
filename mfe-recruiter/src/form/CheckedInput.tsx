import { useId } from 'react';
import styled from 'styled-components';
import { Input, type InputProps } from '@portal/shared-ui';
import { ErrorText } from './ErrorText';

type CheckedInputProps = InputProps & {
  /** Why the value was refused; the field is marked invalid and describes itself with it. */
  error?: string | null;
  /** How to fill the field in, under it. */
  hint?: string;
};

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A labelled input with an optional hint and the message of its last failed check. */
export const CheckedInput = ({ error, hint, ...input }: CheckedInputProps) => {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <Column>
      <Input {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Column>
  );
};
