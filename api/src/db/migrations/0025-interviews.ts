import { sql, type CreateTableBuilder, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Interviews. An application has at most one `interviews` row for its life: proposed with
 * slots, scheduled once the student picks one, cancelled by either side, and proposed again
 * on the same row, so its calendar event keeps one `uid` and a `sequence` that only grows.
 * `interview_slots` are the times of the latest proposal. `mail_outbox.calendar` carries a
 * queued email's iCalendar part (JSON: the method and the .ics text) to the sender.
 */
export function interviews(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  const id = engine === 'postgres' ? 'bigint' : 'integer';
  const withId = <Table extends string>(table: CreateTableBuilder<Table, never>) =>
    engine === 'postgres'
      ? table.addColumn('id', id, (col) => col.primaryKey().generatedAlwaysAsIdentity())
      : table.addColumn('id', id, (col) => col.primaryKey().autoIncrement());
  return {
    async up(db) {
      await withId(db.schema.createTable('interviews'))
        .addColumn('application_id', 'bigint', (col) => col.notNull().unique().references('applications.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('proposed', 'scheduled', 'cancelled')`))
        .addColumn('chosen_slot_id', 'bigint')
        .addColumn('location', 'text')
        .addColumn('message', 'text')
        .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('uid', 'text', (col) => col.notNull().unique())
        .addColumn('created_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('interview_slots'))
        .addColumn('interview_id', 'bigint', (col) => col.notNull().references('interviews.id').onDelete('cascade'))
        .addColumn('start_at', timestamp, (col) => col.notNull())
        .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes between 15 and 240`))
        .execute();
      // An applicants list reads every interview's slots in one query.
      await db.schema.createIndex('interview_slots_interview_idx').on('interview_slots').columns(['interview_id', 'start_at']).execute();

      await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
    },
  };
}
