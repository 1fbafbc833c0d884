import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

export const AlertFrequencySchema = z.enum(['instant', 'daily']);

/** A student's saved search: new jobs matching it are sent as notifications and emails. */
export const AlertSchema = z.object({
  _id: IdSchema,
  keyword: z.string(),
  location: z.string().nullable(),
  jobType: z.string().nullable(),
  salaryMin: z.number().nullable(),
  frequency: AlertFrequencySchema,
  createdAt: TimestampSchema,
});

export type Alert = z.infer<typeof AlertSchema>;
export type AlertFrequency = z.infer<typeof AlertFrequencySchema>;
