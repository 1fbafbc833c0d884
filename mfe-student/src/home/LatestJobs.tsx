import styled from 'styled-components';
import { EmptyState, QueryState } from '@portal/shared-ui';
import { HomeJobCards } from '../job-list/HomeJobCards';
import { JobGridSkeleton } from '../job-list/JobGridSkeleton';
import { useJobSearch, type JobQuery } from '../job-list/useJobSearch';
import { Page } from '../layout/Page';
import { useSkillMatcher } from '../skills/useSkillMatcher';
import { Highlight } from './Highlight';

/** The newest six jobs, and nothing the section does not show (spec section 9). */
export const LATEST_JOBS: JobQuery = { limit: 6 };

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  color: ${({ theme }) => theme.colors.heading};
`;

const LatestJobList = () => {
  const { first } = useJobSearch(LATEST_JOBS);
  const matchOf = useSkillMatcher();
  return (
    <QueryState query={first} loading={<JobGridSkeleton count={6} cardHeight="220px" />} failedTitle="Couldn't load the latest jobs">
      {(jobs) =>
        jobs.length === 0 ? (
          <EmptyState title="No Job Available" />
        ) : (
          <HomeJobCards jobs={jobs} matchOf={(job) => matchOf(job.requirements)} />
        )
      }
    </QueryState>
  );
};

export const LatestJobs = () => (
  <Page as="section" aria-labelledby="latest-jobs-heading">
    <Heading id="latest-jobs-heading">
      <Highlight>Latest &amp; Top</Highlight> Job Openings
    </Heading>
    <LatestJobList />
  </Page>
);
