import { sql, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * A student's job preferences (`users.preferred_locations`, `users.preferred_job_types`: JSON
 * arrays of strings; `users.min_salary`: LPA, null for none), and the indexes that find the
 * newest jobs in one location or of one job type without reading every job of it: the jobs
 * recommended to a student are drawn from them (besides the word index, for skills).
 */
export function jobPreferences(engine: Engine): Migration {
  const real = engine === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db) {
      await db.schema.alterTable('users').addColumn('preferred_locations', 'text', (col) => col.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('users').addColumn('preferred_job_types', 'text', (col) => col.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('users').addColumn('min_salary', real).execute();
      await sql`CREATE INDEX jobs_location_recent_idx ON jobs (lower(location), id)`.execute(db);
      await sql`CREATE INDEX jobs_job_type_recent_idx ON jobs (job_type, id)`.execute(db);
    },
  };
}
