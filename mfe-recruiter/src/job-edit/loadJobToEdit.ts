import { fetchAdminJobs, fetchCompanies, type AppThunk, type Company, type Job } from '@portal/shared-state';

export type JobToEdit = { job: Job | undefined; companies: Company[] };

/**
 * The job among the recruiter's own (the public job route would show anyone's), and the
 * companies it may be moved to; `job` is undefined when it is not theirs or does not exist.
 */
export const loadJobToEdit =
  (id: string): AppThunk<JobToEdit> =>
  async (dispatch) => {
    const [{ jobs }, { companies }] = await Promise.all([dispatch(fetchAdminJobs()), dispatch(fetchCompanies())]);
    return { job: jobs.find((job) => job._id === id), companies };
  };
