import { updateJob } from '@portal/shared-state';
import { useParams } from '@portal/shared-ui';
import { JobForm, jobFormValuesOf } from '../job-form';
import { JobNotFound, Loaded, useLoad } from '../loading';
import { AdminPage } from '../page';
import { loadJobToEdit } from './loadJobToEdit';

/** /admin/jobs/:id/edit: the job posting form, prefilled with one of the recruiter's jobs. */
export default function JobEditScreen() {
  const { id = '' } = useParams();
  const load = useLoad(() => loadJobToEdit(id), id);

  return (
    <AdminPage title="Edit Job" back="/admin/jobs" narrow>
      <Loaded load={load} what="the job" placeholderRows={6}>
        {({ job, companies }) =>
          job ? (
            <JobForm
              key={job._id}
              label="Edit Job"
              initial={jobFormValuesOf(job)}
              companies={companies}
              submitLabel="Update Job"
              send={(body) => updateJob(job._id, body)}
            />
          ) : (
            <JobNotFound />
          )
        }
      </Loaded>
    </AdminPage>
  );
}
