/**
 * What sign-up hands the login form it goes to, in the navigation's state (not the URL, which
 * ends up in logs and history): the email just registered, never the password.
 */
type SignedUp = { signedUpEmail: string };

export const signedUp = (email: string): SignedUp => ({ signedUpEmail: email });

/** The email sign-up handed over, if this page was opened by it. */
export const signedUpEmailIn = (state: unknown): string | undefined => {
  const email = (state as Partial<SignedUp> | null)?.signedUpEmail;
  return typeof email === 'string' ? email : undefined;
};
