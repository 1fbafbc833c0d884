import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INTERVIEW_LIMITS, type Applicant, type InterviewProposalBody } from '@portal/shared-state';
import { Button, Dialog, DialogActions, FieldError, Input, readerTimeZone, TextArea } from '@portal/shared-ui';
import { blankSlot, MAX_SLOTS, slotNamedIn, slotProblems, slotsOf, toSlots, type SlotDraft } from './slotDrafts';
import { slotDateId, SlotFields } from './SlotFields';
import type { Refusal } from './useInterviewChanges';

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const AddSlot = styled(Button)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Whether the applicant's interview is live: then the dialog moves it, else it proposes one. */
const isLive = ({ interview }: Applicant) => interview !== null && interview.status !== 'cancelled';

type ScheduleInterviewDialogProps = {
  /** The applicant whose interview is proposed or moved; null while closed. */
  application: Applicant | null;
  sending: boolean;
  onSend: (application: Applicant, proposal: InterviewProposalBody) => Promise<Refusal>;
  onClose: () => void;
};

/** Where the focus goes next: a slot's date (by its key), or "Add a slot"; a new object each time, so asking twice moves it twice. */
type FocusRequest = { to: number | 'add' };

/** Up to 5 times for the applicant to pick from, a place or video link and a message; a reschedule starts from the times proposed. */
export const ScheduleInterviewDialog = ({ application, sending, onSend, onClose }: ScheduleInterviewDialogProps) => (
  // Once sent, nothing closes this until the server answers: a refusal is shown here, never lost with the dialog.
  <Dialog
    open={application !== null}
    onClose={sending ? () => undefined : onClose}
    title={application ? `${isLive(application) ? 'Reschedule the interview with' : 'Schedule an interview with'} ${application.applicant.fullname}` : ''}
    maxWidth="560px"
  >
    {/* Keyed by the applicant: what was typed for one never carries over to the next. */}
    {application && <ScheduleForm key={application._id} application={application} sending={sending} onSend={onSend} onClose={onClose} />}
  </Dialog>
);

const ScheduleForm = ({ application, sending, onSend, onClose }: ScheduleInterviewDialogProps & { application: Applicant }) => {
  const moving = isLive(application);
  const [slots, setSlots] = useState<SlotDraft[]>(() => (moving && application.interview ? slotsOf(application.interview) : [blankSlot()]));
  const [location, setLocation] = useState(moving ? (application.interview?.location ?? '') : '');
  const [message, setMessage] = useState('');
  // What is wrong, by slot key: the dialog's own check, or the server's refusal naming a slot.
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const zoneHintId = useId();
  const refusalId = useId();

  // After the render that shows the slot (or brings back "Add a slot"), never before.
  useEffect(() => {
    if (focus === null) return;
    if (focus.to === 'add') addRef.current?.focus();
    else document.getElementById(slotDateId(focus.to))?.focus();
  }, [focus]);

  const change = (changed: SlotDraft) => setSlots((current) => current.map((slot) => (slot.key === changed.key ? changed : slot)));
  const add = () => {
    const slot = blankSlot();
    setSlots((current) => [...current, slot]);
    setFocus({ to: slot.key });
  };
  const remove = (removed: SlotDraft) => {
    setSlots((current) => current.filter((slot) => slot !== removed));
    setProblems((current) => new Map([...current].filter(([key]) => key !== removed.key)));
    setFocus({ to: 'add' });
  };

  /** Shows the problems by their slots and puts the focus on the first slot that has one. */
  const show = (found: Map<number, string>) => {
    setProblems(found);
    const first = slots.find((slot) => found.has(slot.key));
    if (first) setFocus({ to: first.key });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = slotProblems(slots, Date.now());
    const found = new Map(slots.flatMap((slot, index) => (checked[index] ? [[slot.key, checked[index]] as const] : [])));
    show(found);
    if (found.size > 0) return;
    const refused = await onSend(application, { slots: toSlots(slots), location, message });
    if (refused === null) return onClose();
    const index = slotNamedIn(refused, slots.length);
    if (index === null) setRefusal(refused);
    else show(new Map([[slots[index]!.key, refused]]));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={refusal ? refusalId : undefined}>
      <Hint id={zoneHintId}>
        Times are in {readerTimeZone()}. Offer up to {MAX_SLOTS}; the student picks one.
      </Hint>
      {slots.map((slot, index) => (
        <SlotFields
          key={slot.key}
          slot={slot}
          place={index + 1}
          problem={problems.get(slot.key)}
          zoneHintId={zoneHintId}
          onChange={change}
          onRemove={slots.length > 1 ? () => remove(slot) : undefined}
        />
      ))}
      {slots.length < MAX_SLOTS && (
        <AddSlot ref={addRef} variant="outline" onClick={add}>
          Add a slot
        </AddSlot>
      )}
      <Details>
        <Input
          label="Place or video link (optional)"
          maxLength={INTERVIEW_LIMITS.location}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
        <TextArea
          label="Message to the student (optional)"
          rows={3}
          maxLength={INTERVIEW_LIMITS.message}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {refusal && <FieldError id={refusalId}>{refusal}</FieldError>}
      </Details>
      <DialogActions>
        <Button variant="outline" disabled={sending} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={sending}>
          {moving ? 'Send new times' : 'Send times'}
        </Button>
      </DialogActions>
    </form>
  );
};
