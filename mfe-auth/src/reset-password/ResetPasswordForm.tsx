import { useState, type FormEvent } from 'react';
import { httpStatusOf, toErrorMessage, useResetPasswordMutation } from '@portal/shared-state';
import { notify, useNavigate } from '@portal/shared-ui';
import { AuthForm, serverFieldError, TextLink } from '../auth-form';
import { NewPasswordFields, useNewPassword } from '../new-password';
import { ResetFailure } from './ResetFailure';

type Failure = { message: string; linkRefused: boolean };

/**
 * The new password, typed twice and checked here first. Once set, every session of the user
 * has ended (this browser forgets them too): they go to /login with the server's message.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const [resetPassword, { isLoading: busy }] = useResetPasswordMutation();
  const newPassword = useNewPassword();
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.check()) return;
    setFailure(null);
    try {
      const { message } = await resetPassword({ token, password: newPassword.password }).unwrap();
      notify.success(message);
      // Replace: Back should not return to a link that no longer works.
      navigate('/login', { replace: true });
    } catch (error) {
      const passwordRefused = serverFieldError(error, 'New password');
      if (passwordRefused) newPassword.refuse(passwordRefused);
      // Any other 400 is the token's: invalid, used or expired.
      else setFailure({ message: toErrorMessage(error), linkRefused: httpStatusOf(error) === 400 });
    }
  };

  return (
    <AuthForm
      title="Set a new password"
      submitLabel="Set new password"
      busy={busy}
      onSubmit={(event) => void onSubmit(event)}
      footer={<TextLink to="/login">Back to login</TextLink>}
    >
      <NewPasswordFields {...newPassword.fields} />
      {failure && <ResetFailure {...failure} />}
    </AuthForm>
  );
};
