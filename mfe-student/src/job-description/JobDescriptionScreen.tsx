import { fetchJob, useAppDispatch, useAppSelector } from '@portal/shared-state';
import { ButtonLink, EmptyState, useParams } from '@portal/shared-ui';
import { Page } from '../layout/Page';
import { httpStatus } from '../load/httpStatus';
import { LoadError } from '../load/LoadError';
import { useLoadOnVisit } from '../load/useLoadOnVisit';
import { JobDetails } from './JobDetails';
import { JobDetailsSkeleton } from './JobDetailsSkeleton';

const JobContent = ({ id }: { id: string }) => {
  const dispatch = useAppDispatch();
  const load = useLoadOnVisit(() => dispatch(fetchJob(id)), id);
  const job = useAppSelector((state) => state.job.singleJob);

  if (load.status === 'failed') {
    if (httpStatus(load.error) === 404) {
      return (
        <EmptyState
          title="Job not found"
          message="This job does not exist, or it is no longer listed."
          action={<ButtonLink to="/jobs">See all jobs</ButtonLink>}
        />
      );
    }
    return <LoadError title="Couldn't load the job" error={load.error} onRetry={load.retry} />;
  }
  // The store may still hold the job seen before this one.
  if (load.status === 'loading' || job?._id !== id) return <JobDetailsSkeleton />;
  return <JobDetails job={job} />;
};

/** /description/{id}: one job and its apply button. */
export default function JobDescriptionScreen() {
  const { id = '' } = useParams();
  return (
    <Page>
      <JobContent id={id} />
    </Page>
  );
}
