import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
