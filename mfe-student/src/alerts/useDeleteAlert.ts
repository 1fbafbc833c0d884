import { toErrorMessage, useCreateAlertMutation, useDeleteAlertMutation, type Alert } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';
import { alertAgain } from './alertSearch';

const aboutAlert = (alertId: string) => `alert:${alertId}`;

/**
 * Deleting one of the student's alerts, its toast offering Undo for a while: Undo creates the
 * alert again on the server with the same search (a new alert, with its own id).
 */
export function useDeleteAlert() {
  const [deleteAlert] = useDeleteAlertMutation();
  const [createAlert] = useCreateAlertMutation();

  const createAgain = async (alert: Alert, onBack: (alertId: string) => void) => {
    const about = aboutAlert(alert._id);
    try {
      const { message, alert: created } = await createAlert(alertAgain(alert)).unwrap();
      onBack(created._id);
      notify.success(message, { about });
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
    }
  };

  /** Answers whether the alert was deleted; `onBack` is told the new id of an alert Undo brought back. */
  return async (alert: Alert, onBack: (alertId: string) => void): Promise<boolean> => {
    const about = aboutAlert(alert._id);
    try {
      const { message } = await deleteAlert(alert._id).unwrap();
      notify.success(message, { about, action: { label: 'Undo', onClick: () => void createAgain(alert, onBack) } });
      return true;
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
      return false;
    }
  };
}
