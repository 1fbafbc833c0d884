import { useState } from 'react';
import { toErrorMessage, useUpdateApplicationStatusMutation, type Applicant, type ApplicationStatus } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * Accepting or rejecting an application: the server's message is toasted, and the row
 * shows the new status once the server agreed. `saving` names the applications whose change is under way.
 */
export function useStatusChange() {
  const [updateStatus] = useUpdateApplicationStatusMutation();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const mark = (applicationId: string, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (busy) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });

  const change = async ({ _id: applicationId, job: jobId }: Pick<Applicant, '_id' | 'job'>, status: ApplicationStatus) => {
    mark(applicationId, true);
    try {
      notify.success((await updateStatus({ jobId, applicationId, status }).unwrap()).message);
    } catch (error) {
      notify.error(toErrorMessage(error));
    } finally {
      mark(applicationId, false);
    }
  };

  return { saving, change };
}
