import { useAppliedJobsQuery } from '@portal/shared-state';
import { EmptyState, QueryState } from '@portal/shared-ui';
import { Interviews } from '../interviews';
import { AppliedJobsSkeleton, AppliedJobsTable } from './AppliedJobsTable';

/** The 'Applied Jobs' tab: the interviews to answer, then the student's applications, loaded on every visit (statuses change when recruiters answer). */
export const AppliedJobs = () => {
  const query = useAppliedJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={query} loading={<AppliedJobsSkeleton />} failedTitle="Couldn't load your applied jobs">
      {({ application }) =>
        application.length === 0 ? (
          <EmptyState title="You haven't applied any job yet." />
        ) : (
          <>
            <Interviews applications={application} />
            <AppliedJobsTable applications={application} />
          </>
        )
      }
    </QueryState>
  );
};
