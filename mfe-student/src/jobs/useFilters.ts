import type { FacetName } from '@portal/shared-state';
import { useUrlState } from '../job-list/useUrlState';
import { filtersFrom, NO_FILTERS, toggled, writeFilters } from './filters';

/**
 * The chosen filters, mirrored in the URL with a parameter per value
 * (?location=Pune&location=Mumbai&salary=3-6), so a filtered list survives Back and reload and
 * can be shared.
 */
export function useFilters() {
  const [filters, setFilters] = useUrlState(filtersFrom, writeFilters);
  return {
    filters,
    toggle: (facet: FacetName, value: string) => setFilters(toggled(filters, facet, value)),
    chooseIndustry: (industry: string) => setFilters({ ...filters, industry }),
    clear: () => setFilters(NO_FILTERS),
  };
}
