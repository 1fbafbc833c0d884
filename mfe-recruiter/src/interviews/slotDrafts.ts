import { INTERVIEW_LIMITS, slotProblem, type Interview, type InterviewProposalBody } from '@portal/shared-state';
import { readerZone, wallClock, zoneOffsetMinutes } from '@portal/shared-ui';

/** One time as the dialog holds it: the date and time the recruiter typed, in their own zone, and the minutes it lasts. */
export type SlotDraft = { key: number; date: string; time: string; durationMinutes: string };

const DURATIONS = [15, 30, 45, 60, 90, 120];

/** The usual lengths, and the one a slot already has when it is none of them (a reschedule keeps it offered). */
export const durationOptions = (current: string) =>
  [...new Set([...DURATIONS.map(String), current])]
    .filter((minutes) => minutes !== '')
    .sort((a, b) => Number(a) - Number(b))
    .map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));

let nextKey = 0;
export const blankSlot = (): SlotDraft => ({ key: nextKey++, date: '', time: '', durationMinutes: '30' });

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The slots already proposed, as their times read in the recruiter's zone, for a reschedule to start from. */
export const slotsOf = (interview: Interview): SlotDraft[] => {
  const zone = readerZone();
  return interview.slots.map(({ start, durationMinutes }) => {
    const { year, month, day, hour, minute } = wallClock(new Date(start), zone);
    return { key: nextKey++, date: `${year}-${twoDigits(month)}-${twoDigits(day)}`, time: `${twoDigits(hour)}:${twoDigits(minute)}`, durationMinutes: String(durationMinutes) };
  });
};

/** The date and time read in the recruiter's zone, sent as the UTC instant they name (ISO with Z); '' while either is missing. */
const startOf = ({ date, time }: SlotDraft): string => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return '';
  const zone = readerZone();
  const asIfUtc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  // The zone's offset at that very moment: a second look settles a time next to a daylight-saving change.
  const near = asIfUtc - zoneOffsetMinutes(new Date(asIfUtc), zone) * 60_000;
  const at = new Date(asIfUtc - zoneOffsetMinutes(new Date(near), zone) * 60_000);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
};

export const toSlots = (drafts: SlotDraft[]): InterviewProposalBody['slots'] =>
  drafts.map((draft) => ({ start: startOf(draft), durationMinutes: Number(draft.durationMinutes) }));

/** What is wrong with each slot, by its place, as the API would say it; all null when the proposal may go. */
export const slotProblems = (drafts: SlotDraft[], now: number): (string | null)[] => toSlots(drafts).map((slot, index) => slotProblem(slot, index + 1, now));

/** The slot a server refusal names ("Slot 2 must start in the future"): its index, or null for a refusal of the whole proposal. */
export const slotNamedIn = (message: string, count: number): number | null => {
  const place = /^Slot (\d+)\b/.exec(message);
  const index = place ? Number(place[1]) - 1 : -1;
  return index >= 0 && index < count ? index : null;
};

export const MAX_SLOTS = INTERVIEW_LIMITS.slots;
