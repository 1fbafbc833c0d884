import type { AdminJobsResponse, JobListResponse, JobMutationResponse, JobResponse } from '@portal/api/contract';
import { http } from './http';
import { toSearchParams } from './searchParams';
import type { JobPostInput, JobSearchParams, JobUpdateInput } from './types';

export const jobApi = {
  /** Public search, newest first; pass the previous page's nextCursor as `cursor` for the next page. */
  search: (params: JobSearchParams = {}) =>
    http.get<JobListResponse>('/job/get', { params: toSearchParams(params) }).then((res) => res.data),

  get: (id: string) => http.get<JobResponse>(`/job/get/${encodeURIComponent(id)}`).then((res) => res.data),

  /** The logged-in recruiter's own jobs. */
  adminJobs: () => http.get<AdminJobsResponse>('/job/getadminjobs').then((res) => res.data),

  post: (body: JobPostInput) => http.post<JobMutationResponse>('/job/post', body).then((res) => res.data),

  update: (id: string, body: JobUpdateInput) =>
    http.put<JobMutationResponse>(`/job/update/${encodeURIComponent(id)}`, body).then((res) => res.data),
};
