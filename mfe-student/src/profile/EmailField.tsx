import { useState } from 'react';
import { INPUT_LIMITS } from '@portal/shared-state';
import { CheckedInput } from '@portal/shared-ui';

const LIMITS = INPUT_LIMITS.user;

type EmailFieldProps = {
  current: string;
  /** What the field starts with: the account's email, or one typed before and kept. */
  initial: string;
  /** Why the server refused the email (taken, say). */
  emailError: string | null;
  /** Why it refused the current password. */
  passwordError: string | null;
};

/**
 * The profile's email and, once it differs from the account's, the current password: the API
 * takes a new email only with it, so a session left open is not enough to take the account.
 * Compared as the API compares, trimmed and in lowercase.
 */
export const EmailField = ({ current, initial, emailError, passwordError }: EmailFieldProps) => {
  const [email, setEmail] = useState(initial);
  const changed = email.trim().toLowerCase() !== current.toLowerCase();
  return (
    <>
      <CheckedInput
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="email"
        required
        maxLength={LIMITS.email}
        error={emailError}
      />
      {changed && (
        <CheckedInput
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={LIMITS.passwordMax}
          hint="Needed to change your email. Your other devices will be logged out."
          error={passwordError}
        />
      )}
    </>
  );
};
