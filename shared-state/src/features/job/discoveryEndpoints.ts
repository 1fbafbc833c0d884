import type { JobListResponse, SimilarJobsResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';
import { toSearchParams } from '../../api/searchParams';
import type { JobCount } from '../../api/types';
import type { JobQuery } from './jobEndpoints';

/** A search whose matches are counted: no page size, order or facets, which a count does not need. */
export type JobCountQuery = Omit<JobQuery, 'limit' | 'sort' | 'facets' | 'cursor'>;

/** A count beside a link (a category chip, say) is allowed to be a few minutes old. */
const COUNT_KEPT_FOR_S = 5 * 60;

export const discoveryEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * How many open jobs a search finds. The API has no count-only call: this asks for one job
     * (limit=1, the least it serves) and keeps only `total`, so the cache holds two fields per
     * search instead of a job.
     */
    jobCount: build.query<JobCount, JobCountQuery>({
      query: (search) => ({ url: '/job/get', params: toSearchParams({ ...search, limit: 1 }) }),
      // Keyed by what is sent: { keyword: ['x'] } and { keyword: ['x'], location: [] } are one count.
      serializeQueryArgs: ({ queryArgs, endpointName }) => `${endpointName}(${toSearchParams(queryArgs).toString()})`,
      // `?? false`: a server from before estimates sends no totalIsEstimate, and its totals are exact.
      transformResponse: ({ total, totalIsEstimate }: JobListResponse): JobCount => ({ total, totalIsEstimate: totalIsEstimate ?? false }),
      keepUnusedDataFor: COUNT_KEPT_FOR_S,
      providesTags: ['JobSearch'],
    }),

    /** Open jobs like this one (sharing words of its title or skills), same location first; a 404 for an unknown job. */
    similarJobs: build.query<SimilarJobsResponse, { id: string; limit?: number }>({
      query: ({ id, limit }) => ({
        url: `/job/similar/${encodeURIComponent(id)}`,
        ...(limit !== undefined && { params: new URLSearchParams({ limit: String(limit) }) }),
      }),
      // Posting, closing or editing a job changes which jobs are open, as it does for searches.
      providesTags: ['JobSearch'],
    }),
  }),
});

export const { useJobCountQuery, useSimilarJobsQuery } = discoveryEndpoints;
