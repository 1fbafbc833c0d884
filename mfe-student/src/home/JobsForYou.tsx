import styled from 'styled-components';
import { EmptyState, Link, QueryState } from '@portal/shared-ui';
import { JobGridSkeleton } from '../job-list/JobGridSkeleton';
import { Page } from '../layout/Page';
import { JOBS_FOR_YOU_PATH } from '../recommended/jobsForYouPath';
import { HomeJobCards } from '../job-list/HomeJobCards';
import { JobsForYouPrompt } from '../recommended/JobsForYouPrompt';
import { useJobsForYou } from '../recommended/useJobsForYou';
import { Highlight } from './Highlight';

/** A row: as many as the grid shows in two rows on a wide screen. */
export const HOME_JOBS_FOR_YOU = 6;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  color: ${({ theme }) => theme.colors.heading};
`;

// Underlined, as the site's other links in text.
const AllLink = styled(Link)`
  color: ${({ theme }) => theme.colors.blue};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/**
 * "Jobs for you" on the home page, for a logged-in student: their recommended jobs with a link to
 * all of them, or a prompt to add skills and preferences. Nothing for visitors and recruiters, so
 * the page rendered on the server for every visitor is unchanged; the row appears once the page
 * is taken over in the student's browser.
 */
export const JobsForYou = () => {
  const state = useJobsForYou(HOME_JOBS_FOR_YOU);
  if (state.kind === 'none') return null;
  return (
    <Page as="section" aria-labelledby="jobs-for-you-heading">
      <Header>
        <Heading id="jobs-for-you-heading">
          <Highlight>Jobs</Highlight> for you
        </Heading>
        {state.kind === 'jobs' && <AllLink to={JOBS_FOR_YOU_PATH}>See all jobs for you</AllLink>}
      </Header>
      {state.kind === 'prompt' ? (
        <JobsForYouPrompt />
      ) : (
        <QueryState query={state.query} loading={<JobGridSkeleton count={3} cardHeight="220px" />} failedTitle="Couldn't load jobs for you">
          {({ jobs }) =>
            jobs.length === 0 ? (
              <EmptyState title="No jobs for you yet" message="None of the open jobs matches your skills or preferences. Try adding more to your profile." />
            ) : (
              <HomeJobCards jobs={jobs} matchOf={(job) => job.match} reasonsOf={(job) => job.reasons} />
            )
          }
        </QueryState>
      )}
    </Page>
  );
};
