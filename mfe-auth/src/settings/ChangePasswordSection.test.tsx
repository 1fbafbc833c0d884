import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import SettingsScreen from './SettingsScreen';

const api = setUpFakeApi();
const CHANGE = 'POST /user/password/change';
const CHANGED = 'Password changed. Other devices are logged out.';

const section = () => screen.getByRole('region', { name: 'Change password' });
const field = (label: string) => within(section()).getByLabelText(label);

async function change({ current = 'old secret', next = 'a new secret', confirm = next }: { current?: string; next?: string; confirm?: string } = {}) {
  await renderWithShell(<SettingsScreen />, { route: '/settings', user: aStudent() });
  const user = userEvent.setup();
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Confirm new password'), confirm);
  await user.click(within(section()).getByRole('button', { name: 'Change password' }));
  return user;
}

describe('Change password', () => {
  it("sends {currentPassword, newPassword}, toasts the server's message and empties the fields", async () => {
    const answer = api.hold(CHANGE, [200, { success: true, message: CHANGED }]);
    await change();

    expect(await within(section()).findByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(api.calls(CHANGE).map((call) => call.json)).toEqual([{ currentPassword: 'old secret', newPassword: 'a new secret' }]);

    answer.release();
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(field(label)).toHaveValue('');
  });

  it('shows a wrong current password (400) by that field, keeping what was typed', async () => {
    api.on(CHANGE, [400, { success: false, message: 'Current password is incorrect.' }]);
    const user = await change({ current: 'not it' });

    const current = field('Current password');
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Current password is incorrect.');
    expect(field('New password')).toHaveValue('a new secret');

    await user.type(current, '!');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(current).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a new password that is too short or not confirmed, without sending', async () => {
    await change({ next: 'short', confirm: 'shorter' });

    expect(field('New password')).toHaveAccessibleDescription(/The new password must be at least 8 characters\.$/);
    expect(field('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(api.calls(CHANGE)).toHaveLength(0);
  });

  it('toasts any other failure and keeps the fields', async () => {
    api.on(CHANGE, [500, { success: false, message: 'Something went wrong. Please try again.' }]);
    await change();

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('old secret');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
  });
});
