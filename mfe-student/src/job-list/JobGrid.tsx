import styled, { keyframes } from 'styled-components';

const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(12px);
  }
`;

/** Job cards three to a row on wide screens (spec section 9), fewer on narrow ones. */
export const JobGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A grid cell whose card animates in, unless the user asked for less motion. */
export const JobGridItem = styled.li`
  display: flex;
  flex-direction: column;

  & > * {
    flex: 1;
  }

  @media (prefers-reduced-motion: no-preference) {
    animation: ${enter} 300ms ease-out both;
  }
`;
