import { useSearchParams } from '@portal/shared-ui';
import { IncompleteLink } from './IncompleteLink';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /reset-password?token=…: the page the emailed link opens, to set a new password. */
export default function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm token={token} /> : <IncompleteLink />;
}
