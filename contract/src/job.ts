import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { CompanySchema, PublicCompanySchema } from './company';
import { ScreeningQuestionSchema } from './screening';
import { APPLICATION_STATUSES, RECRUITER_STAGES } from './stages';
import { TeamRoleSchema } from './team-roles';

export const ApplicationStatusSchema = z
  .enum(APPLICATION_STATUSES)
  .describe('pending → shortlisted → interview → accepted | rejected, set by the recruiter in any order; withdrawn by the student');

export const RecruiterStageSchema = z.enum(RECRUITER_STAGES);

export const JobStatusSchema = z.enum(['open', 'closed']).describe('closed: by its poster, or because its deadline has passed');

export const OwnApplicationSchema = z
  .object({ _id: IdSchema, applicant: IdSchema, status: ApplicationStatusSchema })
  .describe("The caller's own application to this job");

export const SkillMatchSchema = z
  .object({
    score: z.number().int().min(0).max(100).describe('round(100 × matched ÷ all requirements)'),
    matched: z.array(z.string()).describe('The requirements the student has, as the job writes them'),
    missing: z.array(z.string()).describe('The requirements the student lacks'),
  })
  .describe("How the logged-in student's skills meet the job's requirements (normalised, whole words: see contract/skills.ts)");

export const JobSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  salary: z.number().describe('Yearly salary in LPA (lakh per annum); the minimum of a range'),
  salaryMax: z.number().nullable().describe('The top of the salary range in LPA (at least salary), or null for a single figure'),
  location: z.string(),
  jobType: z.string().describe('One of JOB_TYPES; a job saved before they were enforced may keep a type of its own'),
  experience: z.number().describe('Years of experience'),
  position: z.number().int().describe('Number of openings'),
  company: CompanySchema,
  created_by: IdSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  applicationCount: z.number().int().describe('Applications received, in total'),
  status: JobStatusSchema,
  deadline: z.string().nullable().describe('The last day applications are taken (YYYY-MM-DD, to the end of that day, server time), or null'),
  questions: z
    .array(ScreeningQuestionSchema)
    .describe("Asked when a student applies, in order; each question's knockout only for the job's hiring team"),
  applications: z
    .array(OwnApplicationSchema)
    .describe("Only the caller's own application, if any: other applicants never leak"),
  match: SkillMatchSchema.nullable()
    .optional()
    .describe('Only for a logged-in student: their skill match, null for a job without requirements; no key for visitors and recruiters'),
});

/** A job as a company's public page lists it: no user ids. */
export const PublicJobSchema = JobSchema.omit({ created_by: true, applications: true, company: true }).extend({ company: PublicCompanySchema });

/** How many of a job's applications are at each stage: the recruiter's jobs list shows these. */
export const ApplicationCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((stage) => [stage, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);

/** A job as its company's team lists it: no skill match, which is a student's. */
export const AdminJobSchema = JobSchema.omit({ match: true }).extend({
  applicationCounts: ApplicationCountsSchema,
  waiting: z
    .number()
    .int()
    .describe('Applications at pending, shortlisted or interview with no stage change for 7 days (WAITING_DAYS): waiting for the team'),
  role: TeamRoleSchema.describe("The caller's role in the job's company: what they may do to it"),
});

export const FacetValueSchema = z.object({
  value: z.string().describe('What to pass back as the filter (a company is its _id)'),
  label: z.string(),
  count: z
    .number()
    .int()
    .describe(
      "Matches with this value, the facet's own filter left out. May be an estimate when totalIsEstimate, or when that count (the search without this facet's filter) is above EXACT_TOTAL_LIMIT; a chosen value's count is exact whenever total is",
    ),
});

/** Values without matches are listed too when they are chosen, and bands always are: a client shows them disabled. */
export const SearchFacetsSchema = z.object({
  location: z.array(FacetValueSchema),
  jobType: z.array(FacetValueSchema),
  experience: z.array(FacetValueSchema),
  salary: z.array(FacetValueSchema),
  company: z.array(FacetValueSchema),
});

export type FacetValue = z.infer<typeof FacetValueSchema>;
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;
export type RecruiterStage = z.infer<typeof RecruiterStageSchema>;
export type OwnApplication = z.infer<typeof OwnApplicationSchema>;
export type Job = z.infer<typeof JobSchema>;
export type JobStatus = z.infer<typeof JobStatusSchema>;
export type ApplicationCounts = z.infer<typeof ApplicationCountsSchema>;
export type AdminJob = z.infer<typeof AdminJobSchema>;
export type PublicJob = z.infer<typeof PublicJobSchema>;
