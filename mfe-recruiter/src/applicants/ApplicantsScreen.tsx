import { fetchApplicants, useAppSelector } from '@portal/shared-state';
import { EmptyState, useParams } from '@portal/shared-ui';
import { JobNotFound, Loaded, useLoad } from '../loading';
import { AdminPage } from '../page';
import { ApplicantsTable } from './ApplicantsTable';

/** /admin/jobs/:id/applicants: who applied to one of the recruiter's jobs; accept or reject them. */
export default function ApplicantsScreen() {
  const { id = '' } = useParams();
  const load = useLoad(() => fetchApplicants(id), id);
  // The store's copy once loaded: a status change updates its row there.
  const job = useAppSelector((state) => (load.status === 'ready' ? state.application.applicants : null));

  return (
    <AdminPage
      title={job ? `Applicants (${job.applications.length})` : 'Applicants'}
      back="/admin/jobs"
      subtitle={job && `${job.title} at ${job.company.name}`}
    >
      <Loaded
        load={load}
        what="the applicants"
        notFound={<JobNotFound />}
      >
        {() =>
          job &&
          (job.applications.length === 0 ? (
            <EmptyState title="No applicants yet" message="Students who apply to this job will be listed here." />
          ) : (
            <ApplicantsTable applications={job.applications} />
          ))
        }
      </Loaded>
    </AdminPage>
  );
}
