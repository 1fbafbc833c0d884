import { useState } from 'react';
import { toErrorMessage, updateProfile, useAppDispatch, type UploadProgressHandler } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * Saves the profile form: the stored user is replaced by the server's answer, its message is
 * toasted either way, and `onDone` runs after the attempt (the dialog closes then, spec
 * section 2). While a resume uploads, `progress` is its percentage.
 */
export function useProfileSave(onDone: () => void) {
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (form: FormData, resume: File | null) => {
    const onProgress: UploadProgressHandler | undefined =
      resume ? ({ loaded, total }) => setProgress(Math.min(100, Math.round((100 * loaded) / (total ?? resume.size)))) : undefined;
    setSaving(true);
    setProgress(resume ? 0 : null);
    try {
      const { message } = await dispatch(updateProfile(form, onProgress));
      notify.success(message);
    } catch (error) {
      notify.error(toErrorMessage(error));
    } finally {
      setSaving(false);
      setProgress(null);
      onDone();
    }
  };

  return { saving, progress, save };
}
