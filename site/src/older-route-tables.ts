import type { RouteShows } from './site-pages';

/**
 * What the pages of a route table released before tables said what each page shows (`shows`,
 * `description`; shell releases before 2026-11-27) showed, by route path: a rollback may bring
 * such a table back, and its job and company pages must still be headed by their record, answer
 * 404 when it is gone, and be kept rendered. Frozen as those releases had it: a route added since
 * declares what it shows in the table itself.
 */
export const OLDER_TABLES_SHOWED: Readonly<Record<string, { shows: RouteShows; description?: string }>> = {
  '/': { shows: 'listing', description: 'Job hunt portal: part-time jobs, full-time jobs and internships.' },
  '/jobs': { shows: 'listing', description: 'Search and filter every open job by location, type, experience and salary.' },
  '/browse': { shows: 'listing', description: 'Job hunt portal: part-time jobs, full-time jobs and internships.' },
  '/description/:id': { shows: 'job' },
  '/company/:id': { shows: 'company' },
};
