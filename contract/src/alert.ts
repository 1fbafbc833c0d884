import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

export const AlertFrequencySchema = z.enum(['instant', 'daily']);

/** The search filters an alert keeps, as the job search takes them: each list means "any of these", an empty one no filter. */
export const AlertFiltersSchema = z.object({
  location: z.array(z.string()),
  jobType: z.array(z.string()),
  experience: z.array(z.string()),
  salary: z.array(z.string()),
  companyId: z.array(IdSchema),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  experienceMax: z.number().nullable(),
});

/** A student's saved search: new jobs matching it are sent as notifications and emails. */
export const AlertSchema = z.object({
  _id: IdSchema,
  keyword: z.string(),
  filters: AlertFiltersSchema,
  companies: z
    .array(z.object({ _id: IdSchema, name: z.string() }))
    .describe('The companies of filters.companyId with their names, for showing (a company since deleted is left out)'),
  location: z.string().nullable().describe('The first of filters.location, for older clients'),
  jobType: z.string().nullable().describe('The first of filters.jobType, for older clients'),
  salaryMin: z.number().nullable().describe('filters.salaryMin, for older clients'),
  frequency: AlertFrequencySchema,
  createdAt: TimestampSchema,
});

export type Alert = z.infer<typeof AlertSchema>;
export type AlertFilters = z.infer<typeof AlertFiltersSchema>;
export type AlertFrequency = z.infer<typeof AlertFrequencySchema>;
