import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { AppHeader } from './AppHeader';

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Opens the account menu of the logged-in user and returns its panel. */
async function accountMenu(fullname: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Open account menu for ${fullname}` }));
  return { user, panel: screen.getByRole('dialog', { name: 'Account' }) };
}

async function logOut(fullname: string) {
  const { user, panel } = await accountMenu(fullname);
  await user.click(within(panel).getByRole('button', { name: 'Logout' }));
}

const api = setUpFakeApi();

describe('AppHeader', () => {
  it.each([
    ['a visitor', null, ['Home', 'Jobs', 'Browse']],
    ['a student', aStudent(), ['Home', 'Jobs', 'Browse']],
    ['a recruiter', aRecruiter(), ['Companies', 'Jobs', 'Analytics']],
  ])('gives %s the links of their role', async (_who, user, links) => {
    await renderWithShell(<AppHeader />, { user });
    expect(navLabels()).toEqual(links);
  });

  it("shows the stored student's photo, name and bio in the account menu, with View Profile", async () => {
    const student = aStudent();
    await renderWithShell(<AppHeader />, { user: student });
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();

    const { panel } = await accountMenu(student.fullname);
    expect(panel.querySelector('img')).toHaveAttribute('src', student.profile.profilePhoto);
    expect(within(panel).getByText(student.fullname)).toBeInTheDocument();
    expect(within(panel).getByText(student.profile.bio)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
  });

  it('gives a recruiter without a photo their initials and no View Profile', async () => {
    await renderWithShell(<AppHeader />, { user: aRecruiter() });
    const { panel } = await accountMenu('Raj Rao');
    expect(panel.querySelector('img')).toBeNull();
    expect(panel.querySelector('[data-initials="RR"]')).not.toBeNull();
    expect(within(panel).queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it("logs out: tells the server, forgets the user, goes to / and toasts the server's message", async () => {
    api.on('GET /user/logout', [200, { success: true, message: 'Logged out successfully.' }]);
    const { store } = await renderWithShell(<AppHeader />, { route: '/jobs', user: aStudent() });
    await logOut('Jane Doe');

    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
    expect(api.calls('GET /user/logout')).toHaveLength(1);
    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("still logs out here when the server call fails, and toasts the server's error", async () => {
    api.on('GET /user/logout', [503, { success: false, message: 'Session store unavailable.' }]);
    const { store } = await renderWithShell(<AppHeader />, { route: '/admin/jobs', user: aRecruiter() });
    await logOut('Raj Rao');

    expect(await screen.findByText('Session store unavailable.')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
