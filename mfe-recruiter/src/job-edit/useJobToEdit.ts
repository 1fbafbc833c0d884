import { teamMay, useAdminJobsQuery, useCompaniesQuery, type Company, type Job } from '@portal/shared-state';
import type { QueryLike } from '@portal/shared-ui';

export type JobToEdit = { job: Job | undefined; companies: Company[] };

/**
 * The job among the recruiter's own (the public job route would show anyone's), and the
 * companies it may be moved to, as one query; `job` is undefined when it is not theirs, does
 * not exist, or their role there may not change it (a viewer opening the address directly).
 * Both are asked again on every visit: another tab may have changed them.
 */
export function useJobToEdit(id: string): QueryLike<JobToEdit> {
  const jobs = useAdminJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  const companies = useCompaniesQuery(undefined, { refetchOnMountOrArgChange: true });
  const failed = [jobs, companies].filter((query) => query.isError && !query.data);
  return {
    data:
      jobs.data && companies.data
        ? {
            job: jobs.data.jobs.find((job) => job._id === id && teamMay(job.role, 'jobs.write')),
            // Only the companies whose team lets this recruiter post, as on the create screen.
            companies: companies.data.companies.filter(({ role }) => teamMay(role, 'jobs.write')),
          }
        : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => failed.forEach((query) => void query.refetch()),
  };
}
