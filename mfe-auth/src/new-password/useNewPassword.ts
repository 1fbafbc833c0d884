import { useState } from 'react';
import { newPasswordErrors, type NewPasswordErrors } from './newPasswordErrors';

/**
 * A new password and its confirmation: their values, their messages, and `check()`, which
 * shows what is wrong and says whether the pair may be sent. Editing a field clears its message.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  const check = (): boolean => {
    const found = newPasswordErrors(password, confirm);
    setErrors(found);
    return !found.password && !found.confirm;
  };

  const fields = {
    password,
    confirm,
    errors,
    onPasswordChange: (value: string) => {
      setPassword(value);
      setErrors(({ confirm: confirmError }) => ({ confirm: confirmError }));
    },
    onConfirmChange: (value: string) => {
      setConfirm(value);
      setErrors(({ password: passwordError }) => ({ password: passwordError }));
    },
  };

  return {
    password,
    fields,
    check,
    /** Shows the server's word on the new password by its field. */
    refuse: (message: string) => setErrors({ password: message }),
    /** Empties both fields (after a change went through). */
    clear: () => {
      setPassword('');
      setConfirm('');
      setErrors({});
    },
  };
}

export type NewPasswordFieldsState = ReturnType<typeof useNewPassword>['fields'];
