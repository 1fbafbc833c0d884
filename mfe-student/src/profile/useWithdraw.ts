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
    try {
      const { message } = await withdrawApplication({ jobId: job._id, applicationId: _id }).unwrap();
      notify.success(message);
      return true;
    } catch (error) {
      notify.error(toErrorMessage(error));
      return false;
    }
  };

  return { withdrawing, withdraw };
}
