import { useApplicantsQuery } from '@portal/shared-state';
import { EmptyState, QueryState, useParams } from '@portal/shared-ui';
import { AdminPage, JobNotFound, LoadingRows } from '../page';
import { ApplicantsTable } from './ApplicantsTable';

/** /admin/jobs/:id/applicants: who applied to one of the recruiter's jobs; accept or reject them. */
export default function ApplicantsScreen() {
  const { id = '' } = useParams();
  const query = useApplicantsQuery(id);
  // currentData: another job's applicants are never shown under this one's address.
  const job = query.currentData?.job;
  return (
    <AdminPage title={job ? `Applicants (${job.applications.length})` : 'Applicants'} back="/admin/jobs" subtitle={job && `${job.title} at ${job.company.name}`}>
      <QueryState
        query={{ ...query, data: query.currentData }}
        loading={<LoadingRows what="the applicants" />}
        failedTitle="Could not load the applicants"
        notFound={<JobNotFound />}
      >
        {({ job: { applications } }) =>
          applications.length === 0 ? (
            <EmptyState title="No applicants yet" message="Students who apply to this job will be listed here." />
          ) : (
            <ApplicantsTable applications={applications} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}
