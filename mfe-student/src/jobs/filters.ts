import { EXPERIENCE_BANDS, FACET_NAMES, INPUT_LIMITS, SALARY_BANDS, type FacetName, type FacetValue, type JobCountQuery, type SearchSort } from '@portal/shared-state';
import { chosenFilters, type AlertSearch } from '../alerts/alertSearch';
import { isCategory } from '../categories/categories';
import { PAGE_SIZE, type JobQuery } from '../job-list/useJobSearch';

/** The URL parameter of each facet, the API's own: a company is chosen by its _id. */
export const FACET_PARAMS = {
  location: 'location',
  jobType: 'jobType',
  experience: 'experience',
  salary: 'salary',
  company: 'companyId',
} as const satisfies Record<FacetName, string>;

/** The industry (one of the categories, or '' for any) and each facet's chosen values (any of them). */
export type Filters = { industry: string } & Record<FacetName, string[]>;

export const NO_FILTERS: Filters = { industry: '', location: [], jobType: [], experience: [], salary: [], company: [] };

const isBand = (bands: readonly { value: string }[]) => (value: string) => bands.some((band) => band.value === value);

/** What the API accepts of each facet; anything else in a URL (an old link, a typo) is dropped, not sent to fail. */
const ACCEPTS: Record<FacetName, { max: number; valid: (value: string) => boolean }> = {
  location: { max: 20, valid: (value) => value.length <= INPUT_LIMITS.searchTerm },
  jobType: { max: 10, valid: (value) => value.length <= INPUT_LIMITS.searchTerm },
  experience: { max: EXPERIENCE_BANDS.length, valid: isBand(EXPERIENCE_BANDS) },
  salary: { max: SALARY_BANDS.length, valid: isBand(SALARY_BANDS) },
  company: { max: 20, valid: (value) => /^\d{1,15}$/.test(value) },
};

/** The choices in a URL query (?location=Pune&location=Mumbai&industry=Data+Science). */
export function filtersFrom(params: URLSearchParams): Filters {
  const industry = params.get('industry') ?? '';
  const filters: Filters = { ...NO_FILTERS, industry: isCategory(industry) ? industry : '' };
  for (const facet of FACET_NAMES) {
    const { max, valid } = ACCEPTS[facet];
    const values = params.getAll(FACET_PARAMS[facet]).map((value) => value.trim());
    filters[facet] = [...new Set(values)].filter((value) => value !== '' && valid(value)).slice(0, max);
  }
  return filters;
}

/** Puts the choices in a URL query, each value of a facet as a parameter of its own, leaving other parameters alone. */
export function writeFilters(params: URLSearchParams, filters: Filters): void {
  if (filters.industry) params.set('industry', filters.industry);
  else params.delete('industry');
  for (const facet of FACET_NAMES) {
    params.delete(FACET_PARAMS[facet]);
    for (const value of filters[facet]) params.append(FACET_PARAMS[facet], value);
  }
}

/** How many values are chosen in all. */
export const chosenCount = (filters: Filters): number => (filters.industry ? 1 : 0) + FACET_NAMES.reduce((sum, facet) => sum + filters[facet].length, 0);

/** Chooses or unchooses one value of a facet. */
export const toggled = (filters: Filters, facet: FacetName, value: string): Filters => ({
  ...filters,
  [facet]: filters[facet].includes(value) ? filters[facet].filter((chosen) => chosen !== value) : [...filters[facet], value],
});

/** The facet filters as the API takes them; empty ones left out, so equal searches are asked for alike. */
function facetParams(filters: Filters): Omit<JobCountQuery, 'keyword'> {
  const params: Omit<JobCountQuery, 'keyword'> = {};
  for (const facet of FACET_NAMES) if (filters[facet].length > 0) params[FACET_PARAMS[facet]] = filters[facet];
  return params;
}

/** Whether the filters' search has a keyword, the industry: relevance is offered with one. */
export const hasKeyword = (filters: Filters): boolean => filters.industry !== '';

/**
 * The API search for the chosen filters: the industry is a keyword (the words of the title,
 * requirements, description or location), each facet a parameter that matches any of its
 * values; with the facets' counts, a page at a time.
 */
export const searchFor = (filters: Filters, sort?: SearchSort): JobQuery => ({
  keyword: filters.industry ? [filters.industry] : [],
  ...facetParams(filters),
  ...(sort && { sort }),
  facets: '1',
  limit: PAGE_SIZE,
});

/** The search an industry would make with the other filters as they are: what its count counts. */
export const industryCountFor = (filters: Filters, industry: string): JobCountQuery => ({ keyword: [industry], ...facetParams(filters) });

/**
 * The chosen filters as a job alert: the industry is what to look for (the keyword), and every
 * chosen value of each facet is kept, as the search has them; the chosen companies are named as
 * the company facet names them. With no industry there is no keyword, and the dialog asks for one.
 */
export function alertSearchFor(filters: Filters, companyFacet: FacetValue[] = []): AlertSearch {
  const companies = companyFacet.filter(({ value }) => filters.company.includes(value)).map(({ value, label }) => ({ _id: value, name: label }));
  return {
    keyword: filters.industry,
    ...chosenFilters({ location: filters.location, jobType: filters.jobType, experience: filters.experience, salary: filters.salary, companyId: filters.company }),
    ...(companies.length > 0 && { companies }),
  };
}
