import type { RecommendedJobsResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';

/**
 * Whose recommendations, from which profile: the answer is the student's own, so it is kept per
 * student and asked again once their skills or preferences change (the key changes with them).
 */
export type RecommendedJobsArgs = { studentId: string; profileKey: string; limit?: number };

export const recommendedJobEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Open jobs for the logged-in student, best match first, each with its reasons. */
    recommendedJobs: build.query<RecommendedJobsResponse, RecommendedJobsArgs>({
      query: ({ limit }) => ({ url: '/job/recommended', ...(limit !== undefined && { params: new URLSearchParams({ limit: String(limit) }) }) }),
      // Jobs posted or closed change it, and so does applying (an applied job leaves it).
      providesTags: ['JobSearch', 'AppliedJobs'],
    }),
  }),
});

export const { useRecommendedJobsQuery } = recommendedJobEndpoints;
