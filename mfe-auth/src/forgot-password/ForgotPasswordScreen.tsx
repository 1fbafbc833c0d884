import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS, toErrorMessage, useForgotPasswordMutation } from '@portal/shared-state';
import { FieldError, Input } from '@portal/shared-ui';
import { AuthForm, AuthText, FormStatus, TextLink } from '../auth-form';

/**
 * /forgot-password: asks the server to email a reset link. The answer is the same whether or
 * not the address has an account; it is shown in the page, where it stays while the user
 * goes to their mailbox.
 */
export default function ForgotPasswordScreen() {
  const [forgotPassword, { isLoading: busy }] = useForgotPasswordMutation();
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    // Emptied first, so the same answer to a second request is announced again.
    setSent('');
    setError('');
    try {
      const { message } = await forgotPassword({ email }).unwrap();
      setSent(message);
    } catch (failure) {
      setError(toErrorMessage(failure));
    }
  };

  return (
    <AuthForm
      title="Forgot password"
      submitLabel="Send reset link"
      busy={busy}
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <>
          Remembered it? <TextLink to="/login">Back to login</TextLink>
        </>
      }
    >
      <AuthText>Enter the email of your account and we will send you a link to set a new password.</AuthText>
      <Input label="Email" name="email" type="email" autoComplete="email" required maxLength={INPUT_LIMITS.user.email} />
      <FormStatus>{sent}</FormStatus>
      {error && <FieldError>{error}</FieldError>}
    </AuthForm>
  );
}
