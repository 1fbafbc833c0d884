import type { AdminJobsResponse, JobListResponse, JobMutationResponse, JobResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';
import { toSearchParams } from '../../api/searchParams';
import type { JobPostInput, JobSearchParams, JobUpdateInput } from '../../api/types';

/** A search as the screens ask for it; the endpoint pages it with the server's cursor. */
export type JobQuery = Omit<JobSearchParams, 'cursor'>;

const STALE_AFTER_A_JOB_WRITE = [{ type: 'JobSearch' as const }, { type: 'AdminJobs' as const }];

export const jobEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Public search, page by page: each page's nextCursor asks for the next.
     * A page answered for a search the user has since changed lands in that search's own
     * cache entry, never in the one on screen. Facets (facets: '1') are asked with the first
     * page only: they count every match, so later pages would only repeat them at a cost.
     */
    searchJobs: build.infiniteQuery<JobListResponse, JobQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/job/get',
        params: toSearchParams(pageParam === null ? queryArg : { ...queryArg, facets: undefined, cursor: pageParam }),
      }),
      providesTags: ['JobSearch'],
    }),

    job: build.query<JobResponse, string>({
      query: (id) => ({ url: `/job/get/${encodeURIComponent(id)}` }),
      providesTags: (_answer, _error, id) => [{ type: 'Job', id }],
    }),

    /** The logged-in recruiter's own jobs. */
    adminJobs: build.query<AdminJobsResponse, void>({
      query: () => ({ url: '/job/getadminjobs' }),
      providesTags: ['AdminJobs'],
    }),

    postJob: build.mutation<JobMutationResponse, JobPostInput>({
      query: (body) => ({ url: '/job/post', method: 'POST', body }),
      invalidatesTags: STALE_AFTER_A_JOB_WRITE,
    }),

    updateJob: build.mutation<JobMutationResponse, { id: string; changes: JobUpdateInput }>({
      query: ({ id, changes }) => ({ url: `/job/update/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_answer, _error, { id }) => [...STALE_AFTER_A_JOB_WRITE, { type: 'Job', id }],
    }),
  }),
});

export const { useSearchJobsInfiniteQuery, useJobQuery, useAdminJobsQuery, usePostJobMutation, useUpdateJobMutation } = jobEndpoints;
