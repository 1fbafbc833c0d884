import { z } from 'zod';
import { ANALYTICS_DEFAULT_DAYS, analyticsRangeProblem, FUNNEL_STAGES, isCalendarDate } from './analytics-range';
import { IdSchema } from './common';

const dateParameter = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} must be a date, YYYY-MM-DD.` })
    .refine(isCalendarDate, `${name} must be a real date, YYYY-MM-DD (for example 2030-01-31).`)
    .optional()
    .describe(`The ${name === 'from' ? 'first' : 'last'} day of the range, YYYY-MM-DD in UTC, counted in it`);

export const AnalyticsQuerySchema = z
  .object({
    from: dateParameter('from'),
    to: dateParameter('to'),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).optional().describe('csv answers the per-job table as text/csv'),
  })
  .superRefine(({ from, to }, context) => {
    const problem = from && to ? analyticsRangeProblem(from, to) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['from'] });
  })
  .describe(`Without from and to: the last ${ANALYTICS_DEFAULT_DAYS} days, today (UTC) included`);
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;

/** Days, to one decimal; null when nothing was measured. */
const days = z.number().nullable();

export const FunnelStageSchema = z.enum(FUNNEL_STAGES);
export type FunnelStage = z.infer<typeof FunnelStageSchema>;

export const AnalyticsJobRowSchema = z.object({
  jobId: IdSchema,
  title: z.string(),
  applications: z.number().int().describe('Applications sent in the range'),
  accepted: z.number().int().describe('Of those, how many were ever accepted'),
  medianDaysToFirstResponse: days.describe("Median days from sending to the team's first stage change, of those answered; null when none was"),
});
export type AnalyticsJobRow = z.infer<typeof AnalyticsJobRowSchema>;

export const CompanyAnalyticsSchema = z.object({
  applicationsPerDay: z
    .array(z.object({ date: z.string().describe('YYYY-MM-DD, UTC'), count: z.number().int() }))
    .describe('Every day of the range, oldest first, with the applications sent that day (zero included)'),
  funnel: z
    .array(z.object({ status: FunnelStageSchema, reached: z.number().int() }))
    .describe('Applications sent in the range, each counted once at every stage up to the furthest it reached (one moved from applied straight to interview counts as shortlisted too); in funnel order'),
  medianDaysToFirstResponse: days.describe("Median days from sending to the team's first stage change, of applications sent in the range"),
  medianDaysInStage: z
    .object({ pending: days, shortlisted: days, interview: days })
    .describe('Median days an application stayed in each stage before its next step, of the steps taken in the range; null when none was'),
  byJob: z.array(AnalyticsJobRowSchema).describe('Every job of the company with applications sent in the range, most applications first'),
});
export type CompanyAnalytics = z.infer<typeof CompanyAnalyticsSchema>;

export const CompanyAnalyticsResponseSchema = z.object({ success: z.literal(true), analytics: CompanyAnalyticsSchema });
export type CompanyAnalyticsResponse = z.infer<typeof CompanyAnalyticsResponseSchema>;
