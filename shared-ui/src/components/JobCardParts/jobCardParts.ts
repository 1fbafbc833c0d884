import styled, { css } from 'styled-components';

/** The parts every job card shares, so the home and browse cards look like one family. */
export const cardSurface = css`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CompanyName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

export const SmallMuted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

// Clamped so one long posting does not stretch every card in its row.
export const CardDescription = styled.p`
  display: -webkit-box;
  align-self: start;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;
