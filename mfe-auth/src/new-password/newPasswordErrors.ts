import { INPUT_LIMITS } from '@portal/shared-state';

const { passwordMin, passwordMax } = INPUT_LIMITS.user;

export const PASSWORD_HINT = `At least ${passwordMin} characters.`;
export const TOO_SHORT = `The new password must be at least ${passwordMin} characters.`;
export const TOO_LONG = `The new password must be at most ${passwordMax} characters.`;
export const NO_MATCH = 'The passwords do not match.';

/** What is wrong with a new password and its confirmation, each by its field; none when both are fine. */
export type NewPasswordErrors = { password?: string; confirm?: string };

/** The server's own rules, checked before sending: a refused password costs no round trip. */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length < passwordMin) errors.password = TOO_SHORT;
  else if (password.length > passwordMax) errors.password = TOO_LONG;
  if (confirm !== password) errors.confirm = NO_MATCH;
  return errors;
}
