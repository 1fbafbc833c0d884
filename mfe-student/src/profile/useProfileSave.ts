import { useState } from 'react';
import { toErrorMessage, useUpdateProfileMutation, type UploadProgressHandler } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * Saves the profile form: the stored user is replaced by the server's answer, its message is
 * toasted either way, and `onDone` runs after the attempt (the dialog closes then, spec
 * section 2). While a resume uploads, `progress` is its percentage.
 */
export function useProfileSave(onDone: () => void) {
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (form: FormData, resume: File | null) => {
    const onProgress: UploadProgressHandler | undefined =
      resume ? ({ loaded, total }) => setProgress(Math.min(100, Math.round((100 * loaded) / (total ?? resume.size)))) : undefined;
    setProgress(resume ? 0 : null);
    try {
      const { message } = await updateProfile({ form, onProgress }).unwrap();
      notify.success(message);
    } catch (error) {
      notify.error(toErrorMessage(error));
    } finally {
      setProgress(null);
      onDone();
    }
  };

  return { saving, progress, save };
}
