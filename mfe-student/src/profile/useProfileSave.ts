import { useState } from 'react';
import { httpStatusOf, useUpdateProfileMutation, type UploadProgressHandler } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';
import { dropProfileDraft, keepProfileDraft } from './profileDraft';
import { profileRefusal, type ProfileRefusal } from './profileRefusal';

/**
 * Saves the profile form: the stored user is replaced by the server's answer, its message is
 * toasted and `onSaved` runs (the dialog closes). A refusal is kept in `refusal` for the form
 * to show where it belongs, what was typed staying in place to be corrected. An ended session
 * is the shell's to announce (it sends to login); the edits are kept as a draft for when the
 * student is back. While a resume uploads, `progress` is its percentage.
 */
export function useProfileSave(userId: string, onSaved: () => void) {
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ProfileRefusal | null>(null);

  const save = async (form: FormData, resume: File | null) => {
    const onProgress: UploadProgressHandler | undefined =
      resume ? ({ loaded, total }) => setProgress(Math.min(100, Math.round((100 * loaded) / (total ?? resume.size)))) : undefined;
    setProgress(resume ? 0 : null);
    setRefusal(null);
    try {
      const { message } = await updateProfile({ form, onProgress }).unwrap();
      dropProfileDraft(userId);
      notify.success(message);
      onSaved();
    } catch (error) {
      if (httpStatusOf(error) === 401) keepProfileDraft(userId, form);
      setRefusal(profileRefusal(error));
    } finally {
      setProgress(null);
    }
  };

  return { saving, progress, refusal, clearRefusal: () => setRefusal(null), save };
}
