import type { Interview } from '@portal/contract';
import { toIso } from '../../db/time';
import type { InterviewWithSlots } from './interview-repository';

export function toInterview(interview: InterviewWithSlots): Interview {
  return {
    _id: String(interview.id),
    status: interview.status,
    slots: interview.slots.map((slot) => ({ _id: String(slot.id), start: toIso(slot.start_at), durationMinutes: slot.duration_minutes })),
    chosenSlotId: interview.chosen_slot_id === null ? null : String(interview.chosen_slot_id),
    location: interview.location,
    message: interview.message,
    sequence: interview.sequence,
  };
}
