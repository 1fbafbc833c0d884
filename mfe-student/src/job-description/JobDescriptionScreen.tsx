import { jobPageTitle, missingTitle, useJobQuery } from '@portal/shared-state';
import { ButtonLink, EmptyState, QueryState, useParams, usePageTitle } from '@portal/shared-ui';
import { Page } from '../layout/Page';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { JobDetails } from './JobDetails';
import { JobDetailsSkeleton } from './JobDetailsSkeleton';
import { SimilarJobs } from './SimilarJobs';

export { loadJobDescriptionData as loadData } from './loadJobDescriptionData';

const JobNotFound = () => {
  usePageTitle(missingTitle('Job'));
  return (
    <EmptyState
      title="Job not found"
      message="This job does not exist, or it is no longer listed."
      action={<ButtonLink to="/jobs">See all jobs</ButtonLink>}
    />
  );
};

const JobContent = ({ id }: { id: string }) => {
  const query = useJobQuery(id);
  usePageTitle(query.currentData && jobPageTitle(query.currentData.job));
  // currentData: the job seen before this one is never shown as this one.
  return (
    <QueryState query={{ ...query, data: query.currentData }} loading={<JobDetailsSkeleton />} failedTitle="Couldn't load the job" notFound={<JobNotFound />}>
      {({ job }) => (
        <>
          <JobDetails job={job} />
          {/* Asked for once the job is shown: below it, it never pushes the job down, and a job not found costs no second call. */}
          <SimilarJobs jobId={job._id} />
        </>
      )}
    </QueryState>
  );
};

/** /description/{id}: one job, its apply and save buttons, and the jobs like it. */
export default function JobDescriptionScreen() {
  const { id = '' } = useParams();
  useSaveRememberedJobs();
  return (
    <Page>
      <JobContent id={id} />
    </Page>
  );
}
