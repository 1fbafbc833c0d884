import { AuthCard, AuthPage, AuthText, AuthTitle } from '../auth-form';

/** While the server says whether the link can still be used: nothing to type yet. */
export const CheckingLink = () => (
  <AuthPage>
    <AuthCard>
      <AuthTitle>Set a new password</AuthTitle>
      <AuthText role="status">Checking the reset link…</AuthText>
    </AuthCard>
  </AuthPage>
);
