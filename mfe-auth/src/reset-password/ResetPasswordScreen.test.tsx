import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INPUT_LIMITS, selectRememberedUser } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import ResetPasswordScreen from './ResetPasswordScreen';

const api = setUpFakeApi();
const RESET = 'POST /user/password/reset';
const LINK = 'POST /user/password/reset/status';
const UPDATED = 'Password updated. Please log in.';
const INVALID = 'This reset link is invalid or has expired.';
const linkIs = (state: string, message: string) => [200, { success: true, state, message }] as const;
const VALID = linkIs('valid', 'This reset link can be used: choose a new password.');

async function setPassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('ResetPasswordScreen', () => {
  beforeEach(() => api.on(LINK, [...VALID]));

  it('asks for the new password twice, masked, and states its rule', async () => {
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=t0k' });
    await screen.findByLabelText('New password');
    expect(screen.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('maxlength', String(INPUT_LIMITS.user.passwordMax));
    expect(password).toHaveAccessibleDescription(`At least ${INPUT_LIMITS.user.passwordMin} characters.`);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it("sends {token, password}, says 'Please wait', then toasts the server's message and goes to /login, the user forgotten", async () => {
    const answer = api.hold(RESET, [200, { success: true, message: UPDATED }]);
    const { store } = await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=abc%2B123', user: aStudent() });
    await setPassword('a new secret');

    expect(await screen.findByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(api.calls(RESET).map((call) => call.json)).toEqual([{ token: 'abc+123', password: 'a new secret' }]);

    answer.release();
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(selectRememberedUser(store.getState())).toBeNull();
  });

  it('refuses a confirmation that differs, by that field, without sending; editing clears the message', async () => {
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=t0k' });
    const user = await setPassword('a new secret', 'a new secreT');

    const confirm = screen.getByLabelText('Confirm new password');
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(api.calls(RESET)).toHaveLength(0);

    await user.type(confirm, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a password shorter than the minimum, by that field, without sending', async () => {
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=t0k' });
    const short = 'x'.repeat(INPUT_LIMITS.user.passwordMin - 1);
    await setPassword(short);

    const password = screen.getByLabelText('New password');
    const message = `The new password must be at least ${INPUT_LIMITS.user.passwordMin} characters.`;
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(`At least ${INPUT_LIMITS.user.passwordMin} characters. ${message}`);
    expect(api.calls(RESET)).toHaveLength(0);
  });

  it('says when the link is invalid or expired (400), with a link to ask for a new one, and stays', async () => {
    api.on(RESET, [400, { success: false, message: INVALID }]);
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=used' });
    await setPassword('a new secret');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(currentLocation()).toBe('/reset-password?token=used');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it("shows the server's refusal of the new password (400) by that field, without the new-link offer", async () => {
    const refusal = 'New password must be at most 128 characters';
    api.on(RESET, [400, { success: false, message: refusal }]);
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=t0k' });
    await setPassword('a new secret');

    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(`At least ${INPUT_LIMITS.user.passwordMin} characters. ${refusal}`);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Ask for a new reset link' })).not.toBeInTheDocument();
  });

  it('shows any other failure without the new-link offer', async () => {
    api.on(RESET, [500, { success: false, message: 'Something went wrong. Please try again.' }]);
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=t0k' });
    await setPassword('a new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('link', { name: 'Ask for a new reset link' })).not.toBeInTheDocument();
  });

  it.each([
    ['used', 'This reset link has already been used.'],
    ['expired', 'This reset link has expired.'],
    ['unknown', 'This reset link is not valid: it may be incomplete, or the password or email has changed since it was sent.'],
  ])('says as the page opens that the link is %s, with a way to ask for a new one, and nothing to type', async (state, message) => {
    api.on(LINK, [...linkIs(state, message)]);
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=abc%2B123' });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls(LINK).map((call) => call.json)).toEqual([{ token: 'abc+123' }]);
  });

  it('says it is checking the link while it does, then asks for the new password', async () => {
    const answer = api.hold(LINK, [...VALID]);
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=t0k' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking the reset link…');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    answer.release();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('asks for the new password when the link cannot be checked: setting it checks the link again', async () => {
    api.on(LINK, [429, { success: false, message: 'Too many attempts. Please wait a few minutes and try again.' }]);
    await renderWithShell(<ResetPasswordScreen />, { route: '/reset-password?token=t0k' });

    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['/reset-password', '/reset-password?token='])('says a link without its token (%s) is incomplete and offers a new one', async (route) => {
    await renderWithShell(<ResetPasswordScreen />, { route });
    expect(screen.getByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
