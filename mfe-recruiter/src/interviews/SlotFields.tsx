import styled from 'styled-components';
import { Button, FieldError, Input, Select } from '@portal/shared-ui';
import { durationOptions, type SlotDraft } from './slotDrafts';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

// Side by side where they fit, one under another on a phone; the controls shrink with their column.
const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  & input,
  & select {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;

type SlotFieldsProps = {
  slot: SlotDraft;
  place: number;
  problem: string | undefined;
  /** Names the zone the date and time are read in. */
  zoneHintId: string;
  onChange: (slot: SlotDraft) => void;
  /** Absent while this is the only slot. */
  onRemove?: () => void;
};

/** The slot's first field, where the focus goes to show it. */
export const slotDateId = (key: number) => `interview-slot-${key}-date`;

/** One proposed time: its date and start in the recruiter's zone and how long it lasts, with what is wrong with it. */
export const SlotFields = ({ slot, place, problem, zoneHintId, onChange, onRemove }: SlotFieldsProps) => {
  const errorId = `interview-slot-${slot.key}-error`;
  const described = problem ? `${zoneHintId} ${errorId}` : zoneHintId;
  const invalid = problem ? true : undefined;
  return (
    <Fieldset>
      <Legend>Slot {place}</Legend>
      <Controls>
        <Input
          id={slotDateId(slot.key)}
          label="Date"
          type="date"
          required
          aria-invalid={invalid}
          aria-describedby={described}
          value={slot.date}
          onChange={(event) => onChange({ ...slot, date: event.target.value })}
        />
        <Input
          label="Start time"
          type="time"
          required
          aria-invalid={invalid}
          aria-describedby={described}
          value={slot.time}
          onChange={(event) => onChange({ ...slot, time: event.target.value })}
        />
        <Select
          label="Duration"
          options={durationOptions(slot.durationMinutes)}
          value={slot.durationMinutes}
          onChange={(event) => onChange({ ...slot, durationMinutes: event.target.value })}
        />
      </Controls>
      {problem && <FieldError id={errorId}>{problem}</FieldError>}
      {onRemove && (
        <Button variant="ghost" aria-label={`Remove slot ${place}`} onClick={onRemove}>
          Remove
        </Button>
      )}
    </Fieldset>
  );
};
