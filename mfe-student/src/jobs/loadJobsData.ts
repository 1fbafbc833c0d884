import { discoveryEndpoints, jobEndpoints, type ScreenDataLoader } from '@portal/shared-state';
import { CATEGORIES } from '../categories/categories';
import { chosenSort } from '../job-list/sort';
import { filtersFrom, hasKeyword, industryCountFor, searchFor } from './filters';

/**
 * /jobs' first render reads the first page of the search for the URL's filters, in the order it
 * asks for, and each industry's count with those filters: the filter panel is rendered on every
 * viewport (a phone folds it away with CSS).
 */
export const loadJobsData: ScreenDataLoader = async ({ searchParams }, dispatch) => {
  const filters = filtersFrom(searchParams);
  const sort = chosenSort(searchParams, hasKeyword(filters));
  // Each resolves with the answer or the error, never rejects: a failed answer still settles the loader.
  await Promise.all([
    dispatch(jobEndpoints.endpoints.searchJobs.initiate(searchFor(filters, sort), { subscribe: false })),
    ...CATEGORIES.map((industry) => dispatch(discoveryEndpoints.endpoints.jobCount.initiate(industryCountFor(filters, industry), { subscribe: false }))),
  ]);
};
