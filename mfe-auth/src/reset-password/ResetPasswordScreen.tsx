import { useSearchParams } from '@portal/shared-ui';
import { CheckedResetLink } from './CheckedResetLink';
import { IncompleteLink } from './IncompleteLink';

/** /reset-password?token=…: the page the emailed link opens, to set a new password. */
export default function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <CheckedResetLink token={token} /> : <IncompleteLink />;
}
