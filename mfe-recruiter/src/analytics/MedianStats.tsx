import { useId } from 'react';
import styled from 'styled-components';
import type { CompanyAnalytics } from '@portal/shared-state';
import { FUNNEL_LABELS } from './funnelSteps';
import { formatDays } from './formatDays';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const Stat = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  & > dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

type MedianStatsProps = Pick<CompanyAnalytics, 'medianDaysToFirstResponse' | 'medianDaysInStage'>;

/** How long candidates wait: to the team's first answer, and in each stage before the next step. */
export const MedianStats = ({ medianDaysToFirstResponse, medianDaysInStage }: MedianStatsProps) => {
  const id = useId();
  const stats: [label: string, days: number | null][] = [
    ['To the first response', medianDaysToFirstResponse],
    [`In ${FUNNEL_LABELS.pending}`, medianDaysInStage.pending],
    [`In ${FUNNEL_LABELS.shortlisted}`, medianDaysInStage.shortlisted],
    [`In ${FUNNEL_LABELS.interview}`, medianDaysInStage.interview],
  ];
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>Median waits</Heading>
      <Note>Medians over the range; &ldquo;No data&rdquo; where no application took that step.</Note>
      <Stats>
        {stats.map(([label, days]) => (
          <Stat key={label}>
            <dt>{label}</dt>
            <dd>{formatDays(days)}</dd>
          </Stat>
        ))}
      </Stats>
    </section>
  );
};
