import { toErrorMessage, useCancelInterviewMutation, useChooseInterviewSlotMutation, type StudentApplication } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * The student's side of an interview: picking one of the proposed times, or calling it off.
 * The server's message is toasted either way (a refusal, e.g. the interview was cancelled
 * meanwhile, reloads the list too); toasts about one interview replace each other.
 */
export function useInterviewAnswer({ _id, interview }: StudentApplication) {
  const [chooseSlot, choosing] = useChooseInterviewSlotMutation();
  const [cancelInterview, cancelling] = useCancelInterviewMutation();
  const about = `interview:${_id}`;

  const answer = async (call: () => Promise<{ message: string }>): Promise<boolean> => {
    try {
      notify.success((await call()).message, { about });
      return true;
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
      return false;
    }
  };

  return {
    /** True once the server scheduled the interview at that time. */
    choose: (slotId: string) => (interview ? answer(() => chooseSlot({ interviewId: interview._id, slotId }).unwrap()) : Promise.resolve(false)),
    /** True once the server called it off. */
    cancel: () => (interview ? answer(() => cancelInterview({ interviewId: interview._id }).unwrap()) : Promise.resolve(false)),
    choosing: choosing.isLoading,
    cancelling: cancelling.isLoading,
  };
}
