import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  to {
    opacity: 1;
  }
`;

// Shown only if loading takes more than a moment, so fast loads do not flash it.
const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  opacity: 0;
  animation: ${appear} 0s 400ms forwards;

  /* Without JavaScript nothing loads: the page's notice says what needs it, and the header leads on. */
  @media (scripting: none) {
    display: none;
  }
`;

export const ScreenLoading = () => <Status role="status">Loading…</Status>;
