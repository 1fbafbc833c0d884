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
