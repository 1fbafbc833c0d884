import styled from 'styled-components';
import type { Job } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import { jobStatusLabel } from './jobStatusLabel';
import { useJobClosing } from './useJobClosing';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Status = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

/** A job's status on its edit screen, with closing or reopening it there. */
export const JobStatusBar = ({ job }: { job: Job }) => {
  const toggleClosed = useJobClosing();
  return (
    <Bar>
      <Status role="status">Status: {jobStatusLabel(job)}</Status>
      <Button variant="outline" onClick={() => void toggleClosed(job)}>
        {job.status === 'open' ? 'Close this job' : 'Reopen this job'}
      </Button>
    </Bar>
  );
};
