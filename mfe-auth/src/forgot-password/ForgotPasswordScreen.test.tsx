import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const api = setUpFakeApi();
const FORGOT = 'POST /user/password/forgot';
const SENT = 'If an account exists for that email, we sent a link to reset the password.';

async function requestLink(email: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Email');
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

describe('ForgotPasswordScreen', () => {
  it('has an email field, the send button, an empty status region and a link back to login', async () => {
    await renderWithShell(<ForgotPasswordScreen />, { route: '/forgot-password' });
    expect(screen.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("sends {email}, says 'Please wait' meanwhile, then shows the server's answer in the page, the same for any address", async () => {
    const first = api.hold(FORGOT, [200, { success: true, message: SENT }]);
    await renderWithShell(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await requestLink('jane@example.com');

    expect(await screen.findByRole('button', { name: 'Please wait' })).toBeDisabled();
    first.release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));

    api.on(FORGOT, [200, { success: true, message: SENT }]);
    await requestLink('nobody@example.com');
    await waitFor(() => expect(api.calls(FORGOT)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));

    expect(api.calls(FORGOT).map((call) => call.json)).toEqual([{ email: 'jane@example.com' }, { email: 'nobody@example.com' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/forgot-password');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it("shows the server's message when asked too often (429), and nothing as sent", async () => {
    api.on(FORGOT, [429, { success: false, message: 'Too many attempts. Please try again in a minute.' }]);
    await renderWithShell(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await requestLink('jane@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in a minute.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lets the browser reject a malformed email before sending anything', async () => {
    await renderWithShell(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await requestLink('not-an-email');

    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(api.calls(FORGOT)).toHaveLength(0);
  });
});
