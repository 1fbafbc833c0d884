import { AlertFiltersSchema, type AlertFilters, type NewAlert } from '@portal/contract';
import { distinctValues, type JobFilters } from '../jobs/search-filters';

type StoredFilters = { filters: string | null; location: string | null; job_type: string | null; salary_min: number | string | null };

/** The filters of a new alert as kept: each list without repeats, absent limits as null. */
export const filtersOf = (alert: NewAlert): AlertFilters => ({
  location: distinctValues(alert.location),
  jobType: distinctValues(alert.jobType),
  experience: [...new Set(alert.experience)],
  salary: [...new Set(alert.salary)],
  companyId: [...new Set(alert.companyId)],
  salaryMin: alert.salaryMin ?? null,
  salaryMax: alert.salaryMax ?? null,
  experienceMax: alert.experienceMax ?? null,
});

/** Whether the alert is from before migration 0014: no filters kept, but a single location, job type and salary_min. */
export const isLegacy = (row: StoredFilters): boolean => row.filters === null;

/** A stored alert's filters; an alert from before migration 0014 shows its single location, job type and minimum salary as them. */
export function storedFiltersOf(row: StoredFilters): AlertFilters {
  if (row.filters !== null) return AlertFiltersSchema.parse(JSON.parse(row.filters));
  return {
    location: row.location === null ? [] : [row.location],
    jobType: row.job_type === null ? [] : [row.job_type],
    experience: [],
    salary: [],
    companyId: [],
    salaryMin: row.salary_min === null ? null : Number(row.salary_min),
    salaryMax: null,
    experienceMax: null,
  };
}

/** An alert's filters as the job search takes them, for jobs open on the day given. */
export const searchFiltersOf = (filters: AlertFilters, openOn: string): JobFilters => ({
  openOn,
  keywords: [],
  location: filters.location,
  jobType: filters.jobType,
  experience: filters.experience,
  salary: filters.salary,
  companyId: filters.companyId.map(Number),
  ...(filters.salaryMin !== null && { salaryMin: filters.salaryMin }),
  ...(filters.salaryMax !== null && { salaryMax: filters.salaryMax }),
  ...(filters.experienceMax !== null && { experienceMax: filters.experienceMax }),
});
