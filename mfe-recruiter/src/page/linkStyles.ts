import { css } from 'styled-components';

/** An inline link in the brand colour, as the auth screens' links. */
export const linkStyles = css`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand};
`;
