import { useApplicantsQuery } from '@portal/shared-state';
import { EmptyState, QueryState, useParams } from '@portal/shared-ui';
import { AdminPage, JobNotFound, LoadingRows } from '../page';
import { stageLabel } from '../stages';
import { ApplicantsTable } from './ApplicantsTable';
import { StageFilterSelect } from './StageFilterSelect';
import { useStageFilter } from './useStageFilter';

/** /admin/jobs/:id/applicants: who applied to one of the recruiter's jobs, by stage; move them on, read and add notes. */
export default function ApplicantsScreen() {
  const { id = '' } = useParams();
  const query = useApplicantsQuery(id);
  const [stage, setStage] = useStageFilter();
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
        {({ job: { applications } }) => {
          if (applications.length === 0) return <EmptyState title="No applicants yet" message="Students who apply to this job will be listed here." />;
          const shown = stage === 'all' ? applications : applications.filter(({ status }) => status === stage);
          return (
            <>
              <StageFilterSelect applications={applications} value={stage} onChange={setStage} />
              {stage !== 'all' && shown.length === 0 ? <EmptyState title={`No applicants at ${stageLabel(stage)}`} /> : <ApplicantsTable applications={shown} />}
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
