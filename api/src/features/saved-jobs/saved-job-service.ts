import { MAX_SAVED_JOBS, type Job } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/http-error';
import { decodeSavedJobCursor, encodeSavedJobCursor } from './saved-job-cursor';
import { savedJobRepository } from './saved-job-repository';

export type SavedJobsPage = { jobs: Job[]; total: number; nextCursor: string | null };

/**
 * A student's jobs saved for later, kept on the server so every browser of theirs shows them:
 * the routes read the request and shape the answer, this decides and writes.
 */
export function savedJobService({ db, jobReads }: Pick<AppDeps, 'db' | 'jobReads'>) {
  const saved = savedJobRepository(db);

  return {
    /** At most MAX_SAVED_JOBS; saving one already saved answers as saving it did, also at the cap. */
    async save(userId: number, jobId: number): Promise<void> {
      if (!(await saved.jobExists(jobId))) throw notFound('Job not found.');
      if ((await saved.countOf(userId)) >= MAX_SAVED_JOBS && !(await saved.isSaved(userId, jobId))) {
        throw conflict(`You can keep at most ${MAX_SAVED_JOBS} saved jobs. Remove one first.`);
      }
      await saved.save(userId, jobId);
    },

    /** Removing a job that is not saved changes nothing and is no error. */
    unsave: (userId: number, jobId: number): Promise<void> => saved.unsave(userId, jobId),

    /** The latest saved first (closed jobs too), as the student sees them, after the cursor when there is one. */
    async page(userId: number, limit: number, cursor: string | undefined): Promise<SavedJobsPage> {
      const [rows, total] = await Promise.all([saved.page(userId, limit, cursor === undefined ? undefined : decodeSavedJobCursor(cursor)), saved.countOf(userId)]);
      const shown = rows.slice(0, limit);
      return {
        jobs: await jobReads.byIds(
          shown.map((row) => Number(row.job_id)),
          userId,
        ),
        total,
        nextCursor: rows.length > limit ? encodeSavedJobCursor(shown.at(-1)!) : null,
      };
    },

    /** The ids of every saved job, the latest saved first: what a Save button needs. */
    ids: (userId: number): Promise<number[]> => saved.idsOf(userId),

    /** Every saved job, the latest saved first, as the student sees them: for their data export. */
    async all(userId: number): Promise<Job[]> {
      return jobReads.byIds(await saved.idsOf(userId), userId);
    },
  };
}
