import type { ApplicantsResponse, ApplicationStatus, ApplicationsResponse, MessageResponse, StatusUpdateBody } from '@portal/api/contract';
import { portalApi } from '../../api/portalApi';

export const applicationEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    applyToJob: build.mutation<MessageResponse, string>({
      query: (jobId) => ({ url: `/application/apply/${encodeURIComponent(jobId)}`, method: 'POST' }),
      // The job's page then shows "Already Applied", and the profile lists it.
      invalidatesTags: (_answer, _error, jobId) => [{ type: 'Job', id: jobId }, 'AppliedJobs'],
    }),

    /** The logged-in student's applications, newest first. */
    appliedJobs: build.query<ApplicationsResponse, void>({
      query: () => ({ url: '/application/get' }),
      providesTags: ['AppliedJobs'],
    }),

    /** One of the recruiter's jobs with its applications. */
    applicants: build.query<ApplicantsResponse, string>({
      query: (jobId) => ({ url: `/application/${encodeURIComponent(jobId)}/applicants` }),
      providesTags: (_answer, _error, jobId) => [{ type: 'Applicants', id: jobId }],
    }),

    /** Changes one applicant's status, and that row on screen once the server agreed. */
    updateApplicationStatus: build.mutation<MessageResponse, { jobId: string; applicationId: string; status: ApplicationStatus }>({
      query: ({ applicationId, status }) => ({
        url: `/application/status/${encodeURIComponent(applicationId)}/update`,
        method: 'POST',
        body: { status } satisfies StatusUpdateBody,
      }),
      async onQueryStarted({ jobId, applicationId, status }, { dispatch, queryFulfilled }) {
        const agreed = await queryFulfilled.then(() => true, () => false);
        if (!agreed) return;
        dispatch(
          applicationEndpoints.util.updateQueryData('applicants', jobId, (draft) => {
            const application = draft.job.applications.find((item) => item._id === applicationId);
            if (application) application.status = status;
          }),
        );
      },
    }),
  }),
});

export const { useApplyToJobMutation, useAppliedJobsQuery, useApplicantsQuery, useUpdateApplicationStatusMutation } = applicationEndpoints;
