import type { User } from '../../contract';
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
] as const;

export type PublicUserRow = Pick<UserRow, (typeof USER_COLUMNS)[number]>;

/**
 * The only way a user leaves the server: the password hash is not even selected. Their
 * preferences go only to the user themself (`own`).
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
    },
  };
}
