import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/time';
import type { SavedJobCursor } from './saved-job-cursor';

export function savedJobRepository(db: Kysely<Database>) {
  return {
    /** Saving twice keeps the first save: the answer is the same either way. */
    async save(userId: number, jobId: number) {
      await db
        .insertInto('saved_jobs')
        .values({ user_id: userId, job_id: jobId, created_at: nowIso() })
        .onConflict((conflict) => conflict.columns(['user_id', 'job_id']).doNothing())
        .execute();
    },
    async unsave(userId: number, jobId: number) {
      await db.deleteFrom('saved_jobs').where('user_id', '=', userId).where('job_id', '=', jobId).execute();
    },
    /** The student's saved job ids, the latest saved first. */
    async idsOf(userId: number) {
      const rows = await db.selectFrom('saved_jobs').select('job_id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('job_id', 'desc').execute();
      return rows.map((row) => Number(row.job_id));
    },
    /** The latest saved first, saved before the cursor's when there is one; one more than asked, to tell whether more exist. */
    page(userId: number, limit: number, after: SavedJobCursor | undefined) {
      let query = db.selectFrom('saved_jobs').select(['job_id', 'created_at']).where('user_id', '=', userId);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb('created_at', '<', after.savedAt), eb.and([eb('created_at', '=', after.savedAt), eb('job_id', '<', after.jobId)])]),
        );
      }
      return query.orderBy('created_at', 'desc').orderBy('job_id', 'desc').limit(limit + 1).execute();
    },
    async countOf(userId: number) {
      const row = await db.selectFrom('saved_jobs').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async isSaved(userId: number, jobId: number) {
      return (await db.selectFrom('saved_jobs').select('job_id').where('user_id', '=', userId).where('job_id', '=', jobId).executeTakeFirst()) !== undefined;
    },
    async jobExists(jobId: number) {
      return (await db.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst()) !== undefined;
    },
  };
}
