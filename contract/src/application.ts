import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { InterviewSchema } from './interview';
import { ApplicationStatusSchema, JobSchema } from './job';
import { ScreeningAnswerSchema } from './screening';
import { UserSchema } from './user';

/** One step of an application, oldest first, beginning with pending; the message is the recruiter's to the student. */
export const ApplicationEventSchema = z.object({
  status: ApplicationStatusSchema,
  message: z.string().nullable(),
  createdAt: TimestampSchema,
});

/** A private note of the hiring team: in the recruiter's answers only, never a student's. */
export const ApplicationNoteSchema = z.object({ _id: IdSchema, text: z.string(), createdAt: TimestampSchema });

/** An application as the student sees it: the job and its company populated. */
export const StudentApplicationSchema = z.object({
  _id: IdSchema,
  job: JobSchema,
  applicant: IdSchema,
  status: ApplicationStatusSchema,
  history: z.array(ApplicationEventSchema),
  interview: InterviewSchema.nullable().describe('The interview the hiring team proposed or scheduled, or null'),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

/** An application as the job's recruiter sees it: the applicant populated. */
export const ApplicantSchema = z.object({
  _id: IdSchema,
  job: IdSchema,
  applicant: UserSchema,
  status: ApplicationStatusSchema,
  history: z.array(ApplicationEventSchema),
  notes: z.array(ApplicationNoteSchema),
  answers: z.array(ScreeningAnswerSchema).describe("The applicant's answers to the job's screening questions as they read when applying"),
  interview: InterviewSchema.nullable().describe('The interview proposed or scheduled with the applicant, or null'),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

export const JobWithApplicantsSchema = JobSchema.omit({ applications: true, match: true }).extend({
  applications: z.array(ApplicantSchema),
});

export type StudentApplication = z.infer<typeof StudentApplicationSchema>;
export type Applicant = z.infer<typeof ApplicantSchema>;
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;
export type ApplicationNote = z.infer<typeof ApplicationNoteSchema>;
export type JobWithApplicants = z.infer<typeof JobWithApplicantsSchema>;
