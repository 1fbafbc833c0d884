import { teamMay, useCompaniesQuery, usePostJobMutation } from '@portal/shared-state';
import { QueryState } from '@portal/shared-ui';
import { EMPTY_JOB_FORM, JobForm } from '../job-form';
import { AdminPage, LoadingRows } from '../page';

/** /admin/jobs/create: posts a job for one of the recruiter's companies. */
export default function JobCreateScreen() {
  // Asked again on every visit: a company may have been registered in another tab.
  const companies = useCompaniesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [postJob] = usePostJobMutation();
  return (
    <AdminPage title="Post a New Job" back="/admin/jobs" narrow>
      <QueryState query={companies} loading={<LoadingRows what="your companies" rows={6} />} failedTitle="Could not load your companies">
        {({ companies: list }) => (
          <JobForm
            label="Post a New Job"
            initial={EMPTY_JOB_FORM}
            // Only the companies whose team lets this recruiter post.
            companies={list.filter(({ role }) => teamMay(role, 'jobs.write'))}
            submitLabel="Post New Job"
            send={(body) => postJob(body).unwrap()}
          />
        )}
      </QueryState>
    </AdminPage>
  );
}
