import type { SearchSort } from '@portal/shared-state';
import { PAGE_SIZE, type JobQuery } from '../job-list/useJobSearch';

/** The URL parameter of the query. */
const QUERY_PARAM = 'q';

/** The URL of /browse for a search query: the query lives in the address, so it can be shared, bookmarked and reloaded. */
export const browsePath = (query: string): string => {
  const trimmed = query.trim();
  return trimmed ? `/browse?${new URLSearchParams({ [QUERY_PARAM]: trimmed })}` : '/browse';
};

/** The query in a /browse URL; '' for none. */
export const browseQueryFrom = (params: URLSearchParams): string => (params.get(QUERY_PARAM) ?? '').trim();

/** The API search for a /browse query in an order (undefined: the API's default), a page at a time. */
export const browseSearchFor = (query: string, sort?: SearchSort): JobQuery => ({
  keyword: query ? [query] : [],
  ...(sort && { sort }),
  limit: PAGE_SIZE,
});
