import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Job alerts and the background tasks that serve them:
 * - `job_alerts`: a student's saved search, instant or daily, with the token of its
 *   one-click unsubscribe link; `alert_terms` holds its keyword's words, so a new job finds
 *   the alerts it matches through an index, not by testing every alert;
 * - `alert_matches`: jobs found for daily alerts, until their digest goes out;
 * - `task_outbox`: work to do after a commit (matching a new job against the alerts, sending
 *   the daily digests), queued in the transaction that causes it and run by the API's task worker.
 */
export function jobAlerts(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  const table = (db: Kysely<unknown>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  return {
    async up(db) {
      await table(db, 'job_alerts')
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('keyword', 'text', (col) => col.notNull())
        .addColumn('term_count', 'integer', (col) => col.notNull())
        .addColumn('location', 'text')
        .addColumn('job_type', 'text')
        .addColumn('salary_min', 'real')
        .addColumn('frequency', 'text', (col) => col.notNull().check(sql`frequency in ('instant', 'daily')`))
        .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
        .addColumn('last_digest_at', timestamp)
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('job_alerts_user_idx').on('job_alerts').columns(['user_id', 'id']).execute();
      await db.schema
        .createTable('alert_terms')
        .addColumn('alert_id', 'bigint', (col) => col.notNull().references('job_alerts.id').onDelete('cascade'))
        .addColumn('term', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('alert_terms_pkey', ['term', 'alert_id'])
        .execute();
      await db.schema.createIndex('alert_terms_alert_idx').on('alert_terms').column('alert_id').execute();
      await db.schema
        .createTable('alert_matches')
        .addColumn('alert_id', 'bigint', (col) => col.notNull().references('job_alerts.id').onDelete('cascade'))
        .addColumn('job_id', 'bigint', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('alert_matches_pkey', ['alert_id', 'job_id'])
        .execute();
      await table(db, 'task_outbox')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
        .addColumn('done_at', timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('task_outbox_due_idx').on('task_outbox').columns(['next_attempt_at', 'id']).where(sql.ref('done_at'), 'is', null).execute();
    },
  };
}
