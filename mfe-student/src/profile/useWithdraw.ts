import { toErrorMessage, useWithdrawApplicationMutation, type StudentApplication } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * Withdraws the student's application and toasts the server's message either way. `withdraw`
 * resolves to whether it worked; on success the applied jobs reload (tag invalidation) and
 * show WITHDRAWN, on failure nothing changed, so the student may try again.
 */
export function useWithdraw({ _id, job }: StudentApplication) {
  const [withdrawApplication, { isLoading: withdrawing }] = useWithdrawApplicationMutation();

  const withdraw = async (): Promise<boolean> => {
    // Toasts about withdrawing this application replace each other: a failed try's error goes once one succeeds.
    const about = `withdraw:${_id}`;
    try {
      const { message } = await withdrawApplication({ jobId: job._id, applicationId: _id }).unwrap();
      notify.success(message, { about });
      return true;
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
      return false;
    }
  };

  return { withdrawing, withdraw };
}
