import styled from 'styled-components';
import type { Job } from '@portal/shared-state';
import { Button, Dialog, DialogActions } from '@portal/shared-ui';

type WithdrawConfirmDialogProps = {
  job: Job;
  open: boolean;
  withdrawing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;


/**
 * Asks before withdrawing, as the recruiter sees it at once. 'Keep my application' comes first
 * so the dialog's opening focus lands on the choice that changes nothing.
 */
export const WithdrawConfirmDialog = ({ job, open, withdrawing, onConfirm, onCancel }: WithdrawConfirmDialogProps) => (
  // Once sent, a withdrawal cannot be called back: nothing closes this until the server answers.
  <Dialog open={open} onClose={withdrawing ? () => undefined : onCancel} title={`Withdraw your application to ${job.title}?`}>
    <Explanation>
      The recruiter will see it as withdrawn.{' '}
      {job.status === 'open' ? 'You can apply again while the job is open.' : "The job is closed, so you can't apply to it again."}
    </Explanation>
    <DialogActions>
      <Button variant="outline" disabled={withdrawing} onClick={onCancel}>
        Keep my application
      </Button>
      <Button busy={withdrawing} onClick={onConfirm}>
        Withdraw
      </Button>
    </DialogActions>
  </Dialog>
);
