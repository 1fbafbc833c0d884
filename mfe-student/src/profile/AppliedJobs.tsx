import styled from 'styled-components';
import { fetchAppliedJobs, useAppDispatch, useAppSelector } from '@portal/shared-state';
import { EmptyState } from '@portal/shared-ui';
import { LoadError } from '../load/LoadError';
import { useLoadOnVisit } from '../load/useLoadOnVisit';
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
  const dispatch = useAppDispatch();
  // Loaded on every visit: statuses change when recruiters answer.
  const load = useLoadOnVisit(() => dispatch(fetchAppliedJobs()), 'applied-jobs');
  const applications = useAppSelector((state) => state.job.allAppliedJobs);

  if (load.status === 'loading') return <AppliedJobsSkeleton />;
  if (load.status === 'failed') return <LoadError title="Couldn't load your applied jobs" error={load.error} onRetry={load.retry} />;
  if (applications.length === 0) return <EmptyState title="You haven't applied any job yet." />;
  return <AppliedJobsTable applications={applications} />;
};

export const AppliedJobs = () => (
  <Section aria-labelledby="applied-jobs-heading">
    <Heading id="applied-jobs-heading">Applied Jobs</Heading>
    <AppliedJobList />
  </Section>
);
