import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, usePageTitle } from '@portal/shared-ui';
import { loadRemoteModule } from '../federation';
import { currentLocation, renderWithShell } from '../testing';
import { App } from './App';

jest.mock('../federation', () => ({ loadRemoteModule: jest.fn() }));

describe('App', () => {
  it('keeps the header and the other remotes working while one remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteModule).mockImplementation(async (remote, screen) => {
      if (remote === 'student') throw new Error('student remote is down');
      return { default: () => <h1>{`${remote}/${screen}`}</h1> };
    });
    await renderWithShell(<App />, { route: '/jobs' });

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
    await renderWithShell(<App />, { route: '/jobs' });
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
    await renderWithShell(<App />, { route: '/jobs' });
    const user = userEvent.setup();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveAttribute('id', skip.getAttribute('href')!.slice(1));
  });
});
