import { useLoginMutation } from '@portal/shared-state';
import { useLocation, useNavigate } from '@portal/shared-ui';

/**
 * /login as far as the remote's tests need it: 'Log in' sends the login to the (fake) API,
 * which names the user, and goes back to the page in ?redirect, as the real login screen does.
 */
export const LogInPage = () => {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const redirect = new URLSearchParams(useLocation().search).get('redirect') ?? '/';
  const logIn = async () => {
    await login({ email: 'jane@example.com', password: 'secret password', role: 'student' }).unwrap();
    void navigate(redirect, { replace: true });
  };
  return (
    <button type="button" onClick={() => void logIn()}>
      Log in
    </button>
  );
};
