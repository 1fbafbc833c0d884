import { useState } from 'react';
import { toErrorMessage, useUpdateApplicationStatusMutation, type Applicant, type RecruiterStage } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';
import { stageLabel } from '../stages';

/**
 * Moving an applicant to a stage, with an optional message to the student. Success is toasted
 * by name and stage (a toast is a polite live region, so a screen reader hears it); a refusal
 * shows the server's message. `saving` names the applications whose change is under way.
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

  /** True once the server agreed. */
  const change = async ({ _id: applicationId, job: jobId, applicant }: Applicant, status: RecruiterStage, message?: string) => {
    mark(applicationId, true);
    // Toasts about the same application's stage replace each other: a refused try's error goes once one succeeds.
    const about = `application-stage:${applicationId}`;
    try {
      await updateStatus({ jobId, applicationId, status, message }).unwrap();
      notify.success(`${applicant.fullname} moved to ${stageLabel(status)}.`, { about });
      return true;
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
      return false;
    } finally {
      mark(applicationId, false);
    }
  };

  return { saving, change };
}
