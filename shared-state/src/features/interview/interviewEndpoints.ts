import type { ChooseSlotBody, InterviewProposalBody, InterviewRescheduleBody, InterviewResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';

/** Names the job whose applicants list shows the interview, so that list alone is refetched. */
type OnJob = { jobId: string };

export const interviewEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The hiring team proposes up to 5 slots; the application moves to `interview` and the student is told. */
    proposeInterview: build.mutation<InterviewResponse, OnJob & { applicationId: string } & InterviewProposalBody>({
      query: ({ applicationId, slots, location, message }) => ({
        url: `/application/${encodeURIComponent(applicationId)}/interview`,
        method: 'POST',
        body: { slots, location, message } satisfies InterviewProposalBody,
      }),
      invalidatesTags: (_answer, _error, { jobId }) => [{ type: 'Applicants', id: jobId }, 'AdminJobs'],
    }),

    /** The student picks one of the proposed slots; everyone gets the calendar invitation. */
    chooseInterviewSlot: build.mutation<InterviewResponse, { interviewId: string } & ChooseSlotBody>({
      query: ({ interviewId, slotId }) => ({
        url: `/interview/${encodeURIComponent(interviewId)}/choose`,
        method: 'POST',
        body: { slotId } satisfies ChooseSlotBody,
      }),
      // A refusal (409: cancelled meanwhile) refetches too, so the profile shows what is true.
      invalidatesTags: ['AppliedJobs', 'Applicants'],
    }),

    /** The team offers new slots: the interview goes back to `proposed` and the student picks again. */
    rescheduleInterview: build.mutation<InterviewResponse, OnJob & { interviewId: string } & InterviewRescheduleBody>({
      query: ({ interviewId, slots, location, message }) => ({
        url: `/interview/${encodeURIComponent(interviewId)}/reschedule`,
        method: 'POST',
        body: { slots, location, message } satisfies InterviewRescheduleBody,
      }),
      invalidatesTags: (_answer, _error, { jobId }) => [{ type: 'Applicants', id: jobId }, 'AppliedJobs'],
    }),

    /** Either side calls the interview off; every calendar that has it gets the cancellation. */
    cancelInterview: build.mutation<InterviewResponse, { interviewId: string }>({
      query: ({ interviewId }) => ({ url: `/interview/${encodeURIComponent(interviewId)}/cancel`, method: 'POST' }),
      invalidatesTags: ['AppliedJobs', 'Applicants'],
    }),
  }),
});

export const { useProposeInterviewMutation, useChooseInterviewSlotMutation, useRescheduleInterviewMutation, useCancelInterviewMutation } = interviewEndpoints;

/** Where "Add to calendar" points (with apiUrl): a plain link, so the browser hands the .ics to the calendar itself. */
export const interviewCalendarPath = (interviewId: string) => `/interview/${encodeURIComponent(interviewId)}/calendar.ics`;
