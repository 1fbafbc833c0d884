import type { Kysely } from 'kysely';
import type { Database, Engine } from '../../db/schema';
import { nowIso } from '../../db/time';
import { USER_COLUMNS } from '../users/user-serializer';

export function applicationRepository(db: Kysely<Database>) {
  return {
    /**
     * The job's status and deadline, for deciding whether it takes an application. On
     * PostgreSQL the row is share-locked until the transaction ends: a close (an UPDATE) waits
     * for the applications being written, and an application arriving during a close waits
     * for it and then reads the job closed. SQLite runs one write transaction at a time.
     */
    jobForApplying(jobId: number, engine: Engine) {
      const query = db.selectFrom('jobs').select(['status', 'deadline']).where('id', '=', jobId);
      return (engine === 'postgres' ? query.forShare() : query).executeTakeFirst();
    },
    /** Throws a unique violation when the student already applied: the constraint settles races. */
    async insert(jobId: number, applicantId: number) {
      const now = nowIso();
      await db.insertInto('applications').values({ job_id: jobId, applicant_id: applicantId, created_at: now, updated_at: now }).execute();
    },
    listForApplicant(applicantId: number) {
      return db
        .selectFrom('applications')
        .select(['id', 'job_id', 'applicant_id', 'status', 'created_at', 'updated_at'])
        .where('applicant_id', '=', applicantId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    listForJob(jobId: number) {
      return db
        .selectFrom('applications')
        .innerJoin('users', 'users.id', 'applications.applicant_id')
        .select([
          'applications.id as application_id',
          'applications.job_id',
          'applications.status',
          'applications.created_at as applied_at',
          'applications.updated_at as status_updated_at',
          ...USER_COLUMNS.map((column) => `users.${column}` as const),
        ])
        .where('applications.job_id', '=', jobId)
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .execute();
    },
    /** The application, if it was sent to one of this recruiter's jobs. */
    async findForRecruiter(applicationId: number, recruiterId: number) {
      return db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select('applications.id')
        .where('applications.id', '=', applicationId)
        .where('jobs.created_by', '=', recruiterId)
        .executeTakeFirst();
    },
    async setStatus(applicationId: number, status: 'pending' | 'accepted' | 'rejected') {
      await db.updateTable('applications').set({ status, updated_at: nowIso() }).where('id', '=', applicationId).execute();
    },
  };
}
