import type { Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Applications waiting for their hiring team (open, no stage change for a week), and the daily
 * nudge about them. `applications.updated_at` is the latest stage change, so two indexes answer
 * "how many are waiting": per job for the recruiter's jobs list (a range per job and stage), and
 * across the site for the daily nudge (a range per stage, with each application's job). `waiting_nudges` holds one row per
 * company, member and day, inserted in the transaction that tells the member: whichever instance
 * inserts it first sends that day's nudge, and a restart or a second instance finds it there.
 * Its key leads with the day, so old days are deleted by a range.
 */
export function waitingApplications(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db) {
      await db.schema.createIndex('applications_job_stage_age_idx').on('applications').columns(['job_id', 'status', 'updated_at']).execute();
      await db.schema.createIndex('applications_stage_age_idx').on('applications').columns(['status', 'updated_at', 'job_id']).execute();
      await db.schema
        .createTable('waiting_nudges')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('sent_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('waiting_nudges_pk', ['day', 'company_id', 'user_id'])
        .execute();
    },
  };
}
