import { toIso } from '../../db/time';

/** Where a page of saved jobs ends: when the last one was saved, and its id (saves in the same millisecond are told apart by it). */
export type SavedJobCursor = { savedAt: string; jobId: number };

/** `<milliseconds>-<job id>`: what SavedJobsQuerySchema lets through. */
export const encodeSavedJobCursor = (row: { created_at: string | Date; job_id: number }) => `${Date.parse(toIso(row.created_at))}-${Number(row.job_id)}`;

export function decodeSavedJobCursor(cursor: string): SavedJobCursor {
  const [savedAtMs, jobId] = cursor.split('-').map(Number);
  return { savedAt: new Date(savedAtMs!).toISOString(), jobId: jobId! };
}
