import { useUpdateJobMutation } from '@portal/shared-state';
import { QueryState, useParams } from '@portal/shared-ui';
import { JobForm, jobFormValuesOf } from '../job-form';
import { JobStatusBar } from '../job-status';
import { AdminPage, JobNotFound, LoadingRows } from '../page';
import { useJobToEdit } from './useJobToEdit';

/** /admin/jobs/:id/edit: the job posting form, prefilled with one of the recruiter's jobs. */
export default function JobEditScreen() {
  const { id = '' } = useParams();
  const [updateJob] = useUpdateJobMutation();
  return (
    <AdminPage title="Edit Job" back="/admin/jobs" narrow>
      <QueryState query={useJobToEdit(id)} loading={<LoadingRows what="the job" rows={6} />} failedTitle="Could not load the job">
        {({ job, companies }) =>
          job ? (
            <>
              <JobStatusBar job={job} />
              <JobForm
                key={job._id}
                label="Edit Job"
                initial={jobFormValuesOf(job)}
                savedQuestions={job.questions}
                companies={companies}
                submitLabel="Update Job"
                send={(body) => updateJob({ id: job._id, changes: body }).unwrap()}
              />
            </>
          ) : (
            <JobNotFound />
          )
        }
      </QueryState>
    </AdminPage>
  );
}
