import styled from 'styled-components';

/** Why a value or a form was refused: by a field, or the server's last word by the submit button. */
export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accentText};
`;
