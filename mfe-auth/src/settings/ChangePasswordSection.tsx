import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS, toErrorMessage, useChangePasswordMutation } from '@portal/shared-state';
import { CheckedInput, notify } from '@portal/shared-ui';
import { serverFieldError } from '../auth-form';
import { NewPasswordFields, useNewPassword } from '../new-password';
import { SectionButton, SectionForm, SettingsSection } from './SettingsSection';

/** The current password and a new one typed twice; other devices are logged out, this one stays. */
export const ChangePasswordSection = () => {
  const [changePassword, { isLoading: busy }] = useChangePasswordMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const newPassword = useNewPassword();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.check()) return;
    setCurrentError(null);
    try {
      const { message } = await changePassword({ currentPassword, newPassword: newPassword.password }).unwrap();
      notify.success(message);
      setCurrentPassword('');
      newPassword.clear();
    } catch (error) {
      const currentRefused = serverFieldError(error, 'Current password');
      const newRefused = serverFieldError(error, 'New password');
      if (currentRefused) setCurrentError(currentRefused);
      else if (newRefused) newPassword.refuse(newRefused);
      else notify.error(toErrorMessage(error));
    }
  };

  return (
    <SettingsSection title="Change password">
      <SectionForm onSubmit={(event) => void onSubmit(event)}>
        <CheckedInput
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={INPUT_LIMITS.user.passwordMax}
          error={currentError}
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setCurrentError(null);
          }}
        />
        <NewPasswordFields {...newPassword.fields} />
        <SectionButton type="submit" busy={busy}>
          Change password
        </SectionButton>
      </SectionForm>
    </SettingsSection>
  );
};
