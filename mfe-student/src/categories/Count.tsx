import styled from 'styled-components';
import { formatCount } from '../job-list/jobCount';

const Figure = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The count after a choice's name, as seen; heard through the control's name (countedName).
 * Nothing while unknown. The leading space keeps the seen text "Pune 12" a part of the heard
 * name "Pune, 12 jobs" (WCAG 2.5.3, label in name); it collapses on screen.
 */
export const Count = ({ count }: { count: number | undefined }) =>
  count === undefined ? null : <Figure aria-hidden="true">{` ${formatCount(count)}`}</Figure>;
