import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

export const CompanySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  description: z.string(),
  website: z.string(),
  location: z.string(),
  logo: z.string().nullable().describe('Public URL of the logo'),
  userId: IdSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

/** A company as anyone may see it, on its public page: no owner id. */
export const PublicCompanySchema = CompanySchema.omit({ userId: true });

export type Company = z.infer<typeof CompanySchema>;
export type PublicCompany = z.infer<typeof PublicCompanySchema>;

/** The same for every viewer: how quickly the company answers applicants. */
export const ResponsivenessSchema = z
  .object({
    medianResponseDays: z
      .number()
      .int()
      .nullable()
      .describe(
        "Over applications to the company's jobs made in the last 90 days: the median of the whole days from applying to the hiring team's first stage change (for an even count, the two middle ones' mean rounded up); null while fewer than 5 were answered",
      ),
    responded: z.number().int().describe('Those applications the team has answered (a withdrawal is no answer)'),
    activelyReviewing: z.boolean().describe("The team changed a stage in the last 7 days: on this job (a job's page), on any of the company's jobs (the company's page)"),
  })
  .describe("How quickly the job's company answers applicants");

export type Responsiveness = z.infer<typeof ResponsivenessSchema>;
