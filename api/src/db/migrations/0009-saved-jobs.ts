import type { Migration } from 'kysely';
import type { Engine } from '../schema';

/** Jobs a student saved for later, kept on the server so every browser of theirs shows them. */
export function savedJobs(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db) {
      await db.schema
        .createTable('saved_jobs')
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('job_id', 'bigint', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('saved_jobs_pkey', ['user_id', 'job_id'])
        .execute();
    },
  };
}
