import type { MessageResponse, SavedJobIdsResponse, SavedJobsResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';

export const savedJobEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in student's saved jobs, the latest saved first, page by page: each page's nextCursor asks for the next. */
    savedJobs: build.infiniteQuery<SavedJobsResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({ url: '/job/saved', ...(pageParam !== null && { params: new URLSearchParams({ cursor: pageParam }) }) }),
      providesTags: ['SavedJobs'],
    }),
    /** Every saved job's id: whether a Save button's job is saved, whichever page of the list it is on. */
    savedJobIds: build.query<SavedJobIdsResponse, void>({
      query: () => ({ url: '/job/saved/ids' }),
      providesTags: ['SavedJobs'],
    }),
    saveJob: build.mutation<MessageResponse, string>({
      query: (jobId) => ({ url: `/job/save/${encodeURIComponent(jobId)}`, method: 'POST' }),
      invalidatesTags: ['SavedJobs'],
    }),
    unsaveJob: build.mutation<MessageResponse, string>({
      query: (jobId) => ({ url: `/job/save/${encodeURIComponent(jobId)}`, method: 'DELETE' }),
      // Gone from every card and the Saved Jobs tab at once; put back if the server refuses.
      async onQueryStarted(jobId, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            savedJobEndpoints.util.updateQueryData('savedJobIds', undefined, (draft) => {
              draft.ids = draft.ids.filter((id) => id !== jobId);
            }),
          ),
          dispatch(
            savedJobEndpoints.util.updateQueryData('savedJobs', undefined, (draft) => {
              for (const page of draft.pages) {
                const kept = page.jobs.filter((job) => job._id !== jobId);
                page.total -= page.jobs.length - kept.length;
                page.jobs = kept;
              }
            }),
          ),
        ];
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
      invalidatesTags: ['SavedJobs'],
    }),
  }),
});

export const { useSavedJobsInfiniteQuery, useSavedJobIdsQuery, useSaveJobMutation, useUnsaveJobMutation } = savedJobEndpoints;
