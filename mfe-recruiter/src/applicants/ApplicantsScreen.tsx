import styled from 'styled-components';
import { useApplicantsQuery, WAITING_DAYS, type JobWithApplicants } from '@portal/shared-state';
import { EmptyState, QueryState, useParams } from '@portal/shared-ui';
import { AdminPage, JobNotFound, LoadingRows } from '../page';
import { stageLabel } from '../stages';
import { TeamRoleProvider } from '../team-role';
import { ApplicantsTable } from './ApplicantsTable';
import { passesScreeningFilter, useScreeningFilter, type ScreeningFilter } from './screening';
import { ScreeningFilterSelect } from './ScreeningFilterSelect';
import { StageFilterSelect } from './StageFilterSelect';
import { useStageFilter, type StageFilter } from './useStageFilter';
import { passesWaitingFilter, useWaitingFilter, type WaitingFilter } from './waiting';
import { WaitingFilterSelect } from './WaitingFilterSelect';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1 1 200px;
    max-width: 360px;
  }
`;

// Answers outlive the questions: a job whose questions were removed still shows who was screened out.
const isScreened = ({ questions, applications }: JobWithApplicants) => questions.length > 0 || applications.some(({ answers }) => answers.length > 0);

const SCREENING_EMPTY: Record<ScreeningFilter, string> = { all: 'No applicants', passed: 'No applicants passed screening', 'screened-out': 'No applicants were screened out' };

const noneShownTitle = (stage: StageFilter, screening: ScreeningFilter, waiting: WaitingFilter) => {
  const none = waiting === 'all' ? SCREENING_EMPTY[screening] : `No applicants waiting over ${WAITING_DAYS} days`;
  return stage === 'all' ? none : `${none} at ${stageLabel(stage)}`;
};

/** /admin/jobs/:id/applicants: who applied to one of the recruiter's jobs, by stage; move them on, read and add notes. */
export default function ApplicantsScreen() {
  const { id = '' } = useParams();
  const query = useApplicantsQuery(id);
  const [stage, setStage] = useStageFilter();
  const [screening, setScreening] = useScreeningFilter();
  const [waiting, setWaiting] = useWaitingFilter();
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
        {({ job: found, role }) => {
          const { applications } = found;
          if (applications.length === 0) return <EmptyState title="No applicants yet" message="Students who apply to this job will be listed here." />;
          const screened = isScreened(found);
          // A filter hidden with its questions gone would still narrow the list: it counts only while shown.
          const screeningShown = screened ? screening : 'all';
          const now = new Date();
          const shown = applications.filter(
            (application) =>
              (stage === 'all' || application.status === stage) &&
              passesScreeningFilter(screeningShown, application) &&
              passesWaitingFilter(waiting, application, now),
          );
          return (
            <TeamRoleProvider role={role}>
              <Filters>
                <StageFilterSelect applications={applications} value={stage} onChange={setStage} />
                {screened && <ScreeningFilterSelect applications={applications} value={screening} onChange={setScreening} />}
                <WaitingFilterSelect applications={applications} now={now} value={waiting} onChange={setWaiting} />
              </Filters>
              {shown.length === 0 ? <EmptyState title={noneShownTitle(stage, screeningShown, waiting)} /> : <ApplicantsTable applications={shown} />}
            </TeamRoleProvider>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
