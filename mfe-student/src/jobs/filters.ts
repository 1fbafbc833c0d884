import type { RadioOption } from '@portal/shared-ui';
import type { AlertSearch } from '../alerts/alertSearch';
import { PAGE_SIZE, type JobQuery } from '../job-list/useJobSearch';

/** Rupees a month to lakh per annum, the unit of a job's salary. */
export const monthlyToLpa = (rupeesPerMonth: number): number => (rupeesPerMonth * 12) / 100_000;

type SalaryRange = RadioOption & { min: number; max: number };

/**
 * The spec's salary labels read as monthly pay; a job's salary is in LPA, so each label is a
 * range of LPA (0-40k a month is up to 4.8 LPA). Comparing the label with the salary as text,
 * as the reference app did, never matched.
 */
export const SALARY_RANGES: SalaryRange[] = [
  { value: '0-40k', label: '0-40k', min: 0, max: monthlyToLpa(40_000) },
  { value: '42-1lakh', label: '42-1lakh', min: monthlyToLpa(42_000), max: monthlyToLpa(100_000) },
  { value: '1lakh to 5lakh', label: '1lakh to 5lakh', min: monthlyToLpa(100_000), max: monthlyToLpa(500_000) },
];

export const SALARY_HINT =
  'Monthly pay: 0-40k a month is up to 4.8 LPA, 42k to 1 lakh is 5.04 to 12 LPA, 1 to 5 lakh is 12 to 60 LPA.';

const asOptions = (labels: string[]): RadioOption[] => labels.map((label) => ({ value: label, label }));

/** The filter panel's groups (spec section 2), each a single choice; the URL parameter is the id. */
export const FILTER_GROUPS = [
  { id: 'location', label: 'Location', options: asOptions(['Delhi NCR', 'Bangalore', 'Hyderabad', 'Pune', 'Mumbai']) },
  { id: 'industry', label: 'Industry', options: asOptions(['Frontend Developer', 'Backend Developer', 'FullStack Developer']) },
  { id: 'salary', label: 'Salary', options: SALARY_RANGES },
] as const satisfies readonly { id: string; label: string; options: RadioOption[] }[];

export type FilterId = (typeof FILTER_GROUPS)[number]['id'];

/** The chosen value of each group; '' for none. */
export type Filters = Record<FilterId, string>;

export const NO_FILTERS: Filters = { location: '', industry: '', salary: '' };

/** The choices in a URL query, ignoring values that are not options of their group. */
export function filtersFrom(search: URLSearchParams): Filters {
  const filters = { ...NO_FILTERS };
  for (const group of FILTER_GROUPS) {
    const value = search.get(group.id) ?? '';
    if (group.options.some((option) => option.value === value)) filters[group.id] = value;
  }
  return filters;
}

/**
 * The API search for the chosen filters. Location and industry must each appear in the
 * title, description or location, so each is a keyword of its own (all keywords must match).
 */
export function searchFor(filters: Filters): JobQuery {
  const salary = SALARY_RANGES.find((range) => range.value === filters.salary);
  return {
    keyword: [filters.location, filters.industry].filter(Boolean),
    ...(salary && { salaryMin: salary.min, salaryMax: salary.max }),
    limit: PAGE_SIZE,
  };
}

/**
 * The chosen filters as a job alert: the industry is what to look for (the keyword), the
 * location and the salary range's lower end narrow it; the API's alerts keep no upper end.
 * With no industry chosen there is no keyword, and the dialog asks for one.
 */
export function alertSearchFor(filters: Filters): AlertSearch {
  const salary = SALARY_RANGES.find((range) => range.value === filters.salary);
  return {
    keyword: filters.industry,
    ...(filters.location && { location: filters.location }),
    // 0 would be no filter at all.
    ...(salary && salary.min > 0 && { salaryMin: salary.min }),
  };
}
