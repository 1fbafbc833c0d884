import { EXPERIENCE_BANDS, SALARY_BANDS, type FacetName, type FacetValue } from '@portal/shared-state';

/** A value to choose, with the number of jobs it would find (unknown until the API counts it). */
export type FacetOption = { value: string; label: string; count?: number };

/** The values a facet always has, whatever the jobs: its bands. */
const FIXED: Partial<Record<FacetName, readonly { value: string; label: string }[]>> = { experience: EXPERIENCE_BANDS, salary: SALARY_BANDS };

/**
 * What a facet group lists: the API's values with their counts, in its order; before its first
 * answer (or after a failure) the bands without counts. A chosen value is always listed, so
 * that it can be unchosen: the API lists it even at 0, and one it has not counted yet (the
 * answer is for the previous choice) is added without a count.
 */
export function facetOptions(facet: FacetName, counted: FacetValue[] | undefined, chosen: string[]): FacetOption[] {
  const listed: FacetOption[] = counted ?? (FIXED[facet] ?? []).map(({ value, label }) => ({ value, label }));
  const unlisted = chosen.filter((value) => !listed.some((option) => option.value === value)).map((value) => ({ value, label: value }));
  return [...listed, ...unlisted];
}

/**
 * `options` kept in the order of `seen` (the values listed before, in the order they were first
 * listed), each with its count now; values new to the list come after them. A value seen before
 * that the answer no longer lists (it finds no job now, or fell out of the API's top values)
 * keeps its place without a count, so nothing below it moves.
 */
export function inSeenOrder(seen: readonly FacetOption[], options: FacetOption[]): FacetOption[] {
  const now = new Map(options.map((option) => [option.value, option]));
  const seenValues = new Set(seen.map((option) => option.value));
  return [...seen.map(({ value, label }) => now.get(value) ?? { value, label }), ...options.filter((option) => !seenValues.has(option.value))];
}

/** A value that would find nothing can't be chosen; one already chosen stays enabled, so it can be unchosen. */
export const isUnavailable = (option: FacetOption, chosen: boolean): boolean => option.count === 0 && !chosen;
