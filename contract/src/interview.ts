import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { INTERVIEW_LIMITS, INTERVIEW_STATUSES, slotProblem } from './interview-rules';

/** The wire shapes of an interview and of what its team and its student send. The slot rules are in interview-rules.ts. */

export const InterviewSlotSchema = z.object({
  _id: IdSchema,
  start: TimestampSchema.describe('UTC'),
  durationMinutes: z.number().int(),
});

export const InterviewSchema = z.object({
  _id: IdSchema,
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(InterviewSlotSchema).describe('The times proposed, earliest first'),
  chosenSlotId: IdSchema.nullable().describe('The slot the student picked; null until then and after a reschedule'),
  location: z.string().nullable().describe('A place or a video link'),
  message: z.string().nullable().describe("The team's message to the student with the latest proposal"),
  sequence: z.number().int().describe("The calendar event's SEQUENCE: it grows with every change"),
});

const { slots: maxSlots, location, message } = INTERVIEW_LIMITS;

/** 1 to 5 slots, each checked with a message that names it by its place; stored in UTC, earliest first. */
const SlotsInputSchema = z
  .array(z.object({ start: z.unknown(), durationMinutes: z.unknown() }), { error: 'Slots must be a list of {start, durationMinutes}' })
  .min(1, 'Propose at least one slot')
  .max(maxSlots, `Propose at most ${maxSlots} slots`)
  .superRefine((slots, context) => {
    const now = Date.now();
    slots.forEach((slot, index) => {
      const problem = slotProblem(slot, index + 1, now);
      if (problem) context.addIssue({ code: 'custom', path: [index], message: problem });
    });
  })
  // Every slot passed slotProblem: its start is an ISO instant and its duration a whole number.
  .transform((slots) =>
    slots
      .map((slot) => ({ start: new Date(slot.start as string), durationMinutes: slot.durationMinutes as number }))
      .sort((a, b) => a.start.getTime() - b.start.getTime()),
  )
  .describe(`1 to ${maxSlots} slots, each {start: ISO date-time with its zone, in the future; durationMinutes: ${INTERVIEW_LIMITS.durationMin} to ${INTERVIEW_LIMITS.durationMax}}`);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((text) => text || null)
    .nullish();

export const InterviewProposalBodySchema = z.object({
  slots: SlotsInputSchema,
  location: optionalText('Place or video link', location).describe('A place or a video link'),
  message: optionalText('Message', message).transform((text) => text ?? null),
});
/** What a client sends: each slot's start an ISO date-time with its zone (toISOString() will do). */
export type InterviewProposalBody = { slots: { start: string; durationMinutes: number }[]; location?: string | null; message?: string | null };
export type InterviewProposal = z.output<typeof InterviewProposalBodySchema>;

/** As a proposal; a `location` left out keeps the place as it was. */
export const InterviewRescheduleBodySchema = InterviewProposalBodySchema;
export type InterviewRescheduleBody = InterviewProposalBody;

export const ChooseSlotBodySchema = z.object({ slotId: z.string({ error: 'Choose one of the proposed slots' }).regex(/^\d{1,18}$/, 'Choose one of the proposed slots') });
export type ChooseSlotBody = z.input<typeof ChooseSlotBodySchema>;

export const InterviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), interview: InterviewSchema });

export type Interview = z.infer<typeof InterviewSchema>;
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;
export type InterviewResponse = z.infer<typeof InterviewResponseSchema>;
export { INTERVIEW_LIMITS, INTERVIEW_STATUSES, slotProblem, type InterviewStatus, type SlotInput } from './interview-rules';
