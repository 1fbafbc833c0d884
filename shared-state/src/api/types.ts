import type { AlertCreateBody, JobListResponse, JobPostBody, JobSearchQuery, JobUpdateBody } from '@portal/contract';
import type { FACET_NAMES, SEARCH_SORTS } from '@portal/contract/search-facets';

/** An order of search results: relevance (the API's default with a keyword), newest (without one) or salary, highest first. */
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A facet of a search: location, jobType, experience, salary or company. */
export type FacetName = (typeof FACET_NAMES)[number];

/**
 * The contract's request types are zod *input* types; the fields it coerces
 * come out as `unknown`. These narrow those fields to what the server accepts
 * (numbers, or numeric strings straight from form inputs) and keep the rest.
 */
type NumericInput = number | string;

/** Search parameters that may be repeated (`?location=Pune&location=Mumbai`): one value or a list. */
type RepeatableSearchFields = 'keyword' | 'location' | 'jobType' | 'experience' | 'salary' | 'companyId';

export type JobSearchParams = Omit<JobSearchQuery, RepeatableSearchFields | 'salaryMin' | 'salaryMax' | 'experienceMax' | 'limit'> &
  Partial<Record<RepeatableSearchFields, string | string[]>> & {
    salaryMin?: number;
    salaryMax?: number;
    experienceMax?: number;
    limit?: number;
  };

/** A new alert: its keyword, how often, and the search's filters as the search takes them. */
export type AlertCreateInput = Omit<AlertCreateBody, RepeatableSearchFields | 'salaryMin' | 'salaryMax' | 'experienceMax'> &
  Pick<AlertCreateBody, 'keyword'> &
  Partial<Record<Exclude<RepeatableSearchFields, 'keyword'>, string | string[]>> & {
    salaryMin?: NumericInput;
    salaryMax?: NumericInput;
    experienceMax?: NumericInput;
  };

/** How many jobs a search finds, without the jobs: what a count beside a link needs. */
export type JobCount = Pick<JobListResponse, 'total' | 'totalIsEstimate'>;

type NumericJobFields = 'salary' | 'salaryMax' | 'experience' | 'position' | 'companyId';

export type JobPostInput = Omit<JobPostBody, NumericJobFields> & {
  salary: NumericInput;
  /** The top of a range; null or empty for a single figure. */
  salaryMax?: NumericInput | null;
  experience: NumericInput;
  position: NumericInput;
  companyId: string;
};

export type JobUpdateInput = Omit<JobUpdateBody, NumericJobFields> & Partial<Pick<JobPostInput, NumericJobFields>>;
