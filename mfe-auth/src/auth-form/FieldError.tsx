import styled from 'styled-components';

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A field's validation message, announced when it appears. */
export const FieldError = ({ id, children }: { id?: string; children: string }) => (
  <Message id={id} role="alert">
    {children}
  </Message>
);
