/** The profile's text fields, by their wire names: never the password or the file, which a tab's storage must not hold. */
const DRAFT_FIELDS = ['fullname', 'email', 'phoneNumber', 'bio', 'skills', 'preferredLocations', 'preferredJobTypes', 'minSalary'] as const;

export type ProfileDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

const keyOf = (userId: string) => `portal:profile-draft:${userId}`;

/**
 * Keeps, for this tab, the edits a save could not send because the session had ended: the shell
 * sends the student to log in, and the dialog opens with them when they are back.
 */
export function keepProfileDraft(userId: string, form: FormData): void {
  const draft: ProfileDraft = {};
  for (const field of DRAFT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') draft[field] = value;
  }
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or turned off: the edits cannot outlive this page, as before.
  }
}

export function readProfileDraft(userId: string): ProfileDraft | null {
  try {
    const stored = sessionStorage.getItem(keyOf(userId));
    return stored === null ? null : (JSON.parse(stored) as ProfileDraft);
  } catch {
    return null;
  }
}

/** Saved, or dismissed by closing the dialog. */
export function dropProfileDraft(userId: string): void {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Storage turned off: nothing was kept.
  }
}
