import type {
  ApplicantsResponse,
  ApplicationsResponse,
  ApplyBody,
  ApplyResponse,
  MessageResponse,
  NoteBody,
  NoteResponse,
  RecruiterStage,
  StatusUpdateBody,
} from '@portal/contract';
import { portalApi } from '../../api/portalApi';

/** Names one application on a job's applicants list. */
type ApplicantRef = { jobId: string; applicationId: string };

export const applicationEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Applies with the answers to the job's screening questions, if it has any; `status` says whether an answer screened it out. */
    applyToJob: build.mutation<ApplyResponse, { jobId: string } & ApplyBody>({
      query: ({ jobId, answers }) => ({
        url: `/application/apply/${encodeURIComponent(jobId)}`,
        method: 'POST',
        ...(answers && { body: { answers } satisfies ApplyBody }),
      }),
      // The job's page then shows "Already Applied", and the profile lists it.
      invalidatesTags: (_answer, _error, { jobId }) => [{ type: 'Job', id: jobId }, 'AppliedJobs'],
    }),

    /** The logged-in student's applications, newest first, each with its history. */
    appliedJobs: build.query<ApplicationsResponse, void>({
      query: () => ({ url: '/application/get' }),
      providesTags: ['AppliedJobs'],
    }),

    /**
     * The student takes an application back; the job's page then offers Apply Now again while it
     * is open. A refusal (409: withdrawn from another tab) reloads too, so the list shows what is true.
     */
    withdrawApplication: build.mutation<MessageResponse, { jobId: string; applicationId: string }>({
      query: ({ applicationId }) => ({ url: `/application/withdraw/${encodeURIComponent(applicationId)}`, method: 'POST' }),
      invalidatesTags: (_answer, _error, { jobId }) => [{ type: 'Job', id: jobId }, 'AppliedJobs'],
    }),

    /** One of the recruiter's jobs with its applications, their histories and the team's notes. */
    applicants: build.query<ApplicantsResponse, string>({
      query: (jobId) => ({ url: `/application/${encodeURIComponent(jobId)}/applicants` }),
      providesTags: (_answer, _error, jobId) => [{ type: 'Applicants', id: jobId }],
    }),

    /**
     * Moves one applicant to a stage, with an optional message to the student. The row shows the
     * new stage as soon as the server agreed; the refetch that follows brings the new history step.
     */
    updateApplicationStatus: build.mutation<MessageResponse, ApplicantRef & { status: RecruiterStage; message?: string }>({
      query: ({ applicationId, status, message }) => ({
        url: `/application/status/${encodeURIComponent(applicationId)}/update`,
        method: 'POST',
        body: { status, ...(message?.trim() && { message }) } satisfies StatusUpdateBody,
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
      // A refused change (409: withdrawn meanwhile) refetches too, so the screen shows what is true.
      invalidatesTags: (_answer, _error, { jobId }) => [{ type: 'Applicants', id: jobId }, 'AdminJobs'],
    }),

    /** A private note of the hiring team on one application. */
    addApplicationNote: build.mutation<NoteResponse, ApplicantRef & NoteBody>({
      query: ({ applicationId, text }) => ({
        url: `/application/${encodeURIComponent(applicationId)}/notes`,
        method: 'POST',
        body: { text } satisfies NoteBody,
      }),
      invalidatesTags: (_answer, error, { jobId }) => (error ? [] : [{ type: 'Applicants', id: jobId }]),
    }),
  }),
});

export const {
  useApplyToJobMutation,
  useAppliedJobsQuery,
  useWithdrawApplicationMutation,
  useApplicantsQuery,
  useUpdateApplicationStatusMutation,
  useAddApplicationNoteMutation,
} = applicationEndpoints;
