import { useState } from 'react';
import { useSearchParams } from '@portal/shared-ui';
import { FILTER_GROUPS, filtersFrom, NO_FILTERS, type FilterId, type Filters } from './filters';

/**
 * The chosen filters, mirrored in the URL (?location=Pune&salary=0-40k) so that Back from a
 * job returns to the same list and a filtered list can be shared; choices replace the
 * history entry rather than adding one per click.
 *
 * The radios follow local state: React Router applies URL changes in a transition, and a
 * controlled radio driven by that alone springs back until the transition commits.
 */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const inUrl = filtersFrom(params);
  const [filters, setFilters] = useState(inUrl);

  // Follow the URL when it changes from outside, e.g. Back, or the header's link to /jobs.
  const urlKey = JSON.stringify(inUrl);
  const [followedKey, setFollowedKey] = useState(urlKey);
  if (urlKey !== followedKey) {
    setFollowedKey(urlKey);
    setFilters(inUrl);
  }

  const apply = (next: Filters) => {
    setFilters(next);
    const nextParams = new URLSearchParams(params);
    for (const { id } of FILTER_GROUPS) {
      if (next[id]) nextParams.set(id, next[id]);
      else nextParams.delete(id);
    }
    setParams(nextParams, { replace: true });
  };

  return {
    filters,
    choose: (id: FilterId, value: string) => apply({ ...filters, [id]: value }),
    clear: () => apply(NO_FILTERS),
  };
}
