import styled from 'styled-components';
import { useAppliedJobsQuery } from '@portal/shared-state';
import { EmptyState, QueryState } from '@portal/shared-ui';
import { AppliedJobsSkeleton, AppliedJobsTable } from './AppliedJobsTable';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const AppliedJobList = () => {
  // Loaded on every visit: statuses change when recruiters answer.
  const query = useAppliedJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={query} loading={<AppliedJobsSkeleton />} failedTitle="Couldn't load your applied jobs">
      {({ application }) =>
        application.length === 0 ? <EmptyState title="You haven't applied any job yet." /> : <AppliedJobsTable applications={application} />
      }
    </QueryState>
  );
};

export const AppliedJobs = () => (
  <Section aria-labelledby="applied-jobs-heading">
    <Heading id="applied-jobs-heading">Applied Jobs</Heading>
    <AppliedJobList />
  </Section>
);
