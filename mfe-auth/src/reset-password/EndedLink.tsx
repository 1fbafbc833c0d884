import { AuthCard, AuthPage, AuthTitle } from '../auth-form';
import { ResetFailure } from './ResetFailure';

/** A link that can no longer set a password (used, expired or unknown), said as the page opens, with where to get a new one. */
export const EndedLink = ({ message }: { message: string }) => (
  <AuthPage>
    <AuthCard>
      <AuthTitle>Set a new password</AuthTitle>
      <ResetFailure message={message} linkRefused />
    </AuthCard>
  </AuthPage>
);
