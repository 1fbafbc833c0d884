import { sql, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * How quickly a company answers applicants, kept as each stage change of its hiring team is
 * written (not read back from the history on every public page): `first_response_at`, the
 * team's first stage change of the application, and `last_response_at`, its latest. A
 * student's withdrawal touches neither. Existing applications take them from their history:
 * every step but `pending` (sent, or sent again) and `withdrawn` was the team's.
 */
export function applicationResponses(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db) {
      await db.schema.alterTable('applications').addColumn('first_response_at', timestamp).execute();
      await db.schema.alterTable('applications').addColumn('last_response_at', timestamp).execute();
      await sql`UPDATE applications SET
        first_response_at = (SELECT min(created_at) FROM application_events e WHERE e.application_id = applications.id AND e.status NOT IN ('pending', 'withdrawn')),
        last_response_at = (SELECT max(created_at) FROM application_events e WHERE e.application_id = applications.id AND e.status NOT IN ('pending', 'withdrawn'))`.execute(db);
      // "Did the team change a stage on this job lately?" is one probe of this index.
      await db.schema.createIndex('applications_job_response_idx').on('applications').columns(['job_id', 'last_response_at']).execute();
    },
  };
}
