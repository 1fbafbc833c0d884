import { useState } from 'react';
import {
  selectRememberedUser,
  selectSavedJobIds,
  toErrorMessage,
  toggleSavedJob,
  useAppDispatch,
  useAppSelector,
  useSavedJobIdsQuery,
  useSaveJobMutation,
  useUnsaveJobMutation,
} from '@portal/shared-state';
import { notify } from '@portal/shared-ui';
import { useSendToLogin } from '../session/useSendToLogin';
import { aboutSavedJob } from './aboutSavedJob';

/** What this button set last, and when: shown until the saved jobs reloaded after it arrive. */
type JustSet = { saved: boolean; at: number };

/**
 * 'Save For Later' for one job. A student's saved jobs live on the server: whether this one
 * is saved comes from their list, and toggling saves or unsaves it there. A visitor is asked
 * to log in first, the job remembered in the persisted `saved` slice until then (see
 * useSaveRememberedJobs). A recruiter cannot save jobs: `available` is false.
 */
export function useSaveForLater(jobId: string) {
  const user = useAppSelector(selectRememberedUser);
  const student = user?.role === 'student';
  const savedJobs = useSavedJobIdsQuery(undefined, { skip: !student });
  const [saveJob, { isLoading: saving }] = useSaveJobMutation();
  const [unsaveJob, { isLoading: unsaving }] = useUnsaveJobMutation();
  const remembered = useAppSelector(selectSavedJobIds);
  const dispatch = useAppDispatch();
  const sendToLogin = useSendToLogin();
  const [justSet, setJustSet] = useState<JustSet | null>(null);

  const onServer = savedJobs.data?.ids.includes(jobId) ?? false;
  // Right after a save the list is still the old one until it reloads: the button keeps what it set.
  const reloadedSince = justSet !== null && (savedJobs.fulfilledTimeStamp ?? 0) > justSet.at;
  const saved = justSet && !reloadedSince ? justSet.saved : onServer;

  const toggle = async () => {
    if (!user) {
      if (!remembered.includes(jobId)) dispatch(toggleSavedJob(jobId));
      void sendToLogin();
      return;
    }
    try {
      const next = !saved;
      if (next) await saveJob(jobId).unwrap();
      else await unsaveJob(jobId).unwrap();
      setJustSet({ saved: next, at: Date.now() });
      // The button says so; an error toast from a try before must not contradict it.
      notify.dismiss(aboutSavedJob(jobId));
    } catch (error) {
      notify.error(toErrorMessage(error), { about: aboutSavedJob(jobId) });
    }
  };

  return {
    available: user?.role !== 'recruiter',
    saved: student && saved,
    busy: saving || unsaving,
    /** A student's list has not arrived yet: whether the job is saved is not known. */
    unknown: student && savedJobs.data === undefined && !savedJobs.isError,
    toggle,
  };
}
