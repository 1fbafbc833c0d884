import { fetchCompanies, postJob } from '@portal/shared-state';
import { EMPTY_JOB_FORM, JobForm } from '../job-form';
import { Loaded, useLoad } from '../loading';
import { AdminPage } from '../page';

/** /admin/jobs/create: posts a job for one of the recruiter's companies. */
export default function JobCreateScreen() {
  // Loaded afresh: the persisted list may predate a company registered in another tab.
  const load = useLoad(fetchCompanies, 'companies');

  return (
    <AdminPage title="Post a New Job" back="/admin/jobs" narrow>
      <Loaded load={load} what="your companies" placeholderRows={6}>
        {({ companies }) => (
          <JobForm label="Post a New Job" initial={EMPTY_JOB_FORM} companies={companies} submitLabel="Post New Job" send={postJob} />
        )}
      </Loaded>
    </AdminPage>
  );
}
