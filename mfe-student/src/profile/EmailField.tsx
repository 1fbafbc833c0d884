import { useState } from 'react';
import { INPUT_LIMITS } from '@portal/shared-state';
import { CheckedInput, Input } from '@portal/shared-ui';

const LIMITS = INPUT_LIMITS.user;

/**
 * The profile's email and, once it differs from the account's, the current password: the API
 * takes a new email only with it, so a session left open is not enough to take the account.
 * Compared as the API compares, trimmed and in lowercase.
 */
export const EmailField = ({ current }: { current: string }) => {
  const [email, setEmail] = useState(current);
  const changed = email.trim().toLowerCase() !== current.toLowerCase();
  return (
    <>
      <Input
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="email"
        required
        maxLength={LIMITS.email}
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
        />
      )}
    </>
  );
};
