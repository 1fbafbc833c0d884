import { AuthCard, AuthPage, AuthText, AuthTitle, TextLink } from '../auth-form';

/** A link without its token (cut off when copied, say): nothing can be reset with it. */
export const IncompleteLink = () => (
  <AuthPage>
    <AuthCard>
      <AuthTitle>Set a new password</AuthTitle>
      <AuthText>
        This reset link is incomplete. Open the link from the email again, or{' '}
        <TextLink to="/forgot-password">ask for a new reset link</TextLink>.
      </AuthText>
    </AuthCard>
  </AuthPage>
);
