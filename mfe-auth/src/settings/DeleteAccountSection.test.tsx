import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectRememberedUser } from '@portal/shared-state';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import SettingsScreen from './SettingsScreen';

const api = setUpFakeApi();
const DELETE = 'POST /user/delete';

const section = () => screen.getByRole('region', { name: 'Delete account' });

async function openDialog(user = aStudent()) {
  const rendered = await renderWithShell(<SettingsScreen />, { route: '/settings', user });
  const keys = userEvent.setup();
  await keys.click(within(section()).getByRole('button', { name: 'Delete account' }));
  return { ...rendered, user: keys, dialog: screen.getByRole('dialog', { name: 'Delete your account?' }) };
}

describe('Delete account', () => {
  it('warns what goes and that it cannot be undone; a recruiter is told their jobs close', async () => {
    await renderWithShell(<SettingsScreen />, { route: '/settings', user: aStudent() });
    expect(section()).toHaveTextContent(/deletes your profile, resume, profile photo and notifications/);
    expect(section()).toHaveTextContent('This cannot be undone.');
    expect(section()).not.toHaveTextContent(/jobs close/);
  });

  it('tells a recruiter their jobs close', async () => {
    await renderWithShell(<SettingsScreen />, { route: '/settings', user: aRecruiter() });
    expect(section()).toHaveTextContent(/Your jobs close/);
  });

  it('asks for the password first and sends nothing without it', async () => {
    const { dialog, user } = await openDialog();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(password).toBeInvalid();
    expect(api.calls(DELETE)).toHaveLength(0);
  });

  it('shows a wrong password (400) in the dialog by the field, and keeps the account', async () => {
    api.on(DELETE, [400, { success: false, message: 'Password is incorrect.' }]);
    const { dialog, user, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect.');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Password is incorrect.');
    expect(selectRememberedUser(store.getState())).not.toBeNull();
    expect(currentLocation()).toBe('/settings');
  });

  it("sends {password}, toasts the server's message, forgets the user and goes to /", async () => {
    const answer = api.hold(DELETE, [200, { success: true, message: 'Your account is deleted.' }]);
    const { dialog, user, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toBeDisabled();
    expect(api.calls(DELETE).map((call) => call.json)).toEqual([{ password: 'secret-pass' }]);

    answer.release();
    expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(selectRememberedUser(store.getState())).toBeNull();
  });

  it('closes on Keep my account or Escape without sending, handing the focus back, and forgets what was typed', async () => {
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = within(section()).getByRole('button', { name: 'Delete account' });
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('dialog')).getByLabelText('Password')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(DELETE)).toHaveLength(0);
  });
});
