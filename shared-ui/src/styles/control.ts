import styled, { css } from 'styled-components';

/** Stacks a label above its control. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// The muted border keeps the control's outline at 3:1 or more against the page (WCAG 1.4.11).
export const controlStyles = css`
  min-height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.heading};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * The keyboard focus ring every control shows (the page-wide :focus-visible rule among them):
 * a component that must draw it elsewhere, e.g. on a wrapper, takes it from here.
 */
export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.colors.brand};
  outline-offset: 2px;
`;
