import type { MessageResponse, SavedJobsResponse } from '@portal/api/contract';
import { portalApi } from '../../api/portalApi';

export const savedJobEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in student's saved jobs, the latest saved first. */
    savedJobs: build.query<SavedJobsResponse, void>({
      query: () => ({ url: '/job/saved' }),
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
        const patch = dispatch(
          savedJobEndpoints.util.updateQueryData('savedJobs', undefined, (draft) => {
            draft.jobs = draft.jobs.filter((job) => job._id !== jobId);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['SavedJobs'],
    }),
  }),
});

export const { useSavedJobsQuery, useSaveJobMutation, useUnsaveJobMutation } = savedJobEndpoints;
