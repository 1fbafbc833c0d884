import { httpStatusOf, toErrorMessage } from '@portal/shared-state';

/** The profile form's fields, by the names the API gives them. */
export type ProfileField = 'fullname' | 'email' | 'currentPassword' | 'phoneNumber' | 'bio' | 'skills' | 'preferredLocations' | 'preferredJobTypes' | 'minSalary' | 'file';

/** Why a save was refused, and the field it is about (null: the form as a whole). */
export type ProfileRefusal = { field: ProfileField | null; message: string };

// A refused field's message begins with the field, by a label ('Full name is required',
// 'Current password is incorrect.') or by its wire name ('bio is too long', from the multipart reader).
const FIELD_LEADS: readonly [RegExp, ProfileField][] = [
  [/^(fullname|full name|name)\b/i, 'fullname'],
  [/^(currentPassword|current password)\b/i, 'currentPassword'],
  [/^email\b/i, 'email'],
  [/^(phoneNumber|phone number|number)\b/i, 'phoneNumber'],
  [/^bio\b/i, 'bio'],
  [/^(skills|each skill|at most \d+ skills)\b/i, 'skills'],
  [/^(preferred locations|each of the preferred locations|at most \d+ preferred locations)\b/i, 'preferredLocations'],
  [/^(preferred job types|each of the preferred job types|at most \d+ preferred job types)\b/i, 'preferredJobTypes'],
  [/^(minimum salary|minSalary)\b/i, 'minSalary'],
];

const fieldNamedIn = (message: string): ProfileField | null => FIELD_LEADS.find(([lead]) => lead.test(message))?.[1] ?? null;

/**
 * Where the form shows a failed save's message: at the field it names (a 400, or a 413 for a
 * text field too long), the email for 409 (the address is taken), the resume for a file the
 * server would not take (413, 415); anything else above the form.
 */
export function profileRefusal(error: unknown): ProfileRefusal {
  const message = toErrorMessage(error);
  const status = httpStatusOf(error);
  const named = status === 400 || status === 413 ? fieldNamedIn(message) : null;
  if (named) return { field: named, message };
  if (status === 409) return { field: 'email', message };
  if (status === 413 || status === 415) return { field: 'file', message };
  return { field: null, message };
}
