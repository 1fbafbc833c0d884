import { z } from 'zod';
import { AlertFrequencySchema } from './alert';
import { JobStatusSchema, RecruiterStageSchema } from './job';
import { EXPERIENCE_BANDS, SALARY_BANDS, SEARCH_SORTS } from './search-facets';
import { canonicalJobType, canonicalLocation, JOB_TYPES } from './job-vocabulary';
import { INPUT_LIMITS, MAX_PREFERENCES } from './limits';
import { SALARY_RANGE_ERROR } from './salary';
import { QuestionsInputSchema } from './screening';
import { RoleSchema } from './user';

const { user, job, company } = INPUT_LIMITS;

/** A required, trimmed text field whose error names the field as its form labels it (e.g. 'Full name'). */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: ({ input }) => (input === undefined || input === null ? `${field} is required` : Array.isArray(input) ? `${field} must be sent once` : `${field} must be text`) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** Plain decimal notation only: JavaScript's Number() would also read "0x10", "1e3" and "0b11". */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Numbers arrive as JSON numbers or, from plain form inputs, as decimal strings. */
const numberField = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value),
    z.number({ error: `${field} must be a number` }).finite(`${field} must be a number`),
  );

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Email must be a valid email address').max(user.email, 'Email is too long'));

export const PhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, 'Phone number must be a phone number (digits, optionally with +, spaces or dashes)');

/** A new password; errors name the field as its form labels it. */
const passwordField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(user.passwordMin, `${field} must be at least ${user.passwordMin} characters`)
    .max(user.passwordMax, `${field} must be at most ${user.passwordMax} characters`);

export const PasswordSchema = passwordField('Password');

export const RegisterFieldsSchema = z.object({
  fullname: requiredText('Full name', user.fullname),
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  password: PasswordSchema,
  role: z.enum(RoleSchema.options, { error: 'Role must be student or recruiter' }),
});

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(user.passwordMax, 'Password is too long'),
  role: z.enum(RoleSchema.options, { error: 'Role must be student or recruiter' }),
});

/** Each skill once, however it is cased ("React, react" is one skill), as first written; empties dropped. */
const distinctSkills = (skills: string[]) => {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLocaleLowerCase();
    if (!skill || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** A comma-separated string or a list: trimmed, empties dropped, each once however it is cased. */
const preferenceList = (field: string, max: number) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} must be a comma-separated list` })
    .transform((value) => distinctSkills((Array.isArray(value) ? value : value.split(',')).map((item) => item.trim())))
    .pipe(z.array(z.string().max(max, `Each of the ${field.toLowerCase()} must be at most ${max} characters`)).max(MAX_PREFERENCES, `At most ${MAX_PREFERENCES} ${field.toLowerCase()}`));

/** Job types in their one spelling; anything that is none of JOB_TYPES is refused, naming it. */
const preferredJobTypes = preferenceList('Preferred job types', job.jobType).transform((types, context) =>
  types.map((type) => {
    const known = canonicalJobType(type);
    if (known === null) context.addIssue({ code: 'custom', message: `Preferred job types must be among ${JOB_TYPES.join(', ')} (not "${type}")` });
    return known ?? type;
  }),
);

export const ProfileFieldsSchema = z.object({
  fullname: requiredText('Full name', user.fullname).optional(),
  email: EmailSchema.optional(),
  currentPassword: z
    .string({ error: 'Current password must be text' })
    .max(user.passwordMax, 'Current password is too long')
    .optional()
    .describe('The account’s password: required when `email` differs from the current one'),
  phoneNumber: PhoneSchema.optional(),
  bio: optionalText('Bio', user.bio).optional(),
  skills: z
    .union([optionalText('Skills', user.skills), z.array(optionalText('Skills', user.skills))], { error: 'Skills must be a comma-separated list' })
    .transform((value) => distinctSkills((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((skill) => skill.trim())))
    .pipe(z.array(z.string().max(user.skill, `Each skill must be at most ${user.skill} characters`)).max(user.skillCount, `At most ${user.skillCount} skills`))
    .optional(),
  preferredLocations: preferenceList('Preferred locations', job.location)
    .transform((places) => distinctSkills(places.map(canonicalLocation)))
    .optional(),
  preferredJobTypes: preferredJobTypes.optional(),
  minSalary: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      numberField('Minimum salary')
        .pipe(z.number().min(0, 'Minimum salary must not be negative').max(job.salaryMax, `Minimum salary must be at most ${job.salaryMax} LPA`))
        .nullable(),
    )
    .optional()
    .describe('LPA; an empty value clears it'),
});

const requirementsField = z
  .union([z.string(), z.array(z.string())], { error: 'Requirements must be a comma-separated list' })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(job.requirement, `Each requirement must be at most ${job.requirement} characters`))
      .max(job.requirementCount, `At most ${job.requirementCount} requirements`),
  );

const JOB_TYPE_CHOICES = `Job type must be one of ${JOB_TYPES.join(', ')}`;

/** One of JOB_TYPES; another spelling of one ("full-time") is taken as it. */
const jobTypeField = requiredText('Job type', job.jobType)
  .transform((value) => canonicalJobType(value) ?? value)
  .pipe(z.enum(JOB_TYPES, { error: JOB_TYPE_CHOICES }))
  .describe(`${JOB_TYPES.join(', ')}; other spellings of these (full-time, INTERNSHIP) are stored as them`);

/** Any place; a known city is stored in its one spelling (Bengaluru as Bangalore, see JOB_LOCATIONS). */
const locationField = requiredText('Location', job.location)
  .transform(canonicalLocation)
  .describe('Any place; a known city in another spelling (Bengaluru, New Delhi, Bombay) is stored as the list spells it');

/** The top of a salary range (LPA); null or an empty form input for a single figure. */
const salaryMaxField = z
  .preprocess(
    (value) => (value === '' ? null : value),
    numberField('Maximum salary').pipe(z.number().min(0, 'Maximum salary must not be negative').max(job.salaryMax, 'Maximum salary is too large')).nullable(),
  )
  .describe('The top of the salary range in LPA (at least salary), or null for a single figure');

/** A range whose top is below its bottom, as an issue at salaryMax (an update that sends one of the two is checked against the stored other). */
const salaryRangeCheck = (fields: { salary?: number; salaryMax?: number | null }, context: z.RefinementCtx) => {
  if (fields.salary !== undefined && fields.salaryMax != null && fields.salaryMax < fields.salary) {
    context.addIssue({ code: 'custom', path: ['salaryMax'], message: SALARY_RANGE_ERROR });
  }
};

export const JobFieldsSchema = z.object({
  title: requiredText('Title', job.title),
  description: requiredText('Description', job.description),
  requirements: requirementsField,
  salary: numberField('Salary').pipe(z.number().min(0, 'Salary must not be negative').max(job.salaryMax, 'Salary is too large')),
  salaryMax: salaryMaxField.optional(),
  location: locationField,
  jobType: jobTypeField,
  experience: numberField('Experience').pipe(
    z.number().min(0, 'Experience must not be negative').max(job.experienceMax, `Experience must be at most ${job.experienceMax} years`),
  ),
  position: numberField('No. of positions').pipe(
    z
      .number()
      .int('No. of positions must be a whole number')
      .min(job.positionMin, `No. of positions must be at least ${job.positionMin}`)
      .max(job.positionMax, 'No. of positions is too large'),
  ),
  questions: QuestionsInputSchema.optional().describe('Screening questions, at most 10, asked in this order; an update sends the whole list'),
  companyId: z
    .union([z.string(), z.number()], { error: 'Company is required' })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, 'Company is required')),
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date, YYYY-MM-DD: 2031-02-30 is refused, not rolled over to March. */
const isCalendarDate = (text: string) => {
  const [, year, month, day] = CALENDAR_DATE.exec(text) ?? [];
  if (!year) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
};

const deadlineField = z
  .union([z.string(), z.null()], { error: 'Apply by must be a date (YYYY-MM-DD) or null' })
  .refine((value) => value === null || isCalendarDate(value.trim()), 'Apply by must be a real date, YYYY-MM-DD')
  .transform((value) => (value === null ? null : value.trim()))
  .describe('The last day applications are taken (YYYY-MM-DD), or null for none; a past date closes the job at once');

export const JobPostBodySchema = JobFieldsSchema.extend({ deadline: deadlineField.optional() }).superRefine(salaryRangeCheck);
export const JobUpdateBodySchema = JobFieldsSchema.partial()
  .extend({
    deadline: deadlineField.optional(),
    status: z.enum(JobStatusSchema.options, { error: "status must be 'open' or 'closed'" }).optional(),
  })
  .superRefine(salaryRangeCheck);

export const StatusUpdateBodySchema = z.object({
  status: z
    .string({ error: 'status is required' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(RecruiterStageSchema.options, { error: `status must be one of ${RecruiterStageSchema.options.join(', ')}` })),
  message: optionalText('Message', INPUT_LIMITS.application.message).optional().describe("Shown to the student with the step, e.g. interview details"),
});

export const NoteBodySchema = z.object({ text: requiredText('Note', INPUT_LIMITS.application.note) });

export const CompanyRegisterBodySchema = z.object({
  companyName: requiredText('Company name', company.name),
});

export const CompanyFieldsSchema = z.object({
  name: requiredText('Company name', company.name).optional(),
  description: optionalText('Description', company.description).optional(),
  website: optionalText('Website', company.website)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Website must start with http:// or https://')
    .optional(),
  location: optionalText('Location', company.location).optional(),
});

// Control characters never occur in a job's text, and one of them separates fields in the index.
const searchTerm = z
  .string()
  .transform((value) => value.replace(/\p{Cc}/gu, ' ').trim())
  .pipe(z.string().max(INPUT_LIMITS.searchTerm, `search terms must be at most ${INPUT_LIMITS.searchTerm} characters`));

/** A parameter that may be repeated (`?location=Pune&location=Mumbai`): always a list once parsed. */
const repeatable = <T extends z.ZodType<string>>(item: T, field: string, max: number) =>
  // Made a list before checking, not a union of one value or a list: a union's error is "Invalid input", not the item's own message.
  z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item).max(max, `at most ${max} values of ${field}`))
    .transform((values) => values.filter(Boolean));

const bandValue = (field: string, bands: readonly { value: string }[]) =>
  z.enum(bands.map((band) => band.value) as [string, ...string[]], { error: `${field} must be one of ${bands.map((band) => band.value).join(', ')}` });

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: "facets must be '1' or '0'" })
  .optional()
  .transform((value) => value === '1' || value === 'true');

export const JobSearchQuerySchema = z.object({
  keyword: repeatable(searchTerm, 'keyword', 5).describe(
    'Words of the title, requirements, description or location (a word of 5+ letters may have one typo); repeat it to require several',
  ),
  location: repeatable(searchTerm, 'location', 20).describe('Location, case-insensitive; repeat it for any of several'),
  jobType: repeatable(searchTerm, 'jobType', 10).describe('Job type, case-insensitive; repeat it for any of several'),
  experience: repeatable(bandValue('experience', EXPERIENCE_BANDS), 'experience', EXPERIENCE_BANDS.length).describe(
    'Experience band (a facet value); repeat it for any of several',
  ),
  salary: repeatable(bandValue('salary', SALARY_BANDS), 'salary', SALARY_BANDS.length).describe('Salary band (a facet value); repeat it for any of several'),
  companyId: repeatable(z.string().regex(/^\d{1,15}$/, 'companyId must be a company id'), 'companyId', 20).describe(
    "A company's _id; repeat it for any of several",
  ),
  salaryMin: numberField('salaryMin').pipe(z.number().min(0, 'salaryMin must not be negative')).optional(),
  salaryMax: numberField('salaryMax').pipe(z.number().min(0, 'salaryMax must not be negative')).optional(),
  experienceMax: numberField('experienceMax').pipe(z.number().min(0, 'experienceMax must not be negative')).optional(),
  sort: z
    .enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
    .optional()
    .describe('relevance (the default with a keyword), newest (the default without), or salary, highest first'),
  facets: flag.describe('1 adds `facets`: counts per value, each over the current query with that facet\'s own filter left out'),
  limit: numberField('limit')
    .pipe(z.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100'))
    .default(50),
  cursor: z.string().max(200, 'cursor is malformed').optional().describe('nextCursor of the previous page'),
});

export const SimilarJobsQuerySchema = z.object({
  limit: numberField('limit')
    .pipe(z.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(20, 'limit must be at most 20'))
    .default(6),
});

export type RegisterFields = z.input<typeof RegisterFieldsSchema>;
export type LoginBody = z.input<typeof LoginBodySchema>;
export type ProfileFields = z.input<typeof ProfileFieldsSchema>;
export type JobPostBody = z.input<typeof JobPostBodySchema>;
export type JobUpdateBody = z.input<typeof JobUpdateBodySchema>;
export type StatusUpdateBody = z.input<typeof StatusUpdateBodySchema>;
export type NoteBody = z.input<typeof NoteBodySchema>;
export type CompanyRegisterBody = z.input<typeof CompanyRegisterBodySchema>;
export type CompanyFields = z.input<typeof CompanyFieldsSchema>;
export type JobSearchQuery = z.input<typeof JobSearchQuerySchema>;

/** A job's fields as the server holds them once JobPostBodySchema has parsed them. */
export type JobFields = z.output<typeof JobPostBodySchema>;

/** What an update may change, parsed: any field, and the job's status. */
export type JobChanges = z.output<typeof JobUpdateBodySchema>;

/** A new account's fields as the server holds them once RegisterFieldsSchema has parsed them. */
export type NewAccount = z.output<typeof RegisterFieldsSchema>;

/** The profile fields an update changes, parsed (skills as a list). */
export type ProfileChanges = z.output<typeof ProfileFieldsSchema>;

/** A company's changed fields, parsed. */
export type CompanyChanges = z.output<typeof CompanyFieldsSchema>;

const ids = z.array(z.string().regex(/^\d{1,15}$/, 'ids must be notification ids')).max(100, 'at most 100 ids at once');
export const NotificationReadBodySchema = z
  .object({ ids: ids.min(1, 'ids must name at least one notification').optional(), all: z.literal(true, { error: 'all must be true' }).optional() })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { message: 'send {ids: [...]} or {all: true}', path: ['ids'] });
export const NotificationQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be from 1 to 50').max(50, 'limit must be from 1 to 50').default(20),
  cursor: z.string().regex(/^\d{1,15}$/, 'cursor is not one this API gave').optional(),
});
export const SavedJobsQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be from 1 to 50').max(50, 'limit must be from 1 to 50').default(20),
  cursor: z.string().regex(/^\d{1,15}-\d{1,15}$/, 'cursor is not one this API gave').optional().describe('nextCursor of the previous page'),
});
export const PreferencesBodySchema = z.object({ emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }) });
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
/** The token of an emailed reset link. */
const resetToken = z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long');
export const ResetPasswordBodySchema = z.object({
  token: resetToken,
  password: passwordField('New password'),
});
export const ResetLinkBodySchema = z.object({ token: resetToken });
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(user.passwordMax, 'Current password is too long'),
  newPassword: passwordField('New password'),
});
export const DeleteAccountBodySchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(user.passwordMax, 'Password is too long'),
});

export type NotificationReadBody = z.input<typeof NotificationReadBodySchema>;
export type PreferencesBody = z.input<typeof PreferencesBodySchema>;
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;
export type ResetLinkBody = z.input<typeof ResetLinkBodySchema>;
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

/**
 * A search to keep as an alert: the keyword and every filter of the job search, each taken as
 * the search takes it (a value or a list), so an older client's single location still fits.
 */
export const AlertCreateBodySchema = JobSearchQuerySchema.pick({
  location: true,
  jobType: true,
  experience: true,
  salary: true,
  companyId: true,
  salaryMin: true,
  salaryMax: true,
  experienceMax: true,
}).extend({
  keyword: requiredText('keyword', INPUT_LIMITS.searchTerm).refine((keyword) => /[\p{L}\p{N}]/u.test(keyword), 'keyword must contain a word'),
  frequency: z.enum(AlertFrequencySchema.options, { error: "frequency must be 'instant' or 'daily'" }),
});
export const UnsubscribeQuerySchema = z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long') });

export type AlertCreateBody = z.input<typeof AlertCreateBodySchema>;

/** An alert to keep as the server holds it once AlertCreateBodySchema has parsed it (every filter a list). */
export type NewAlert = z.output<typeof AlertCreateBodySchema>;
