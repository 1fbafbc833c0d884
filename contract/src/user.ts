import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

export const RoleSchema = z.enum(['student', 'recruiter']);

export const JobPreferencesSchema = z
  .object({
    locations: z.array(z.string()),
    jobTypes: z.array(z.string()).describe('Each one of JOB_TYPES'),
    minSalary: z.number().nullable().describe('The least yearly salary wanted, in LPA; null for none'),
  })
  .describe("The jobs a student wants: the jobs recommended to them (GET /job/recommended) meet them");

export const ProfileSchema = z.object({
  bio: z.string(),
  skills: z.array(z.string()),
  resume: z.string().nullable().describe('URL of the PDF resume, readable by its owner and by recruiters it was sent to'),
  resumeOriginalName: z.string().nullable(),
  profilePhoto: z.string().nullable().describe('Public URL of the profile photo'),
  preferences: JobPreferencesSchema.optional().describe("Only in the caller's own user"),
});

export const PreferencesSchema = z.object({
  emailNotifications: z.boolean().describe('Notifications are also emailed; account mail (password reset) always is'),
});

export const UserSchema = z.object({
  _id: IdSchema,
  fullname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: RoleSchema,
  createdAt: TimestampSchema,
  profile: ProfileSchema,
  preferences: PreferencesSchema.optional().describe("Only in the caller's own user"),
});

export type Role = z.infer<typeof RoleSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type User = z.infer<typeof UserSchema>;
export type Preferences = z.infer<typeof PreferencesSchema>;
export type JobPreferences = z.infer<typeof JobPreferencesSchema>;
