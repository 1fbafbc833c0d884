import type { Migration } from 'kysely';

/**
 * The whole search an alert was made from, as JSON (AlertFiltersSchema: every facet's values
 * and the salary and experience limits). Alerts from before keep null here and are matched by
 * their single location, job type and salary_min, as they always were.
 */
export const alertSearches: Migration = {
  async up(db) {
    await db.schema.alterTable('job_alerts').addColumn('filters', 'text').execute();
  },
};
