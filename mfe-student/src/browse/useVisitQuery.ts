import { useEffect, useState } from 'react';
import { setSearchedQuery, useAppDispatch, useAppSelector } from '@portal/shared-state';

/**
 * The search query this visit shows; the store's copy is cleared when the user leaves the
 * screen (spec section 2). Read once: in development, StrictMode's rehearsal unmount clears
 * the store before the real mount, which must still show the query the screen opened with.
 */
export function useVisitQuery(): string {
  const dispatch = useAppDispatch();
  const [query] = useState(useAppSelector((state) => state.job.searchedQuery));
  useEffect(
    () => () => {
      dispatch(setSearchedQuery(''));
    },
    [dispatch],
  );
  return query;
}
