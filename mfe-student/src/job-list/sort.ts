import { SEARCH_SORTS, type SearchSort } from '@portal/shared-state';

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Salary: high to low',
};

/** The API's own order when none is asked for: by relevance to a keyword, else the newest first. */
export const defaultSort = (hasKeyword: boolean): SearchSort => (hasKeyword ? 'relevance' : 'newest');

/** The orders a search offers: relevance only when there is a keyword to be relevant to. */
export const sortOptions = (hasKeyword: boolean) =>
  SEARCH_SORTS.filter((sort) => hasKeyword || sort !== 'relevance').map((value) => ({ value, label: SORT_LABELS[value] }));

/** The URL parameter of the order. */
export const SORT_PARAM = 'sort';

/**
 * The order asked for in the URL when it is one the search offers and not its default, else
 * undefined: the API's default needs no parameter, so a search has one cache entry and one URL.
 */
export function chosenSort(params: URLSearchParams, hasKeyword: boolean): SearchSort | undefined {
  const value = params.get(SORT_PARAM);
  const offered = sortOptions(hasKeyword).find((option) => option.value === value);
  return offered && offered.value !== defaultSort(hasKeyword) ? offered.value : undefined;
}
