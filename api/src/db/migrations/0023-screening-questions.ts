import { sql, type Migration } from 'kysely';

/**
 * A job's screening questions and each application's answers, both as JSON text (the same on
 * both engines, and never searched by). `jobs.questions` is the list as the team last saved it;
 * `applications.answers` keeps every question's text beside its answer as it read when the
 * student applied, so a later edit of the questions changes no application already made.
 */
export const screeningQuestions: Migration = {
  async up(db) {
    await db.schema.alterTable('jobs').addColumn('questions', 'text', (column) => column.notNull().defaultTo(sql`'[]'`)).execute();
    await db.schema.alterTable('applications').addColumn('answers', 'text', (column) => column.notNull().defaultTo(sql`'[]'`)).execute();
  },
};
