import styled from 'styled-components';

/** The brand-coloured words of a heading. */
export const Highlight = styled.span`
  color: ${({ theme }) => theme.colors.brand};
`;
