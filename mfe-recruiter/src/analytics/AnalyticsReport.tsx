import { useId } from 'react';
import styled from 'styled-components';
import type { CompanyAnalytics } from '@portal/shared-state';
import { EmptyState } from '@portal/shared-ui';
import type { AnalyticsRange } from './useAnalyticsAddress';
import { ApplicationsPerDayChart } from './ApplicationsPerDayChart';
import { CsvDownloadLink } from './CsvDownloadLink';
import { FunnelChart } from './FunnelChart';
import { JobsTable } from './JobsTable';
import { MedianStats } from './MedianStats';
import { totalOf } from './perDaySummary';

const Charts = styled.div`
  display: grid;
  /* Side by side where both fit, one under the other on a phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const JobsHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

type AnalyticsReportProps = { analytics: CompanyAnalytics; companyName: string; companyId: string; range: AnalyticsRange };

/** A company's figures over a range: the charts, the median waits and the table per job with its CSV. */
export const AnalyticsReport = ({ analytics, companyName, companyId, range }: AnalyticsReportProps) => {
  const jobsHeadingId = useId();
  if (totalOf(analytics.applicationsPerDay) === 0)
    return (
      <EmptyState
        title="No applications in this range"
        message={`No one applied to ${companyName}'s jobs from ${range.from} to ${range.to}. Choose a longer range or another company.`}
      />
    );
  return (
    <Column>
      <Charts>
        <ApplicationsPerDayChart days={analytics.applicationsPerDay} />
        <FunnelChart funnel={analytics.funnel} />
      </Charts>
      <MedianStats medianDaysToFirstResponse={analytics.medianDaysToFirstResponse} medianDaysInStage={analytics.medianDaysInStage} />
      <section aria-labelledby={jobsHeadingId}>
        <JobsHeading>
          <h2 id={jobsHeadingId}>By job</h2>
          <CsvDownloadLink companyId={companyId} range={range} />
        </JobsHeading>
        <JobsTable jobs={analytics.byJob} />
      </section>
    </Column>
  );
};
