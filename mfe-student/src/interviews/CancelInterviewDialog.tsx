import styled from 'styled-components';
import { Button, Dialog, DialogActions } from '@portal/shared-ui';

const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

type CancelInterviewDialogProps = { what: string; open: boolean; cancelling: boolean; onConfirm: () => void; onClose: () => void };

/**
 * Asks before calling the interview off. "Keep the interview" comes first, so the dialog's
 * opening focus lands on the choice that changes nothing.
 */
export const CancelInterviewDialog = ({ what, open, cancelling, onConfirm, onClose }: CancelInterviewDialogProps) => (
  // Once sent, a cancellation cannot be called back: nothing closes this until the server answers.
  <Dialog open={open} onClose={cancelling ? () => undefined : onClose} title={`Cancel your interview for ${what}?`}>
    <Explanation>The recruiters get the cancellation by email, and the interview leaves everyone's calendar. Your application stays.</Explanation>
    <DialogActions>
      <Button variant="outline" disabled={cancelling} onClick={onClose}>
        Keep the interview
      </Button>
      <Button busy={cancelling} onClick={onConfirm}>
        Cancel interview
      </Button>
    </DialogActions>
  </Dialog>
);
