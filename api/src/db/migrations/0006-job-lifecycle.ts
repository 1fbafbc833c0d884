import { sql, type Migration } from 'kysely';

/**
 * Jobs open and close: `status` (every job so far is open) and an optional `deadline`, a
 * calendar date as text (YYYY-MM-DD) on both engines, so "deadline >= today" compares the same
 * way in SQLite and PostgreSQL.
 */
export const jobLifecycle: Migration = {
  async up(db) {
    await db.schema
      .alterTable('jobs')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open').check(sql`status in ('open', 'closed')`))
      .execute();
    await db.schema.alterTable('jobs').addColumn('deadline', 'text').execute();
  },
};
