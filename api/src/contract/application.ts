import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { ApplicationStatusSchema, JobSchema } from './job';
import { UserSchema } from './user';

/** An application as the student sees it: the job and its company populated. */
export const StudentApplicationSchema = z.object({
  _id: IdSchema,
  job: JobSchema,
  applicant: IdSchema,
  status: ApplicationStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

/** An application as the job's recruiter sees it: the applicant populated. */
export const ApplicantSchema = z.object({
  _id: IdSchema,
  job: IdSchema,
  applicant: UserSchema,
  status: ApplicationStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

export const JobWithApplicantsSchema = JobSchema.omit({ applications: true }).extend({
  applications: z.array(ApplicantSchema),
});

export type StudentApplication = z.infer<typeof StudentApplicationSchema>;
export type Applicant = z.infer<typeof ApplicantSchema>;
export type JobWithApplicants = z.infer<typeof JobWithApplicantsSchema>;
