import { useResetLinkQuery } from '@portal/shared-state';
import { CheckingLink } from './CheckingLink';
import { EndedLink } from './EndedLink';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * The link checked as the page opens, so a used or expired one says so before two new
 * passwords are typed. When the check itself fails (offline, too many attempts) the form shows:
 * setting the password checks the link again.
 */
export const CheckedResetLink = ({ token }: { token: string }) => {
  const link = useResetLinkQuery(token);
  if (link.isLoading) return <CheckingLink />;
  if (link.data && link.data.state !== 'valid') return <EndedLink message={link.data.message} />;
  return <ResetPasswordForm token={token} />;
};
