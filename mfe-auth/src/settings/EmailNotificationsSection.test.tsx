import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectRememberedUser } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import SettingsScreen from './SettingsScreen';

const api = setUpFakeApi();
const PREFERENCES = 'POST /user/preferences';
const emailing = aStudent({ preferences: { emailNotifications: true } });
const saved = (emailNotifications: boolean) =>
  [200, { success: true, message: 'Preferences saved.', user: { ...emailing, preferences: { emailNotifications } } }] as const;

const checkbox = () => screen.getByRole('checkbox', { name: 'Email me my notifications' });

describe('Email notifications', () => {
  it.each([
    ['on', aStudent({ preferences: { emailNotifications: true } }), true],
    ['off', aStudent({ preferences: { emailNotifications: false } }), false],
    ['on when the user has no preference yet', aStudent(), true],
  ])('shows them %s as the remembered user has them', async (_case, user, checked) => {
    await renderWithShell(<SettingsScreen />, { route: '/settings', user });
    if (checked) expect(checkbox()).toBeChecked();
    else expect(checkbox()).not.toBeChecked();
    expect(checkbox()).toHaveAccessibleDescription(/Account emails, such as a password reset, are always sent/);
  });

  it("sends {emailNotifications: false} when unticked, toasts the server's message and shows its answer", async () => {
    const answer = api.hold(PREFERENCES, [...saved(false)]);
    const { store } = await renderWithShell(<SettingsScreen />, { route: '/settings', user: emailing });
    await userEvent.setup().click(checkbox());

    expect(checkbox()).not.toBeChecked();
    await waitFor(() => expect(api.calls(PREFERENCES).map((call) => call.json)).toEqual([{ emailNotifications: false }]));

    answer.release();
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(checkbox()).not.toBeChecked();
    expect(selectRememberedUser(store.getState())?.preferences).toEqual({ emailNotifications: false });
  });

  it('shows what the server saved, not only what was clicked', async () => {
    // The server keeps emails on (say, another tab turned them back on meanwhile).
    api.on(PREFERENCES, [...saved(true)]);
    await renderWithShell(<SettingsScreen />, { route: '/settings', user: emailing });
    await userEvent.setup().click(checkbox());

    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(checkbox()).toBeChecked();
  });

  it('turns them back on with {emailNotifications: true}', async () => {
    api.on(PREFERENCES, [...saved(true)]);
    await renderWithShell(<SettingsScreen />, { route: '/settings', user: aStudent({ preferences: { emailNotifications: false } }) });
    await userEvent.setup().click(checkbox());

    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(api.calls(PREFERENCES).map((call) => call.json)).toEqual([{ emailNotifications: true }]);
    expect(checkbox()).toBeChecked();
  });

  it('puts the box back and shows the error by it when the save fails', async () => {
    api.on(PREFERENCES, [503, { success: false, message: 'The service is busy. Please try again.' }]);
    const { store } = await renderWithShell(<SettingsScreen />, { route: '/settings', user: emailing });
    await userEvent.setup().click(checkbox());

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    expect(checkbox()).toBeChecked();
    expect(checkbox()).toHaveAccessibleDescription(/The service is busy\. Please try again\.$/);
    expect(selectRememberedUser(store.getState())?.preferences).toEqual({ emailNotifications: true });
  });

  it('can be changed from the keyboard', async () => {
    api.on(PREFERENCES, [...saved(false)]);
    await renderWithShell(<SettingsScreen />, { route: '/settings', user: emailing });
    const user = userEvent.setup();
    await user.tab();
    expect(checkbox()).toHaveFocus();
    await user.keyboard(' ');

    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(checkbox()).not.toBeChecked();
  });
});
