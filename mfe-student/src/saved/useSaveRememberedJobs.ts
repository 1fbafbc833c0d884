import { useEffect } from 'react';
import {
  selectRememberedUser,
  selectSavedJobIds,
  selectSessionChecking,
  toErrorMessage,
  toggleSavedJob,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useSaveJobMutation,
} from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * The jobs a visitor pressed 'Save For Later' on before logging in (kept in the persisted
 * `saved` slice), saved on the server once they are a logged-in student, and forgotten. A
 * recruiter cannot save jobs: theirs are just forgotten. Mounted by every screen a visitor
 * can press Save on, so the login's way back lands on one of them.
 */
export function useSaveRememberedJobs() {
  const user = useAppSelector(selectRememberedUser);
  const checking = useAppSelector(selectSessionChecking);
  const waiting = useAppSelector(selectSavedJobIds).length > 0;
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [saveJob] = useSaveJobMutation();
  // Only once the server has confirmed who they are: a stale session would lose the jobs to a 401.
  const role = checking ? undefined : user?.role;

  useEffect(() => {
    if (!role || !waiting) return;
    // Read now, not from the render: forgotten before anything is sent, so no second run sends them again.
    const jobIds = selectSavedJobIds(store.getState());
    for (const jobId of jobIds) dispatch(toggleSavedJob(jobId));
    if (role !== 'student' || jobIds.length === 0) return;

    void Promise.allSettled(jobIds.map((jobId) => saveJob(jobId).unwrap())).then((results) => {
      const saved = results.filter((result) => result.status === 'fulfilled');
      const failed = results.filter((result) => result.status === 'rejected');
      if (saved.length === 1) notify.success(saved[0]!.value.message);
      else if (saved.length > 1) notify.success(`${saved.length} jobs saved.`);
      for (const { reason } of failed) notify.error(toErrorMessage(reason));
    });
  }, [role, waiting, store, dispatch, saveJob]);
}
