import type { AlertFrequency } from '@portal/shared-state';

/** The search an alert is made of: what a screen's current search names, keyword or not. */
export type AlertSearch = {
  keyword: string;
  location?: string;
  jobType?: string;
  /** In LPA. */
  salaryMin?: number;
};

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'Instant', daily: 'Daily' };

export const FREQUENCY_OPTIONS = (Object.keys(FREQUENCY_LABELS) as AlertFrequency[]).map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** Whether a keyword names something to look for, as the API requires: a letter or a digit. */
export const isUsableKeyword = (keyword: string): boolean => /[\p{L}\p{N}]/u.test(keyword);

type Filters = { location?: string | null; jobType?: string | null; salaryMin?: number | null };

/** An alert's filters besides its keyword, each as [term, value], in the order they are shown. */
export function filterFacts({ location, jobType, salaryMin }: Filters): [term: string, value: string][] {
  const facts: [string, string][] = [];
  if (location) facts.push(['Location', location]);
  if (jobType) facts.push(['Job type', jobType]);
  if (salaryMin !== null && salaryMin !== undefined) facts.push(['Salary', `at least ${salaryMin} LPA`]);
  return facts;
}
