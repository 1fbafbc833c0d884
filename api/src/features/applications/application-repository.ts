import { sql, type Kysely } from 'kysely';
import type { ApplicationStage, Database, Engine } from '../../db/schema';
import { DAY_MS, nowIso } from '../../db/time';
import { USER_COLUMNS } from '../users/user-serializer';

/** Rows of many applications, listed per application in the order given. */
function byApplication<T>(rows: { application_id: number | string; item: T }[]): Map<number, T[]> {
  const lists = new Map<number, T[]>();
  for (const { application_id, item } of rows) {
    const id = Number(application_id);
    lists.set(id, [...(lists.get(id) ?? []), item]);
  }
  return lists;
}

export function applicationRepository(db: Kysely<Database>) {
  return {
    /**
     * The job's status, deadline and questions, for deciding whether it takes an application. On
     * PostgreSQL the row is share-locked until the transaction ends: a close (an UPDATE) waits
     * for the applications being written, and an application arriving during a close waits
     * for it and then reads the job closed. SQLite runs one write transaction at a time.
     */
    jobForApplying(jobId: number, engine: Engine) {
      const query = db.selectFrom('jobs').select(['status', 'deadline', 'questions']).where('id', '=', jobId);
      return (engine === 'postgres' ? query.forShare() : query).executeTakeFirst();
    },
    /** The student's application to the job, whatever its stage. */
    findOwnTo(jobId: number, applicantId: number) {
      return db.selectFrom('applications').select(['id', 'status']).where('job_id', '=', jobId).where('applicant_id', '=', applicantId).executeTakeFirst();
    },
    /** Throws a unique violation when the student already applied: the constraint settles races. */
    async insert(jobId: number, applicantId: number, answers: string, now: string) {
      const row = await db
        .insertInto('applications')
        .values({ job_id: jobId, applicant_id: applicantId, answers, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /**
     * Moves an application to `status` unless it is in one of `unless`, and writes the step in
     * its history; false when it was (another request won). One UPDATE decides, so two
     * requests racing cannot both pass the check.
     */
    async moveTo(applicationId: number, status: ApplicationStage, message: string | null, unless: ApplicationStage[]) {
      const now = nowIso();
      const { numUpdatedRows } = await db
        .updateTable('applications')
        .set({ status, updated_at: now })
        .where('id', '=', applicationId)
        .where('status', 'not in', unless)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return false;
      await db.insertInto('application_events').values({ application_id: applicationId, status, message, created_at: now }).execute();
      return true;
    },
    /** A withdrawn application sent again carries the answers given this time. */
    async replaceAnswers(applicationId: number, answers: string) {
      await db.updateTable('applications').set({ answers }).where('id', '=', applicationId).execute();
    },
    /**
     * The hiring team changed the application's stage: its first response is kept, and counted in
     * its company's response days (migration 0028), its latest moved on. Only the update that
     * finds no first response yet counts it, so two at once count it once.
     */
    async recordResponse(applicationId: number) {
      const now = nowIso();
      const { numUpdatedRows } = await db.updateTable('applications').set({ first_response_at: now }).where('id', '=', applicationId).where('first_response_at', 'is', null).executeTakeFirst();
      await db.updateTable('applications').set({ last_response_at: now }).where('id', '=', applicationId).execute();
      if (numUpdatedRows === 0n) return;
      const sent = await db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select(['jobs.company_id', 'applications.created_at'])
        .where('applications.id', '=', applicationId)
        .executeTakeFirstOrThrow();
      const sentAt = new Date(sent.created_at);
      await db
        .insertInto('company_response_days')
        .values({ company_id: sent.company_id, sent_on: sentAt.toISOString().slice(0, 10), days: Math.floor((Date.parse(now) - sentAt.getTime()) / DAY_MS), answered: 1 })
        .onConflict((conflict) => conflict.columns(['company_id', 'sent_on', 'days']).doUpdateSet({ answered: sql<number>`company_response_days.answered + 1` }))
        .execute();
    },
    async addEvent(applicationId: number, status: ApplicationStage, at: string) {
      await db.insertInto('application_events').values({ application_id: applicationId, status, message: null, created_at: at }).execute();
    },
    /** The history of each application, oldest step first. */
    async historyOf(applicationIds: number[]) {
      if (applicationIds.length === 0) return new Map<number, never[]>();
      const rows = await db
        .selectFrom('application_events')
        .select(['application_id', 'status', 'message', 'created_at'])
        .where('application_id', 'in', applicationIds)
        .orderBy('application_id')
        .orderBy('id')
        .execute();
      return byApplication(rows.map(({ application_id, ...event }) => ({ application_id, item: event })));
    },
    /** The hiring team's notes on each application, oldest first. */
    async notesOf(applicationIds: number[]) {
      if (applicationIds.length === 0) return new Map<number, never[]>();
      const rows = await db
        .selectFrom('application_notes')
        .select(['id', 'application_id', 'text', 'created_at'])
        .where('application_id', 'in', applicationIds)
        .orderBy('application_id')
        .orderBy('id')
        .execute();
      return byApplication(rows.map(({ application_id, id, ...note }) => ({ application_id, item: { id: Number(id), ...note } })));
    },
    async addNote(applicationId: number, authorId: number, text: string) {
      return db
        .insertInto('application_notes')
        .values({ application_id: applicationId, author_id: authorId, text, created_at: nowIso() })
        .returning(['id', 'text', 'created_at'])
        .executeTakeFirstOrThrow();
    },
    /** The application, if the student sent it. */
    findOwnedByStudent(applicationId: number, studentId: number) {
      return db.selectFrom('applications').select(['id', 'status']).where('id', '=', applicationId).where('applicant_id', '=', studentId).executeTakeFirst();
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
          'applications.answers',
          ...USER_COLUMNS.map((column) => `users.${column}` as const),
        ])
        .where('applications.job_id', '=', jobId)
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .execute();
    },
    /** Who an application concerns and what it is for: the words of its notifications. */
    partiesOf(applicationId: number) {
      return db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .innerJoin('companies', 'companies.id', 'jobs.company_id')
        .innerJoin('users', 'users.id', 'applications.applicant_id')
        .select([
          'jobs.id as job_id',
          'jobs.title',
          'jobs.company_id',
          'companies.name as company_name',
          'users.id as student_id',
          'users.fullname as student_name',
        ])
        .where('applications.id', '=', applicationId)
        .executeTakeFirstOrThrow();
    },
  };
}
