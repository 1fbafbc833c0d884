import type { JobPostBody, JobSearchQuery, JobUpdateBody } from '@portal/api/contract';

/**
 * The contract's request types are zod *input* types; the fields it coerces
 * come out as `unknown`. These narrow those fields to what the server accepts
 * (numbers, or numeric strings straight from form inputs) and keep the rest.
 */
type NumericInput = number | string;

export type JobSearchParams = Omit<JobSearchQuery, 'salaryMin' | 'salaryMax' | 'limit'> & {
  salaryMin?: number;
  salaryMax?: number;
  limit?: number;
};

type NumericJobFields = 'salary' | 'experience' | 'position' | 'companyId';

export type JobPostInput = Omit<JobPostBody, NumericJobFields> & {
  salary: NumericInput;
  experience: NumericInput;
  position: NumericInput;
  companyId: string;
};

export type JobUpdateInput = Omit<JobUpdateBody, NumericJobFields> & Partial<Pick<JobPostInput, NumericJobFields>>;
