import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule } from '../federation';
import { renderWithShell } from '../testing';
import { RemoteScreen } from './RemoteScreen';
import { preloadScreen } from './useRemoteScreen';

jest.mock('../federation', () => ({ loadRemoteModule: jest.fn() }));

const mockedLoad = jest.mocked(loadRemoteModule);
const UNAVAILABLE = 'This part of the site is unavailable right now';

const screenModule = (text: string) => ({ default: () => <h1>{text}</h1> });

/** A load the test settles by hand. */
function pendingLoad() {
  let settle!: { resolve: (module: unknown) => void; reject: (error: Error) => void };
  mockedLoad.mockImplementationOnce(() => new Promise((resolve, reject) => (settle = { resolve, reject })));
  return () => settle;
}

describe('RemoteScreen', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  // Each test loads its own screen name: loaded screens are kept for the life of the page.
  it('loads the screen from its remote and renders it', async () => {
    mockedLoad.mockResolvedValueOnce(screenModule('Login form'));
    await renderWithShell(<RemoteScreen remote="auth" screen="Login" path="/login" />);

    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('auth', 'Login');
  });

  it('joins a preload under way, or done before it rendered, instead of loading again', async () => {
    const settle = pendingLoad();
    preloadScreen('auth', 'Preloaded');
    await renderWithShell(<RemoteScreen remote="auth" screen="Preloaded" path="/preloaded" />);
    settle().resolve(screenModule('Preloaded form'));
    expect(await screen.findByRole('heading', { name: 'Preloaded form' })).toBeInTheDocument();

    mockedLoad.mockResolvedValueOnce(screenModule('Ready form'));
    preloadScreen('auth', 'Ready');
    await Promise.resolve();
    await renderWithShell(<RemoteScreen remote="auth" screen="Ready" path="/ready" />);
    expect(await screen.findByRole('heading', { name: 'Ready form' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('says it is loading until the remote answers', async () => {
    const settle = pendingLoad();
    await renderWithShell(<RemoteScreen remote="auth" screen="Signup" path="/signup" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    settle().resolve(screenModule('Signup form'));
    expect(await screen.findByRole('heading', { name: 'Signup form' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the unavailable fallback when the remote fails, and Retry loads it without a reload', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('manifest 404'));
    await renderWithShell(<RemoteScreen remote="student" screen="Jobs" path="/jobs" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE);

    const settle = pendingLoad();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The fallback stays while retrying, its button busy, so focus is not lost.
    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();

    settle().resolve(screenModule('Job list'));
    expect(await screen.findByRole('heading', { name: 'Job list' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('offers Retry again when the retry fails too', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('still down'));
    await renderWithShell(<RemoteScreen remote="student" screen="Browse" path="/browse" />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
  });

  it('treats a module without a default export as unavailable', async () => {
    mockedLoad.mockResolvedValueOnce({});
    await renderWithShell(<RemoteScreen remote="student" screen="Profile" path="/profile" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
  });

  it('shows the fallback in place of a screen that crashes, and Retry renders it again', async () => {
    let crash = true;
    const Flaky = () => {
      if (crash) throw new Error('render failed');
      return <h1>Recovered</h1>;
    };
    mockedLoad.mockResolvedValueOnce({ default: Flaky });
    await renderWithShell(<RemoteScreen remote="recruiter" screen="Companies" path="/admin/companies" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);

    crash = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });
});
