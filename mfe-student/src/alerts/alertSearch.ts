import { EXPERIENCE_BANDS, SALARY_BANDS, type Alert, type AlertFilters, type AlertFrequency } from '@portal/shared-state';

type ListFilter = 'location' | 'jobType' | 'experience' | 'salary' | 'companyId';
type LimitFilter = 'salaryMin' | 'salaryMax' | 'experienceMax';

type Company = { _id: string; name: string };

/**
 * The search an alert is made of: what a screen's current search names, keyword or not, and
 * each facet's chosen values (any of them), as the job search takes them; with the names of
 * the chosen companies where the screen knows them, to show.
 */
export type AlertSearch = { keyword: string; companies?: Company[] } & Partial<Pick<AlertFilters, ListFilter>>;

/** What an alert's filters are shown from: a search about to be saved, or a saved alert's filters. */
type ShownFilters = Partial<Pick<AlertFilters, ListFilter>> & Partial<Record<LimitFilter, number | null>> & { companies?: Company[] };

const LIST_FILTERS: ListFilter[] = ['location', 'jobType', 'experience', 'salary', 'companyId'];

/** The search's chosen values as the API takes them: empty facets left out. */
export const chosenFilters = (search: Partial<Pick<AlertFilters, ListFilter>>): Partial<Pick<AlertFilters, ListFilter>> =>
  Object.fromEntries(LIST_FILTERS.flatMap((filter) => (search[filter]?.length ? [[filter, search[filter]]] : [])));

/** The alert to create for `alert` to be back as it was, a new id and creation date aside: its keyword, frequency and whole search. */
export function alertAgain({ keyword, frequency, filters }: Pick<Alert, 'keyword' | 'frequency' | 'filters'>) {
  const { salaryMin, salaryMax, experienceMax } = filters;
  return {
    keyword,
    frequency,
    ...chosenFilters(filters),
    ...(salaryMin !== null && { salaryMin }),
    ...(salaryMax !== null && { salaryMax }),
    ...(experienceMax !== null && { experienceMax }),
  };
}

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'Instant', daily: 'Daily' };

export const FREQUENCY_OPTIONS = (Object.keys(FREQUENCY_LABELS) as AlertFrequency[]).map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** Whether a keyword names something to look for, as the API requires: a letter or a digit. */
export const isUsableKeyword = (keyword: string): boolean => /[\p{L}\p{N}]/u.test(keyword);

const anyOf = new Intl.ListFormat('en', { type: 'disjunction' });

const labelsOf = (values: string[], bands: readonly { value: string; label: string }[]) =>
  values.map((value) => bands.find((band) => band.value === value)?.label ?? value);

/** The companies by name when every one is known, else how many. */
function companiesText(ids: string[], companies: Company[] = []): string {
  const names = ids.map((id) => companies.find((company) => company._id === id)?.name);
  if (names.every((name) => name !== undefined)) return anyOf.format(names);
  return ids.length === 1 ? '1 company' : `${ids.length} companies`;
}

/** A facet's bands and limits as one phrase: "6–10 LPA or 10–20 LPA, at least 5 LPA". */
const phrase = (parts: (string | false)[]) => parts.filter(Boolean).join(', ');

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** An alert's filters besides its keyword, each as [term, value], in the order they are shown. */
export function filterFacts(filters: ShownFilters): [term: string, value: string][] {
  const { location = [], jobType = [], experience = [], salary = [], companyId = [], salaryMin, salaryMax, experienceMax } = filters;
  const facts: [string, string][] = [];
  if (location.length > 0) facts.push(['Location', anyOf.format(location)]);
  if (jobType.length > 0) facts.push(['Job type', anyOf.format(jobType)]);
  const experienceText = phrase([experience.length > 0 && anyOf.format(labelsOf(experience, EXPERIENCE_BANDS)), isSet(experienceMax) && `at most ${experienceMax} years`]);
  if (experienceText) facts.push(['Experience', experienceText]);
  const salaryText = phrase([
    salary.length > 0 && anyOf.format(labelsOf(salary, SALARY_BANDS)),
    isSet(salaryMin) && `at least ${salaryMin} LPA`,
    isSet(salaryMax) && `at most ${salaryMax} LPA`,
  ]);
  if (salaryText) facts.push(['Salary', salaryText]);
  if (companyId.length > 0) facts.push(['Company', companiesText(companyId, filters.companies)]);
  return facts;
}
