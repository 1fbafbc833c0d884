/**
 * The facets of a job search and the bands two of them are counted in. Plain constants with
 * no imports: the request schemas build on them and the browser's bundles list them.
 */
export const FACET_NAMES = ['location', 'jobType', 'experience', 'salary', 'company'] as const;

/** Years of experience asked for, inclusive at both ends; the last band has no upper end. */
export const EXPERIENCE_BANDS = [
  { value: '0-1', label: '0–1 years', min: 0, max: 1 },
  { value: '2-4', label: '2–4 years', min: 2, max: 4 },
  { value: '5-9', label: '5–9 years', min: 5, max: 9 },
  { value: '10+', label: '10+ years', min: 10, max: null },
] as const;

/** Yearly salary in LPA, from `min` up to but not including `max`; the last band has no upper end. */
export const SALARY_BANDS = [
  { value: '0-3', label: 'Up to 3 LPA', min: 0, max: 3 },
  { value: '3-6', label: '3–6 LPA', min: 3, max: 6 },
  { value: '6-10', label: '6–10 LPA', min: 6, max: 10 },
  { value: '10-20', label: '10–20 LPA', min: 10, max: 20 },
  { value: '20+', label: '20 LPA and more', min: 20, max: null },
] as const;

export const SEARCH_SORTS = ['relevance', 'newest', 'salary'] as const;

/** Above this many matches `total` may be an estimate (then `totalIsEstimate` is true). */
export const EXACT_TOTAL_LIMIT = 10_000;
