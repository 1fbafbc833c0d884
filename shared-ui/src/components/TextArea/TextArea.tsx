import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from '../../styles/control';
import { Label } from '../Label';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & { label: string };

const StyledTextArea = styled.textarea`
  ${controlStyles}
  padding: ${({ theme }) => theme.space.sm} 12px;
  resize: vertical;
`;

/** A labelled multi-line text field, for messages and notes. */
export const TextArea = ({ label, id, rows = 4, ...rest }: TextAreaProps) => {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={textAreaId}>{label}</Label>
      <StyledTextArea id={textAreaId} rows={rows} {...rest} />
    </Field>
  );
};
