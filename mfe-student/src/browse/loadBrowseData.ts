import { jobEndpoints, type ScreenDataLoader } from '@portal/shared-state';
import { chosenSort } from '../job-list/sort';
import { browseQueryFrom, browseSearchFor } from './browseQuery';

/** /browse's first render reads the first page of its query's search, in the order the URL asks for. */
export const loadBrowseData: ScreenDataLoader = async ({ searchParams }, dispatch) => {
  const query = browseQueryFrom(searchParams);
  // As BrowseScreen's useSort reads it: relevance is offered only with a query.
  const sort = chosenSort(searchParams, query !== '');
  // Resolves with the answer or the error, never rejects: a failed search still settles the loader.
  await dispatch(jobEndpoints.endpoints.searchJobs.initiate(browseSearchFor(query, sort), { subscribe: false }));
};
