import type { JobPreferences, User } from '@portal/contract';
import type { UserRow } from '../../db/schema';
import { toIso } from '../../db/time';
import { publicMediaUrl, resumeUrl } from '../../uploads/media-urls';

export const USER_COLUMNS = [
  'id',
  'fullname',
  'email',
  'phone_number',
  'role',
  'bio',
  'skills',
  'resume_key',
  'resume_original_name',
  'profile_photo_key',
  'created_at',
  'email_notifications',
  'preferred_locations',
  'preferred_job_types',
  'min_salary',
] as const;

export type PublicUserRow = Pick<UserRow, (typeof USER_COLUMNS)[number]>;

/** A student's job preferences as the columns keep them. */
export const jobPreferencesOf = (row: Pick<UserRow, 'preferred_locations' | 'preferred_job_types' | 'min_salary'>): JobPreferences => ({
  locations: JSON.parse(row.preferred_locations) as string[],
  jobTypes: JSON.parse(row.preferred_job_types) as string[],
  minSalary: row.min_salary === null ? null : Number(row.min_salary),
});

/**
 * The only way a user leaves the server: the password hash is not even selected. Their
 * preferences, and their job preferences (a minimum salary is not for a recruiter's eyes), go
 * only to the user themself (`own`).
 */
export function toUser(row: PublicUserRow, { own = false } = {}): User {
  const id = Number(row.id);
  return {
    ...(own && { preferences: { emailNotifications: Number(row.email_notifications) === 1 } }),
    _id: String(id),
    fullname: row.fullname,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role,
    createdAt: toIso(row.created_at),
    profile: {
      bio: row.bio,
      skills: JSON.parse(row.skills) as string[],
      resume: resumeUrl(id, row.resume_key),
      resumeOriginalName: row.resume_key ? row.resume_original_name : null,
      profilePhoto: publicMediaUrl(row.profile_photo_key),
      ...(own && { preferences: jobPreferencesOf(row) }),
    },
  };
}
