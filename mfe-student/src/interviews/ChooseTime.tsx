import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Interview, StudentApplication } from '@portal/shared-state';
import { Button, FieldError, formatTimeSpan, RadioGroup, readerTimeZone } from '@portal/shared-ui';
import { useInterviewAnswer } from './useInterviewAnswer';

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

// One time a line: a long date with its zone never sits beside another.
const Times = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};

  & [role='radiogroup'] {
    flex-direction: column;
    align-items: flex-start;
  }
`;

// A time already begun cannot be kept, and the server refuses it (409): only what is still ahead is offered.
const slotsAhead = (slots: Interview['slots'], now = Date.now()) => slots.filter((slot) => Date.parse(slot.start) > now);

/** The proposed times still ahead, in the student's zone, named, as a radio group; Confirm schedules the one picked. */
export const ChooseTime = ({ application, interview }: { application: StudentApplication; interview: Interview }) => {
  const { choose, choosing } = useInterviewAnswer(application);
  const ahead = slotsAhead(interview.slots);
  const [slotId, setSlotId] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(slotId === undefined);
    if (slotId !== undefined) await choose(slotId);
  };

  if (ahead.length === 0) return <Hint>Every time offered has passed: the hiring team will propose new ones.</Hint>;

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Hint>Times are in {readerTimeZone()}.</Hint>
      <Times>
        <RadioGroup
          label="Choose a time"
          value={slotId ?? ''}
          options={ahead.map((slot) => ({ value: slot._id, label: formatTimeSpan(slot.start, slot.durationMinutes) }))}
          onChange={(chosen) => {
            setSlotId(chosen);
            setMissing(false);
          }}
        />
      </Times>
      {missing && <FieldError id={errorId}>Choose one of the times first.</FieldError>}
      <Button type="submit" busy={choosing} aria-describedby={missing ? errorId : undefined}>
        Confirm
      </Button>
    </form>
  );
};
