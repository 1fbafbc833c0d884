import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, usePageTitle } from '@portal/shared-ui';
import { loadRemoteModule } from '../federation';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { appRoutes } from '../routes/pageRoutes';
import { App } from './App';

jest.mock('../federation', () => ({ loadRemoteModule: jest.fn() }));

describe('App', () => {
  it('keeps the header and the other remotes working while one remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteModule).mockImplementation(async (remote, screen) => {
      if (remote === 'student') throw new Error('student remote is down');
      return { default: () => <h1>{`${remote}/${screen}`}</h1> };
    });
    await renderWithShell(<App />, { routesOf: appRoutes, route: '/jobs' });

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent('This part of the site is unavailable right now');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Login' }));
    expect(currentLocation()).toBe('/login');
    expect(await within(main).findByRole('heading', { name: 'auth/Login' })).toBeInTheDocument();
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the page title', () => {
  /** A job page naming itself once its job is known, as the student remote's does. */
  const JobScreen = () => {
    usePageTitle('Frontend Developer at Acme, Pune · JobPortal');
    return <h1>A job</h1>;
  };

  it("names each page the browser moves to by its route, after the server's title of the first, and a screen's own name wins", async () => {
    jest.mocked(loadRemoteModule).mockImplementation(async (remote, screen) => ({
      default: screen === 'JobDescription' ? JobScreen : () => <Link to="/description/7">{`${remote}/${screen}`}</Link>,
    }));
    document.title = 'Jobs · JobPortal (from the server)';
    await renderWithShell(<App />, { routesOf: appRoutes, route: '/jobs' });
    await screen.findByRole('link', { name: 'student/Jobs' });
    expect(document.title).toBe('Jobs · JobPortal (from the server)');

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(document.title).toBe('Log in · JobPortal'));
    await user.click(screen.getByRole('link', { name: 'Browse' }));
    await waitFor(() => expect(document.title).toBe('Browse jobs · JobPortal'));
    await user.click(await screen.findByRole('link', { name: 'student/Browse' }));
    await screen.findByRole('heading', { name: 'A job' });
    expect(document.title).toBe('Frontend Developer at Acme, Pune · JobPortal');

    // Again, with the screen loaded: the route's title and the screen's are set in one commit.
    await user.click(screen.getByRole('link', { name: 'Browse' }));
    await user.click(await screen.findByRole('link', { name: 'student/Browse' }));
    expect(screen.getByRole('heading', { name: 'A job' })).toBeInTheDocument();
    expect(document.title).toBe('Frontend Developer at Acme, Pune · JobPortal');
  });
});

describe('the skip link', () => {
  it('is the first stop of the keyboard and takes it past the header to the main content', async () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: () => <h1>Jobs</h1> });
    await renderWithShell(<App />, { routesOf: appRoutes, route: '/jobs' });
    const user = userEvent.setup();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveAttribute('id', skip.getAttribute('href')!.slice(1));
  });
});

describe('focus after moving to another page', () => {
  /** A screen that puts focus in its own first field as it opens. */
  const SignupScreen = () => <input aria-label="Full name" autoFocus />;

  beforeEach(() => {
    // A screen once loaded is kept for the life of the page (this file): Signup is loaded here first.
    jest.mocked(loadRemoteModule).mockImplementation(async (remote, screen) => ({
      default: screen === 'Signup' ? SignupScreen : () => <h1>{`${remote}/${screen}`}</h1>,
    }));
  });

  it('starts the keyboard and a screen reader at the main content, not on the header link pressed', async () => {
    await renderWithShell(<App />, { routesOf: appRoutes, route: '/jobs' });
    const main = screen.getByRole('main');
    // The first page is the browser's own load: nothing is moved.
    expect(main).not.toHaveFocus();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(currentLocation()).toBe('/login');
    await waitFor(() => expect(main).toHaveFocus());

    // The next key press goes on into the page, not back through the header.
    await user.tab();
    expect(screen.getByRole('banner')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('leaves focus where the new screen put it inside the main content', async () => {
    await renderWithShell(<App />, { routesOf: appRoutes, route: '/jobs' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Signup' }));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveFocus();

    // Again, with the screen loaded: it opens, and takes focus, as the path changes.
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Signup' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(currentLocation()).toBe('/signup');
  });
});

describe('logging out of a private page', () => {
  const api = setUpFakeApi();
  const noNotifications = [200, { success: true, notifications: [], unread: 0, nextCursor: null }] as const;

  beforeEach(() => {
    jest.mocked(loadRemoteModule).mockImplementation(async (remote, screen) => ({ default: () => <h1>{`${remote}/${screen}`}</h1> }));
    api.on('GET /user/logout', [200, { success: true, message: 'Logged out successfully.' }]);
    api.on('GET /notification/get?limit=20', [...noNotifications]);
  });

  async function logOut(fullname: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Open account menu for ${fullname}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Logout' }));
  }

  it.each([
    ['/profile', aStudent()],
    ['/jobs/for-you', aStudent()],
    ['/notifications', aStudent()],
    ['/settings', aStudent()],
    ['/admin/companies', aRecruiter()],
    ['/admin/companies/9', aRecruiter()],
    ['/admin/jobs/9/applicants', aRecruiter()],
  ])('goes from %s to /, not to log in', async (route, loggedIn) => {
    api.on('GET /notification/get?limit=5', [...noNotifications]);
    await renderWithShell(<App />, { routesOf: appRoutes, route, user: loggedIn });
    await logOut(loggedIn.fullname);

    expect(await screen.findByRole('heading', { name: 'student/Home' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The page left behind says nothing: no "That page is for recruiters." beside the logout's toast.
    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Logged out successfully.']);
  });

  it.each([
    ['/profile', aStudent()],
    ['/admin/jobs/9/applicants', aRecruiter()],
  ])('still sends a user whose session ended on %s to log in, to come back there', async (route, loggedIn) => {
    api.on('GET /notification/get?limit=5', [401, { success: false, message: 'User not authenticated' }]);
    await renderWithShell(<App />, { routesOf: appRoutes, route, user: loggedIn });

    expect(await screen.findByRole('heading', { name: 'auth/Login' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent(route)}`);
  });
});
