import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { accountRoleOf, INPUT_LIMITS, useLoginMutation, type Role } from '@portal/shared-state';
import { Input, useLocation } from '@portal/shared-ui';
import { AuthForm, RoleField, TextLink, useAuthForm } from '../auth-form';
import { keepRedirect, returnPathAfterLogin } from '../return-to/returnTo';
import { OtherRoleNotice } from './OtherRoleNotice';
import { signedUpEmailIn } from './signedUpEmail';

// Under the password field, at its end; tall enough to be an easy target on a phone.
const ForgotPassword = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 24px;
  text-align: right;

  & > a {
    display: inline-block;
  }
`;

/**
 * /login: on success the user is stored and sent home, or back to the page named in ?redirect.
 * Opened by sign-up, the email is filled in.
 */
export default function LoginScreen() {
  const { search, state } = useLocation();
  const [login, { isLoading: busy }] = useLoginMutation();
  const { handleSubmit, submit, role } = useAuthForm();
  // The account's role, when the right password was sent with the other one.
  const [accountRole, setAccountRole] = useState<Role | null>(null);

  const showsOtherRole = (error: unknown) => {
    const found = accountRoleOf(error);
    setAccountRole(found);
    return found !== null;
  };

  const onSubmit = handleSubmit((form, chosenRole) => {
    setAccountRole(null);
    const credentials = { email: String(form.get('email')), password: String(form.get('password')), role: chosenRole };
    // Replace: Back should not return to a login form the user no longer needs.
    void submit(() => login(credentials).unwrap(), returnPathAfterLogin(search), { replace: true, showsRefusal: showsOtherRole });
  });

  const chooseAccountRole = (chosen: Role) => (event: MouseEvent<HTMLButtonElement>) => {
    role.onChoose(chosen);
    setAccountRole(null);
    // The notice goes with its button: focus moves to the role now chosen, just before Login.
    event.currentTarget.form?.querySelector<HTMLInputElement>(`input[name="role"][value="${chosen}"]`)?.focus();
  };

  return (
    <AuthForm
      title="Login"
      submitLabel="Login"
      busy={busy}
      onSubmit={onSubmit}
      footer={
        <>
          Don&apos;t have an account? <TextLink to={{ pathname: '/signup', search: keepRedirect(search) }}>Signup</TextLink>
        </>
      }
    >
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={INPUT_LIMITS.user.email}
        defaultValue={signedUpEmailIn(state)}
      />
      <Input label="Password" name="password" type="password" autoComplete="current-password" required maxLength={INPUT_LIMITS.user.passwordMax} />
      <ForgotPassword>
        <TextLink to="/forgot-password">Forgot password?</TextLink>
      </ForgotPassword>
      <RoleField {...role} />
      {accountRole && <OtherRoleNotice accountRole={accountRole} onChoose={chooseAccountRole(accountRole)} />}
    </AuthForm>
  );
}
