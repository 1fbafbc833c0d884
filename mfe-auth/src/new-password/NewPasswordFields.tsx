import { INPUT_LIMITS } from '@portal/shared-state';
import { PASSWORD_HINT } from './newPasswordErrors';
import type { NewPasswordFieldsState } from './useNewPassword';
import { CheckedInput } from '@portal/shared-ui';

/** 'New password' with its rule, and 'Confirm new password'; their messages are shown by each. */
export const NewPasswordFields = ({ password, confirm, errors, onPasswordChange, onConfirmChange }: NewPasswordFieldsState) => (
  <>
    <CheckedInput
      label="New password"
      name="newPassword"
      type="password"
      autoComplete="new-password"
      required
      maxLength={INPUT_LIMITS.user.passwordMax}
      hint={PASSWORD_HINT}
      error={errors.password}
      value={password}
      onChange={(event) => onPasswordChange(event.target.value)}
    />
    <CheckedInput
      label="Confirm new password"
      name="confirmPassword"
      type="password"
      autoComplete="new-password"
      required
      maxLength={INPUT_LIMITS.user.passwordMax}
      error={errors.confirm}
      value={confirm}
      onChange={(event) => onConfirmChange(event.target.value)}
    />
  </>
);
