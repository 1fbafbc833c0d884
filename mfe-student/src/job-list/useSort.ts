import type { SearchSort } from '@portal/shared-state';
import { chosenSort, defaultSort, SORT_PARAM, sortOptions } from './sort';
import { useUrlState } from './useUrlState';

/**
 * The order of a result list, in the URL (?sort=salary). `chosen` is what to ask the API for
 * (undefined: its default), `value` what the control shows.
 */
export function useSort(hasKeyword: boolean) {
  const [chosen, setChosen] = useUrlState(
    (params) => chosenSort(params, hasKeyword),
    (params, sort: SearchSort | undefined) => (sort ? params.set(SORT_PARAM, sort) : params.delete(SORT_PARAM)),
  );
  // A keyword that is gone takes relevance with it: the order falls back to the default.
  const valid = chosen && sortOptions(hasKeyword).some((option) => option.value === chosen) ? chosen : undefined;
  return {
    chosen: valid,
    value: valid ?? defaultSort(hasKeyword),
    options: sortOptions(hasKeyword),
    change: (sort: SearchSort) => setChosen(sort === defaultSort(hasKeyword) ? undefined : sort),
  };
}

export type Sort = ReturnType<typeof useSort>;
