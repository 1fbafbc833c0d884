import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from '../../styles/control';
import { Label } from '../Label';

export type InputProps = ComponentPropsWithRef<'input'> & { label: string };

const StyledInput = styled.input`
  ${controlStyles}

  &[type='file'] {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export const Input = ({ label, id, ...rest }: InputProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <StyledInput id={inputId} {...rest} />
    </Field>
  );
};
