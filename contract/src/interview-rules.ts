/**
 * What a proposed interview slot must be: one definition for the API, which refuses, and for
 * the scheduling dialog, which names a wrong slot before it is sent. Plain constants and
 * functions with no imports: the browser bundles them. The wire shapes are in interview.ts.
 */

export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** How many slots a proposal offers, how long each may last (minutes), and how long the place and message may be. */
export const INTERVIEW_LIMITS = { slots: 5, durationMin: 15, durationMax: 240, location: 200, message: 2000 } as const;

/** A slot as a client sends it: `start` an ISO-8601 date-time with its offset or Z. */
export type SlotInput = { start: unknown; durationMinutes: unknown };

/** ISO-8601 date and time with seconds optional and an explicit zone, so that it names one instant. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const { durationMin, durationMax } = INTERVIEW_LIMITS;

/** What is wrong with the slot at its place (1-based) in the proposal, naming it ("Slot 2 …"), or null. */
export function slotProblem(slot: SlotInput, place: number, now: number): string | null {
  const name = `Slot ${place}`;
  const start = typeof slot.start === 'string' && ISO_INSTANT.test(slot.start) ? Date.parse(slot.start) : Number.NaN;
  if (Number.isNaN(start)) return `${name} needs a start date and time`;
  if (start <= now) return `${name} must start in the future`;
  const duration = slot.durationMinutes;
  if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < durationMin || duration > durationMax)
    return `${name}: the duration must be ${durationMin} to ${durationMax} minutes`;
  return null;
}
