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
import { aboutSavedJob } from './aboutSavedJob';

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
      const outcomes = results.map((result, index) => ({ result, about: aboutSavedJob(jobIds[index]!) }));
      const saved = outcomes.flatMap(({ result, about }) => (result.status === 'fulfilled' ? [{ message: result.value.message, about }] : []));
      if (saved.length === 1) notify.success(saved[0]!.message, { about: saved[0]!.about });
      else if (saved.length > 1) notify.success(`${saved.length} jobs saved.`);
      for (const { result, about } of outcomes) if (result.status === 'rejected') notify.error(toErrorMessage(result.reason), { about });
    });
  }, [role, waiting, store, dispatch, saveJob]);
}
