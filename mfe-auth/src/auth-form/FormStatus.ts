import styled from 'styled-components';

/**
 * Where a form says what it did ('We sent a link…'): a status region, always in the page so
 * screen readers announce the text put in it. Empty, it takes back the gap of the form's column.
 */
export const FormStatus = styled.p.attrs({ role: 'status' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:empty {
    margin-bottom: -${({ theme }) => theme.space.md};
  }
`;
