import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/** Every stage an application can be in; `withdrawn` is the student's, the rest the recruiter's. */
const STAGES = sql`status in ('pending', 'shortlisted', 'interview', 'accepted', 'rejected', 'withdrawn')`;

/**
 * Applications move through stages, each step kept with the recruiter's optional message
 * (`application_events`, oldest first, beginning with `pending`), and the hiring team keeps
 * private notes (`application_notes`). Existing applications get the history they had: their
 * `pending` when sent, and their current status when it last changed.
 */
export function applicationStages(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  // As every table's id (migration 0001).
  const table = (db: Kysely<unknown>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  return {
    async up(db) {
      if (engine === 'postgres') {
        await sql`ALTER TABLE applications DROP CONSTRAINT applications_status_check`.execute(db);
        await sql`ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (${STAGES})`.execute(db);
      } else {
        await rebuildSqliteApplications(db);
      }
      await table(db, 'application_events')
        .addColumn('application_id', 'bigint', (col) => col.notNull().references('applications.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) => col.notNull().check(STAGES))
        .addColumn('message', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('application_events_application_idx').on('application_events').columns(['application_id', 'id']).execute();
      await table(db, 'application_notes')
        .addColumn('application_id', 'bigint', (col) => col.notNull().references('applications.id').onDelete('cascade'))
        .addColumn('author_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('application_notes_application_idx').on('application_notes').columns(['application_id', 'id']).execute();
      await sql`INSERT INTO application_events (application_id, status, message, created_at)
        SELECT id, 'pending', NULL, created_at FROM applications`.execute(db);
      await sql`INSERT INTO application_events (application_id, status, message, created_at)
        SELECT id, status, NULL, updated_at FROM applications WHERE status <> 'pending'`.execute(db);
    },
  };
}

/**
 * SQLite cannot change a CHECK constraint: the table is rebuilt as its documentation says
 * (https://www.sqlite.org/lang_altertable.html#otheralter), with foreign keys off meanwhile
 * and checked before the transaction commits, ids and their sequence kept.
 */
async function rebuildSqliteApplications(db: Kysely<any>) {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const sequence = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'applications'`.execute(trx);
      await trx.schema
        .createTable('applications_rebuilt')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('job_id', 'bigint', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('applicant_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(STAGES))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('applications_job_applicant_unique', ['job_id', 'applicant_id'])
        .execute();
      await sql`INSERT INTO applications_rebuilt (id, job_id, applicant_id, status, created_at, updated_at)
        SELECT id, job_id, applicant_id, status, created_at, updated_at FROM applications`.execute(trx);
      await trx.schema.dropTable('applications').execute();
      await trx.schema.alterTable('applications_rebuilt').renameTo('applications').execute();
      const seq = sequence.rows[0]?.seq;
      if (seq !== undefined) await sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = 'applications'`.execute(trx);
      await trx.schema.createIndex('applications_applicant_idx').on('applications').columns(['applicant_id', 'created_at']).execute();
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the applications rebuild: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
