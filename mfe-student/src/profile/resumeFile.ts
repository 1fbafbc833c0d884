import { UPLOAD_LIMITS } from '@portal/shared-state';

export const PDF_REQUIRED = 'The resume must be a PDF file.';

/** The resume limit as a person reads it, e.g. "5 MB". */
export const RESUME_MAX_SIZE = `${Math.round(UPLOAD_LIMITS.resumeBytes / (1024 * 1024))} MB`;

export const RESUME_TOO_LARGE = `The resume is too large: at most ${RESUME_MAX_SIZE}.`;

// `accept` only filters the file picker (users can switch it to "All files"); the server
// checks the content, this saves a round trip for the obvious case.
export const isPdf = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Why the server would refuse this resume, known before sending it (a large one would upload in full first); else null. */
export function resumeProblem(file: File): string | null {
  if (!isPdf(file)) return PDF_REQUIRED;
  if (file.size > UPLOAD_LIMITS.resumeBytes) return RESUME_TOO_LARGE;
  return null;
}
