import type { ReactNode } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A field's validation message, or why the form was refused, announced when it appears. */
export const FieldError = ({ id, children }: { id?: string; children: ReactNode }) => (
  <Message id={id} role="alert">
    {children}
  </Message>
);
