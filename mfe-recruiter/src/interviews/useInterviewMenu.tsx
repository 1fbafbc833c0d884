import { useState, type ReactNode } from 'react';
import type { Applicant } from '@portal/shared-state';
import type { ActionMenuItem } from '../action-menu';
import { useTeamMay } from '../team-role';
import { CancelInterviewDialog } from './CancelInterviewDialog';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';
import { useInterviewChanges } from './useInterviewChanges';

type Open = { dialog: 'schedule' | 'cancel'; application: Applicant } | null;

// A decided application stays decided: proposing times would move it back to interview.
const SCHEDULABLE: ReadonlySet<Applicant['status']> = new Set(['pending', 'shortlisted', 'interview']);

/**
 * The interview entries of an applicant's Action menu, for the roles that manage interviews
 * (none for a viewer), and the dialogs they open: Schedule, or once one is live, Reschedule and Cancel.
 */
export function useInterviewMenu(): { itemsFor: (application: Applicant) => ActionMenuItem[]; dialogs: ReactNode } {
  const mayManage = useTeamMay('interviews.manage');
  const { send, sending, callOff, cancelling } = useInterviewChanges();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const itemsFor = (application: Applicant): ActionMenuItem[] => {
    if (!mayManage || application.status === 'withdrawn') return [];
    const schedule = () => setOpen({ dialog: 'schedule', application });
    const { interview } = application;
    if (!interview || interview.status === 'cancelled') return SCHEDULABLE.has(application.status) ? [{ label: 'Schedule interview', onSelect: schedule }] : [];
    return [
      { label: 'Reschedule interview', onSelect: schedule },
      { label: 'Cancel interview', onSelect: () => setOpen({ dialog: 'cancel', application }) },
    ];
  };

  const confirmCancel = async (application: Applicant) => {
    // A refusal closes the question too: its toast says why, and the row shows what is true.
    await callOff(application);
    close();
  };

  const dialogs = (
    <>
      <ScheduleInterviewDialog application={open?.dialog === 'schedule' ? open.application : null} sending={sending} onSend={send} onClose={close} />
      <CancelInterviewDialog
        application={open?.dialog === 'cancel' ? open.application : null}
        cancelling={cancelling}
        onConfirm={(application) => void confirmCancel(application)}
        onClose={close}
      />
    </>
  );

  return { itemsFor, dialogs };
}
