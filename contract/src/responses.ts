import { z } from 'zod';
import { ApplicationNoteSchema, JobWithApplicantsSchema, StudentApplicationSchema } from './application';
import { PublicCompanySchema, ResponsivenessSchema } from './company';
import { TeamCompanySchema } from './team';
import { TeamRoleSchema } from './team-roles';
import { AdminJobSchema, ApplicationStatusSchema, JobSchema, PublicJobSchema, SearchFacetsSchema } from './job';
import { EXACT_TOTAL_LIMIT } from './search-facets';
import { MAX_SAVED_JOBS } from './limits';
import { ErrorResponseSchema, IdSchema } from './common';
import { AlertSchema } from './alert';
import { NotificationSchema } from './notification';
import { RoleSchema, UserSchema } from './user';

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

export const LoginResponseSchema = ok({ message: z.string(), user: UserSchema });
/**
 * A login's 403. The message stays the one older clients know; `accountRole` is there when the
 * password was right for an account of the other role, so a client can offer that role instead
 * (only the right password learns it, so it tells a guesser nothing).
 */
export const LoginRefusedResponseSchema = ErrorResponseSchema.extend({
  accountRole: RoleSchema.optional().describe("The account's role, when the password was right and only the role was not"),
});
export const CurrentUserResponseSchema = ok({ user: UserSchema });
/** What a reset link can still do; `unknown`: no link has that token (cut short, made up, or ended by a later password or email change). */
export const ResetLinkStateSchema = z.enum(['valid', 'used', 'expired', 'unknown']);
export const ResetLinkResponseSchema = ok({
  state: ResetLinkStateSchema,
  message: z.string().describe('What the state means, in words for the person who opened the link'),
});
export const ProfileUpdateResponseSchema = ok({ message: z.string(), user: UserSchema });
export const JobListResponseSchema = ok({
  jobs: z.array(JobSchema),
  total: z.number().int().describe(`All matches, not just this page: exact up to ${EXACT_TOTAL_LIMIT}, above that possibly an estimate`),
  totalIsEstimate: z.boolean().describe('true when total is an estimate'),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
  facets: SearchFacetsSchema.optional().describe('Only with facets=1'),
});
export const JobResponseSchema = ok({ job: JobSchema, responsiveness: ResponsivenessSchema });
export const AdminJobsResponseSchema = ok({ jobs: z.array(AdminJobSchema) });
export const JobMutationResponseSchema = ok({ message: z.string(), job: JobSchema });
/** `status` is rejected when an answer did not meet a screening question's knockout: the message then says so kindly. */
export const ApplyResponseSchema = ok({ message: z.string(), status: ApplicationStatusSchema });
export const ApplicationsResponseSchema = ok({ application: z.array(StudentApplicationSchema) });
export const ApplicantsResponseSchema = ok({
  job: JobWithApplicantsSchema,
  role: TeamRoleSchema.describe("The caller's role in the job's company: a viewer reads, and moves nothing"),
});
export const CompanyMutationResponseSchema = ok({ message: z.string(), company: TeamCompanySchema });
export const CompanyResponseSchema = ok({ company: TeamCompanySchema });
export const CompaniesResponseSchema = ok({ companies: z.array(TeamCompanySchema) });

export const CompanyProfileResponseSchema = ok({
  company: PublicCompanySchema,
  jobs: z.array(PublicJobSchema).describe('Its open jobs, newest first'),
  responsiveness: ResponsivenessSchema,
});
export const AlertResponseSchema = ok({ message: z.string(), alert: AlertSchema });
export const AlertsResponseSchema = ok({ alerts: z.array(AlertSchema) });
export const SavedJobsResponseSchema = ok({
  jobs: z.array(JobSchema),
  total: z.number().int().describe(`Saved jobs in all (at most ${MAX_SAVED_JOBS})`),
  nextCursor: z.string().nullable().describe('Pass as cursor for the ones saved earlier; null when there are none'),
});
export const SavedJobIdsResponseSchema = ok({ ids: z.array(IdSchema).describe('Every saved job, the latest saved first') });
export const SimilarJobsResponseSchema = ok({
  jobs: z.array(JobSchema).describe('Open jobs sharing words of its title or skills, those in the same location first'),
});
export const NotificationsResponseSchema = ok({
  notifications: z.array(NotificationSchema),
  unread: z.number().int().describe('Unread notifications in all'),
  nextCursor: z.string().nullable().describe('Pass as cursor for older ones; null when there are none'),
});
export const PreferencesResponseSchema = ok({ message: z.string(), user: UserSchema });
export const NoteResponseSchema = ok({ message: z.string(), note: ApplicationNoteSchema });

export type CompanyProfileResponse = z.infer<typeof CompanyProfileResponseSchema>;
export type AlertResponse = z.infer<typeof AlertResponseSchema>;
export type AlertsResponse = z.infer<typeof AlertsResponseSchema>;
export type SavedJobsResponse = z.infer<typeof SavedJobsResponseSchema>;
export type SavedJobIdsResponse = z.infer<typeof SavedJobIdsResponseSchema>;
export type SimilarJobsResponse = z.infer<typeof SimilarJobsResponseSchema>;
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;
export type NoteResponse = z.infer<typeof NoteResponseSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export type LoginRefusedResponse = z.infer<typeof LoginRefusedResponseSchema>;
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;
export type ResetLinkState = z.infer<typeof ResetLinkStateSchema>;
export type ResetLinkResponse = z.infer<typeof ResetLinkResponseSchema>;
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;
export type JobListResponse = z.infer<typeof JobListResponseSchema>;
export type JobResponse = z.infer<typeof JobResponseSchema>;
export type AdminJobsResponse = z.infer<typeof AdminJobsResponseSchema>;
export type JobMutationResponse = z.infer<typeof JobMutationResponseSchema>;
export type ApplicationsResponse = z.infer<typeof ApplicationsResponseSchema>;
export type ApplyResponse = z.infer<typeof ApplyResponseSchema>;
export type ApplicantsResponse = z.infer<typeof ApplicantsResponseSchema>;
export type CompanyMutationResponse = z.infer<typeof CompanyMutationResponseSchema>;
export type CompanyResponse = z.infer<typeof CompanyResponseSchema>;
export type CompaniesResponse = z.infer<typeof CompaniesResponseSchema>;
