import { useState } from 'react';
import { toErrorMessage, updateApplicationStatus, useAppDispatch, type ApplicationStatus } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * Accepting or rejecting an application: the server's message is toasted, and the store
 * updates the row in place. `saving` names the applications whose change is under way.
 */
export function useStatusChange() {
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const mark = (applicationId: string, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (busy) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });

  const change = async (applicationId: string, status: ApplicationStatus) => {
    mark(applicationId, true);
    try {
      notify.success((await dispatch(updateApplicationStatus(applicationId, status))).message);
    } catch (error) {
      notify.error(toErrorMessage(error));
    } finally {
      mark(applicationId, false);
    }
  };

  return { saving, change };
}
