import styled from 'styled-components';
import { pagePaths, type ApplicationStatus, type StudentApplication } from '@portal/shared-state';
import { Dialog, Link, Timeline } from '@portal/shared-ui';
import { WithdrawApplication } from './WithdrawApplication';

type ApplicationDetailsProps = { application: StudentApplication; onClose: () => void };

// Accepted and rejected are decided, and withdrawn is final: only an open question is taken back.
const WITHDRAWABLE: ReadonlySet<ApplicationStatus> = new Set(['pending', 'shortlisted', 'interview']);

const JobLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.blue};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * One application: its stages with the recruiter's messages, a link to the job, and Withdraw
 * while the application is undecided. The link comes first: the dialog focuses it on opening,
 * and a screen reader then reads on through the history.
 */
export const ApplicationDetails = ({ application, onClose }: ApplicationDetailsProps) => {
  const { job } = application;
  return (
    <Dialog open onClose={onClose} title={`${job.title} at ${job.company.name}`}>
      <JobLink to={pagePaths.job(job._id)}>See the job posting</JobLink>
      <Timeline steps={application.history} label="Your application's history" />
      {WITHDRAWABLE.has(application.status) && (
        <Actions>
          {/* Withdrawn, it closes: the focus goes back to the row, which then reads WITHDRAWN. */}
          <WithdrawApplication application={application} onWithdrawn={onClose} />
        </Actions>
      )}
    </Dialog>
  );
};
