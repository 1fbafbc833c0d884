import styled, { type DefaultTheme } from 'styled-components';
import { badgeShape } from '../Badge/Badge';

export type StatusBadgeProps = { status: string };

// The server's casing is not specified, so 'Rejected' and 'rejected' are the same status.
const background = (theme: DefaultTheme, status: string): string => {
  const normalised = status.toLowerCase();
  if (normalised === 'pending') return theme.colors.status.pending;
  if (normalised === 'rejected') return theme.colors.status.rejected;
  // Taken back by the student: neither good nor bad news.
  if (normalised === 'withdrawn') return theme.colors.status.withdrawn;
  // Shortlisted, interview, accepted: the application moves forward.
  return theme.colors.status.accepted;
};

// One word of the portal's own: never broken, however narrow its table column.
const StyledStatus = styled.span<{ $status: string }>`
  ${badgeShape}
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.status.onStatus};
  background: ${({ theme, $status }) => background(theme, $status)};
`;

export const StatusBadge = ({ status }: StatusBadgeProps) => (
  <StyledStatus $status={status}>{status.toUpperCase()}</StyledStatus>
);
