import styled from 'styled-components';
import { EmptyState, QueryState } from '@portal/shared-ui';
import { JobGridSkeleton } from '../job-list/JobGridSkeleton';
import { Page, PageTitle } from '../layout/Page';
import { HomeJobCards } from '../job-list/HomeJobCards';
import { JobsForYouPrompt } from './JobsForYouPrompt';
import { useJobsForYou } from './useJobsForYou';

/** The most GET /job/recommended answers. */
const ALL_JOBS_FOR_YOU = 50;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/** /jobs/for-you: every open job recommended to the student, best match first, each with why. */
export default function JobsForYouScreen() {
  const state = useJobsForYou(ALL_JOBS_FOR_YOU);
  // The shell lets only a logged-in student in; the user is gone for a moment after logout.
  if (state.kind === 'none') return null;
  return (
    <Page>
      <PageTitle>Jobs for you</PageTitle>
      {state.kind === 'prompt' ? (
        <JobsForYouPrompt />
      ) : (
        <>
          <Intro>Open jobs that match your skills and preferences, best match first. Jobs you applied to are left out.</Intro>
          <QueryState query={state.query} loading={<JobGridSkeleton count={6} cardHeight="220px" />} failedTitle="Couldn't load jobs for you">
            {({ jobs }) =>
              jobs.length === 0 ? (
                <EmptyState title="No jobs for you yet" message="None of the open jobs matches your skills or preferences. Try adding more to your profile." />
              ) : (
                <HomeJobCards jobs={jobs} matchOf={(job) => job.match} reasonsOf={(job) => job.reasons} />
              )
            }
          </QueryState>
        </>
      )}
    </Page>
  );
}
