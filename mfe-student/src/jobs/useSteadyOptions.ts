import { useState } from 'react';
import type { FacetName, FacetValue } from '@portal/shared-state';
import { facetOptions, inSeenOrder, type FacetOption } from './facetOptions';

/**
 * A facet's options in a steady order: as the API first counted them on this visit (most jobs
 * first), values met later after them. The API sorts every answer by its counts, so a click
 * that changes the counts would otherwise reorder the groups and move the option under the
 * pointer. The order is remembered from the first answer with counts: before it, the list is
 * only the bands or the chosen values.
 */
export function useSteadyOptions(facet: FacetName, counted: FacetValue[] | undefined, chosen: string[]): FacetOption[] {
  const [seen, setSeen] = useState<readonly FacetOption[]>([]);
  const ordered = inSeenOrder(seen, facetOptions(facet, counted, chosen));
  // Adjusted while rendering (React's pattern for state derived from props), and only when
  // values are new, so it settles at once.
  if (counted !== undefined && ordered.length !== seen.length) setSeen(ordered.map(({ value, label }) => ({ value, label })));
  return ordered;
}
