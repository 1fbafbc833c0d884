import styled from 'styled-components';
import type { Applicant } from '@portal/shared-state';
import { Button, Dialog, DialogActions } from '@portal/shared-ui';

const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

type CancelInterviewDialogProps = { application: Applicant | null; cancelling: boolean; onConfirm: (application: Applicant) => void; onClose: () => void };

/**
 * Asks before calling an interview off. "Keep the interview" comes first, so the dialog's
 * opening focus lands on the choice that changes nothing.
 */
export const CancelInterviewDialog = ({ application, cancelling, onConfirm, onClose }: CancelInterviewDialogProps) => (
  // Once sent, a cancellation cannot be called back: nothing closes this until the server answers.
  <Dialog open={application !== null} onClose={cancelling ? () => undefined : onClose} title={application ? `Cancel the interview with ${application.applicant.fullname}?` : ''}>
    <Explanation>The student and your team get the cancellation by email, and it leaves their calendars.</Explanation>
    <DialogActions>
      <Button variant="outline" disabled={cancelling} onClick={onClose}>
        Keep the interview
      </Button>
      <Button busy={cancelling} onClick={() => application && onConfirm(application)}>
        Cancel interview
      </Button>
    </DialogActions>
  </Dialog>
);
