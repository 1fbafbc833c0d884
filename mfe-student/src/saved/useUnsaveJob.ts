import { toErrorMessage, useSaveJobMutation, useUnsaveJobMutation } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';
import { aboutSavedJob } from './aboutSavedJob';

/**
 * Removing a job from the student's saved ones, its toast offering Undo for a while: Undo
 * saves it again on the server, where it becomes the latest saved.
 */
export function useUnsaveJob() {
  const [unsaveJob] = useUnsaveJobMutation();
  const [saveJob] = useSaveJobMutation();

  const saveAgain = async (jobId: string) => {
    const about = aboutSavedJob(jobId);
    try {
      notify.success((await saveJob(jobId).unwrap()).message, { about });
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
    }
  };

  /** Answers whether the job was removed; `onUndo` runs when Undo is pressed, as the job is asked back. */
  return async (jobId: string, onUndo: () => void): Promise<boolean> => {
    const about = aboutSavedJob(jobId);
    try {
      const { message } = await unsaveJob(jobId).unwrap();
      const undo = () => {
        onUndo();
        void saveAgain(jobId);
      };
      notify.success(message, { about, action: { label: 'Undo', onClick: undo } });
      return true;
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
      return false;
    }
  };
}
