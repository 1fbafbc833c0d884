import type { Migration } from 'kysely';

/**
 * A company's funnel analytics start from "this company's jobs, the applications sent to them
 * between two days", then read each one's history. With the job first, a company's
 * applications in a range are one index range per job, their first response read from the
 * index too; and an application's history, in order with each step's stage and time, is read
 * from an index alone, never the table.
 */
export const analyticsIndexes: Migration = {
  async up(db) {
    await db.schema.createIndex('applications_job_sent_idx').on('applications').columns(['job_id', 'created_at', 'first_response_at']).execute();
    await db.schema.createIndex('application_events_history_idx').on('application_events').columns(['application_id', 'id', 'status', 'created_at']).execute();
  },
};
