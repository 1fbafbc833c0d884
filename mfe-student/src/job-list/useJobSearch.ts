import { useRef, useState } from 'react';
import { appendJobs, jobApi, setAllJobs, useAppDispatch, useAppSelector, type JobSearchParams } from '@portal/shared-state';
import { useLoadOnVisit, type IsCurrent } from '../load/useLoadOnVisit';

/** A search as the screens ask for it; the hook supplies the cursor. */
export type JobQuery = Omit<JobSearchParams, 'cursor'>;

/** Page size of the result lists: whole rows of three cards. */
export const PAGE_SIZE = 24;

type MoreStatus = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: unknown };

/**
 * The jobs matching `query`, searched by the API into the store's allJobs: the first page
 * when the screen opens or the query changes, the next one on loadMore().
 *
 * It calls jobApi with the slice's actions rather than the fetchJobs/fetchMoreJobs thunks:
 * those store every answer, and the answer to a search the user has since changed, or to
 * the screen they just left, must not overwrite the newer one.
 */
export function useJobSearch(query: JobQuery) {
  const dispatch = useAppDispatch();
  const { allJobs, total, nextCursor } = useAppSelector((state) => state.job);
  const [more, setMore] = useState<MoreStatus>({ status: 'idle' });
  const searchIsCurrent = useRef<IsCurrent>(() => false);
  const loadingMore = useRef(false);

  const first = useLoadOnVisit(async (isCurrent) => {
    searchIsCurrent.current = isCurrent;
    setMore({ status: 'idle' });
    const page = await jobApi.search(query);
    if (isCurrent()) dispatch(setAllJobs(page));
  }, JSON.stringify(query));

  const loadMore = () => {
    if (first.status !== 'ready' || nextCursor === null || loadingMore.current) return;
    const isCurrent = searchIsCurrent.current;
    loadingMore.current = true;
    setMore({ status: 'loading' });
    jobApi
      .search({ ...query, cursor: nextCursor })
      .then(
        (page) => {
          if (!isCurrent()) return;
          dispatch(appendJobs(page));
          setMore({ status: 'idle' });
        },
        (error: unknown) => isCurrent() && setMore({ status: 'failed', error }),
      )
      .finally(() => (loadingMore.current = false));
  };

  return { jobs: allJobs, total, hasMore: nextCursor !== null, first, more, loadMore };
}

export type JobSearch = ReturnType<typeof useJobSearch>;
