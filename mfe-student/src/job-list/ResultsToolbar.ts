import styled from 'styled-components';

/** Above a list of results: the count on the left, the order (and any actions) on the right, wrapping under it on a phone. */
export const ResultsToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
