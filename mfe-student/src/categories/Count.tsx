import styled from 'styled-components';
import { formatCount } from '../job-list/jobCount';

// The count arrives after the name: its room is kept from the first paint, so nothing moves
// when it does (up to four figures).
const Figure = styled.span`
  margin-left: auto;
  min-width: 4ch;
  text-align: end;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The count after a choice's name, as seen; heard through the control's name (countedName).
 * Empty while unknown. The leading space keeps the seen text "Pune 12" a part of the heard
 * name "Pune, 12 jobs" (WCAG 2.5.3, label in name); it collapses on screen.
 */
export const Count = ({ count }: { count: number | undefined }) => (
  <Figure aria-hidden="true">{count === undefined ? '' : ` ${formatCount(count)}`}</Figure>
);
