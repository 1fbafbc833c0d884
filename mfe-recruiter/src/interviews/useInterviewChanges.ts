import {
  toErrorMessage,
  useCancelInterviewMutation,
  useProposeInterviewMutation,
  useRescheduleInterviewMutation,
  type Applicant,
  type InterviewProposalBody,
} from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/** Why the server refused a proposal, for the dialog to show by the slot it names; null once it went through. */
export type Refusal = string | null;

/**
 * Proposing, moving and cancelling an applicant's interview. Success is toasted by name (a toast
 * is a polite live region); a refused proposal comes back to the dialog to show by its slot, once,
 * not toasted as well. Toasts about one applicant's interview replace each other.
 */
export function useInterviewChanges() {
  const [propose, proposing] = useProposeInterviewMutation();
  const [reschedule, rescheduling] = useRescheduleInterviewMutation();
  const [cancel, cancelling] = useCancelInterviewMutation();
  const about = (application: Applicant) => `interview:${application._id}`;

  /** A first proposal, or new times for the interview the applicant has. */
  const send = async (application: Applicant, proposal: InterviewProposalBody): Promise<Refusal> => {
    const { interview, job: jobId, applicant } = application;
    const moving = interview !== null && interview.status !== 'cancelled';
    try {
      if (moving) await reschedule({ jobId, interviewId: interview._id, ...proposal }).unwrap();
      else await propose({ jobId, applicationId: application._id, ...proposal }).unwrap();
      notify.success(moving ? `New interview times sent to ${applicant.fullname}.` : `Interview times sent to ${applicant.fullname}.`, { about: about(application) });
      return null;
    } catch (error) {
      return toErrorMessage(error);
    }
  };

  /** True once the server called it off. */
  const callOff = async (application: Applicant): Promise<boolean> => {
    if (!application.interview) return false;
    try {
      await cancel({ interviewId: application.interview._id }).unwrap();
      notify.success(`Interview with ${application.applicant.fullname} cancelled.`, { about: about(application) });
      return true;
    } catch (error) {
      notify.error(toErrorMessage(error), { about: about(application) });
      return false;
    }
  };

  return { send, sending: proposing.isLoading || rescheduling.isLoading, callOff, cancelling: cancelling.isLoading };
}
