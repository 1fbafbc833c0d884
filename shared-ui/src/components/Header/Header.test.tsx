import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';
import type { HeaderUser } from './headerUser';

const student: HeaderUser = {
  fullname: 'Jane Doe',
  role: 'student',
  profile: { bio: 'Frontend learner', profilePhoto: 'https://cdn.example/jane.png' },
};
const recruiter: HeaderUser = { fullname: 'Raj Rao', role: 'recruiter', profile: { bio: 'Hiring at Acme' } };

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Header', () => {
  it('shows a logged-out visitor Home, Jobs, Browse and Login/Signup', () => {
    renderWithProviders(<Header user={null} onLogout={jest.fn()} />);
    expect(navLinks()).toEqual([
      ['Home', '/'],
      ['Jobs', '/jobs'],
      ['Browse', '/browse'],
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });

  it('while the session is checked shows neither Login/Signup nor an account button', () => {
    renderWithProviders(<Header user={student} checking onLogout={jest.fn()} />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });

  it('shows a student Home, Jobs, Browse and an account button instead of Login/Signup', () => {
    renderWithProviders(<Header user={student} onLogout={jest.fn()} />);
    expect(navLinks().map(([label]) => label)).toEqual(['Home', 'Jobs', 'Browse']);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open account menu for Jane Doe' })).toBeInTheDocument();
  });

  it('shows a recruiter Companies, Jobs and Analytics only', () => {
    renderWithProviders(<Header user={recruiter} onLogout={jest.fn()} />);
    expect(navLinks()).toEqual([
      ['Companies', '/admin/companies'],
      ['Jobs', '/admin/jobs'],
      ['Analytics', '/admin/analytics'],
    ]);
  });

  it('marks the current page in the navigation', () => {
    renderWithProviders(<Header user={null} onLogout={jest.fn()} />, { route: '/browse' });
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("keeps a recruiter's section marked on its inner pages", () => {
    renderWithProviders(<Header user={recruiter} onLogout={jest.fn()} />, { route: '/admin/jobs/12/applicants' });
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Companies' })).not.toHaveAttribute('aria-current');
  });

  it('links the wordmark home', () => {
    renderWithProviders(<Header user={null} onLogout={jest.fn()} />, { route: '/jobs' });
    expect(screen.getByRole('link', { name: 'JobPortal home' })).toHaveAttribute('href', '/');
  });

  it("opens a student's account popover with photo, name, bio, View Profile and Logout", async () => {
    const onLogout = jest.fn();
    renderWithProviders(<Header user={student} onLogout={onLogout} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open account menu for Jane Doe' }));

    const panel = screen.getByRole('dialog', { name: 'Account' });
    expect(within(panel).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(panel).getByText('Frontend learner')).toBeInTheDocument();
    expect(panel.querySelector('img')).toHaveAttribute('src', student.profile.profilePhoto);
    expect(within(panel).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');

    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the popover when View Profile is followed', async () => {
    renderWithProviders(<Header user={student} onLogout={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open account menu for Jane Doe' }));
    await user.click(screen.getByRole('link', { name: 'View Profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a student', student, 'Jane Doe'],
    ['a recruiter', recruiter, 'Raj Rao'],
  ])('gives %s Settings in the account menu, closing it as it is followed', async (_who, who, fullname) => {
    renderWithProviders(<Header user={who} onLogout={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Open account menu for ${fullname}` }));
    const settings = within(screen.getByRole('dialog', { name: 'Account' })).getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    await user.click(settings);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a logged-in user the notifications slot just before the account button', () => {
    renderWithProviders(<Header user={recruiter} onLogout={jest.fn()} notifications={<button type="button">Bell</button>} />);
    const buttons = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons).toEqual(['Bell', 'Open account menu for Raj Rao']);
  });

  it('shows the notifications slot neither to a visitor nor while the session is checked', () => {
    const bell = <button type="button">Bell</button>;
    const { unmount } = renderWithProviders(<Header user={null} onLogout={jest.fn()} notifications={bell} />);
    expect(screen.queryByRole('button', { name: 'Bell' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Header user={student} checking onLogout={jest.fn()} notifications={bell} />);
    expect(screen.queryByRole('button', { name: 'Bell' })).not.toBeInTheDocument();
  });

  it('gives a recruiter Logout but no View Profile', async () => {
    renderWithProviders(<Header user={recruiter} onLogout={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open account menu for Raj Rao' }));
    const panel = screen.getByRole('dialog', { name: 'Account' });
    expect(within(panel).queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes the account popover with Escape and returns focus to the avatar button', async () => {
    renderWithProviders(<Header user={student} onLogout={jest.fn()} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Open account menu for Jane Doe' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
