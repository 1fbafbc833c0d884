import { jobPageTitle, useJobQuery } from '@portal/shared-state';
import { QueryState, useParams, usePageTitle } from '@portal/shared-ui';
import { NotListed } from '../layout/NotListed';
import { Page } from '../layout/Page';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { JobDetails } from './JobDetails';
import { JobDetailsSkeleton } from './JobDetailsSkeleton';
import { SimilarJobs } from './SimilarJobs';

export { loadJobDescriptionData as loadData } from './loadJobDescriptionData';

const JobContent = ({ id }: { id: string }) => {
  const query = useJobQuery(id);
  usePageTitle(query.currentData && jobPageTitle(query.currentData.job));
  // currentData: the job seen before this one is never shown as this one.
  return (
    <QueryState query={{ ...query, data: query.currentData }} loading={<JobDetailsSkeleton />} failedTitle="Couldn't load the job" notFound={<NotListed what="Job" />}>
      {({ job, responsiveness }) => (
        <>
          <JobDetails job={job} responsiveness={responsiveness} />
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
