import { useSearchJobsInfiniteQuery, type Job, type JobCount, type JobQuery } from '@portal/shared-state';
import type { QueryLike } from '@portal/shared-ui';

export type { JobQuery };

/** Page size of the result lists: whole rows of three cards. */
export const PAGE_SIZE = 24;

type NextPage = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: unknown };

/**
 * The jobs matching `query`: the first page when the screen opens or the query changes, the
 * next one on loadMore(). Only the current query's pages are shown: while a changed query
 * loads, the previous query's cards are not.
 */
export function useJobSearch(query: JobQuery) {
  const search = useSearchJobsInfiniteQuery(query);
  const pages = search.currentData?.pages ?? [];

  const jobs = pages.flatMap((page) => page.jobs);
  // The first page as one query: its jobs once there; a failed next page is `more`'s to show.
  const first: QueryLike<Job[]> = {
    data: pages.length > 0 ? jobs : undefined,
    isError: search.isError && !search.isFetchNextPageError,
    error: search.error,
    refetch: search.refetch,
  };
  const more: NextPage = search.isFetchingNextPage
    ? { status: 'loading' }
    : search.isFetchNextPageError
      ? { status: 'failed', error: search.error }
      : { status: 'idle' };

  const loadMore = () => {
    if (search.hasNextPage && !search.isFetching) void search.fetchNextPage();
  };

  const firstPage = pages[0];
  // The facets of the search answered last: while a changed search loads, the panel keeps its
  // options (marked stale) instead of emptying and refilling.
  const lastFacets = search.data?.pages[0]?.facets;

  return {
    jobs,
    total: firstPage?.total ?? 0,
    /** Every match of the current search, once answered. */
    count: firstPage && ({ total: firstPage.total, totalIsEstimate: firstPage.totalIsEstimate ?? false } satisfies JobCount),
    facets: lastFacets,
    facetsStale: lastFacets !== undefined && firstPage?.facets !== lastFacets,
    hasMore: search.hasNextPage,
    first,
    more,
    loadMore,
  };
}

export type JobSearch = ReturnType<typeof useJobSearch>;
