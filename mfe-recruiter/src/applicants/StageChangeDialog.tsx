import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, type Applicant, type RecruiterStage } from '@portal/shared-state';
import { Button, Dialog, DialogActions, TextArea } from '@portal/shared-ui';
import { stageLabel } from '../stages';

export type StageChoice = { applicant: Applicant; stage: RecruiterStage };

type StageChangeDialogProps = {
  choice: StageChoice | null;
  busy: boolean;
  onConfirm: (choice: StageChoice, message: string) => void;
  onClose: () => void;
};

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;


/** Confirms a move to a stage and takes an optional message the student sees with it. */
export const StageChangeDialog = ({ choice, busy, onConfirm, onClose }: StageChangeDialogProps) => (
  <Dialog open={choice !== null} onClose={onClose} title={choice ? `Move ${choice.applicant.applicant.fullname} to ${stageLabel(choice.stage)}` : ''}>
    {/* Keyed by the choice: a message typed for one applicant never carries over to the next. */}
    {choice && <StageChangeForm key={`${choice.applicant._id}-${choice.stage}`} choice={choice} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
  </Dialog>
);

const StageChangeForm = ({ choice, busy, onConfirm, onClose }: StageChangeDialogProps & { choice: StageChoice }) => {
  const [message, setMessage] = useState('');
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(choice, message);
  };
  return (
    <form onSubmit={submit}>
      <TextArea
        label="Message to the student (optional)"
        aria-describedby={hintId}
        maxLength={INPUT_LIMITS.application.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Hint id={hintId}>Shown with this step of their application, e.g. interview details or a reason.</Hint>
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Move to {stageLabel(choice.stage)}
        </Button>
      </DialogActions>
    </form>
  );
};
