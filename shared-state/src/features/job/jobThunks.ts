import type {
  AdminJobsResponse,
  ApplicationsResponse,
  JobListResponse,
  JobMutationResponse,
  JobResponse,
} from '@portal/api/contract';
import { applicationApi } from '../../api/applicationApi';
import { jobApi } from '../../api/jobApi';
import type { JobPostInput, JobSearchParams, JobUpdateInput } from '../../api/types';
import type { AppThunk } from '../../store/thunk';
import { adminJobSaved, appendJobs, setAllAdminJobs, setAllAppliedJobs, setAllJobs, setSingleJob } from './jobSlice';

/** First page of a search; replaces allJobs. */
export const fetchJobs =
  (params: Omit<JobSearchParams, 'cursor'> = {}): AppThunk<JobListResponse> =>
  async (dispatch) => {
    const response = await jobApi.search(params);
    dispatch(setAllJobs(response));
    return response;
  };

/**
 * Next page of the same search (pass the same params); appends to allJobs.
 * Resolves to null when the last page is already loaded.
 */
export const fetchMoreJobs =
  (params: Omit<JobSearchParams, 'cursor'> = {}): AppThunk<JobListResponse | null> =>
  async (dispatch, getState) => {
    const cursor = getState().job.nextCursor;
    if (cursor === null) return null;
    const response = await jobApi.search({ ...params, cursor });
    dispatch(appendJobs(response));
    return response;
  };

export const fetchJob =
  (id: string): AppThunk<JobResponse> =>
  async (dispatch) => {
    const response = await jobApi.get(id);
    dispatch(setSingleJob(response.job));
    return response;
  };

export const fetchAdminJobs = (): AppThunk<AdminJobsResponse> => async (dispatch) => {
  const response = await jobApi.adminJobs();
  dispatch(setAllAdminJobs(response.jobs));
  return response;
};

export const fetchAppliedJobs = (): AppThunk<ApplicationsResponse> => async (dispatch) => {
  const response = await applicationApi.mine();
  dispatch(setAllAppliedJobs(response.application));
  return response;
};

export const postJob =
  (body: JobPostInput): AppThunk<JobMutationResponse> =>
  async (dispatch) => {
    const response = await jobApi.post(body);
    dispatch(adminJobSaved(response.job));
    return response;
  };

export const updateJob =
  (id: string, body: JobUpdateInput): AppThunk<JobMutationResponse> =>
  async (dispatch) => {
    const response = await jobApi.update(id, body);
    dispatch(adminJobSaved(response.job));
    return response;
  };
