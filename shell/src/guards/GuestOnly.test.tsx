import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useAppStore } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';
import { currentLocation, logInAs, renderWithShell } from '../testing';
import { GuestOnly } from './GuestOnly';

// A login screen that logs in and returns the user to the page they came from.
const LoginScreen = () => {
  const store = useAppStore();
  const navigate = useNavigate();
  const logIn = async () => {
    await logInAs(store, aStudent());
    navigate('/description/5', { replace: true });
  };
  return <button onClick={() => void logIn()}>Log in</button>;
};

const Pages = () => (
  <Routes>
    <Route
      path="/login"
      element={
        <GuestOnly>
          <LoginScreen />
        </GuestOnly>
      }
    />
    <Route path="/" element={<h1>Home</h1>} />
    <Route path="/description/:id" element={<h1>Job</h1>} />
  </Routes>
);

describe('GuestOnly', () => {
  it('sends a user who arrives logged in to /', async () => {
    await renderWithShell(<Pages />, { route: '/login', user: aStudent() });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('lets a visitor who logs in on the page be sent on by the login screen, not to /', async () => {
    await renderWithShell(<Pages />, { route: '/login?redirect=/description/5' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Job' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/description/5');
  });
});
