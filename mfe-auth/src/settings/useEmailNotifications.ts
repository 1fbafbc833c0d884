import { useState } from 'react';
import { selectRememberedUser, toErrorMessage, useAppSelector, useUpdatePreferencesMutation } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * Whether notifications are also emailed (on unless the user turned them off), saved as soon
 * as it is changed. While the server answers the box shows the choice; then it shows what the
 * remembered user holds: the server's answer, or the old value when the save failed.
 */
export function useEmailNotifications() {
  const saved = useAppSelector(selectRememberedUser)?.preferences?.emailNotifications ?? true;
  const [updatePreferences, { isLoading: saving }] = useUpdatePreferencesMutation();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [error, setError] = useState('');

  const change = async (emailNotifications: boolean) => {
    // One save at a time: the box keeps its state until the first is answered.
    if (saving) return;
    setWanted(emailNotifications);
    setError('');
    try {
      const { message } = await updatePreferences({ emailNotifications }).unwrap();
      notify.success(message);
    } catch (failure) {
      setError(toErrorMessage(failure));
    } finally {
      setWanted(null);
    }
  };

  return { checked: wanted ?? saved, saving, error, change };
}
