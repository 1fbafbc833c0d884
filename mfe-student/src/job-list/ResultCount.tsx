import styled from 'styled-components';
import type { JobCount } from '@portal/shared-state';
import { jobCountText } from './jobCount';

const Text = styled.p`
  /* Kept when empty, so the controls beside it do not move while a search loads. */
  min-height: 1.5em;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

type ResultCountProps = {
  /** Undefined while the search loads or when it failed: nothing is said. */
  count: JobCount | undefined;
  /** What the count is of, after it: ' matching “react”'. */
  suffix?: string;
};

/**
 * "24 jobs", or "About 12,000 jobs" when the API estimates. A polite live region: a screen
 * reader hears the new count when a filter or an order is chosen, without losing its place.
 */
export const ResultCount = ({ count, suffix = '' }: ResultCountProps) => (
  <Text role="status">{count && `${jobCountText(count.total, count.totalIsEstimate)}${suffix}`}</Text>
);
