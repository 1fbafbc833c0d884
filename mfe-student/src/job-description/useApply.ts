import { httpStatusOf, toErrorMessage, useApplyToJobMutation, type ApplicationStatus } from '@portal/shared-state';
import type { Answers } from '../screening/screeningAnswers';

/** How an application went: made (status rejected when an answer screened it out), or refused with the server's reason. */
export type ApplyOutcome =
  | { applied: true; status: ApplicationStatus; message: string }
  | { applied: false; httpStatus: number | undefined; message: string };

/**
 * Applies to the job, with the answers to its questions when it has any, and says how it went
 * rather than throwing: the button and the dialog each show a refusal their own way. The job
 * reloads either way (the mutation's tags), so after a 409 it shows what the server knows.
 */
export function useApply(jobId: string) {
  const [applyToJob, { isLoading: busy }] = useApplyToJobMutation();
  const apply = async (answers?: Answers): Promise<ApplyOutcome> => {
    try {
      const { status, message } = await applyToJob({ jobId, answers }).unwrap();
      return { applied: true, status, message };
    } catch (error) {
      return { applied: false, httpStatus: httpStatusOf(error), message: toErrorMessage(error) };
    }
  };
  return { apply, busy };
}
