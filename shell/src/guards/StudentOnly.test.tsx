import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authEndpoints } from '@portal/shared-state';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { StudentOnly } from './StudentOnly';

const routes = (
  <Routes>
    <Route path="/profile" element={<StudentOnly>Profile page</StudentOnly>} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('StudentOnly', () => {
  it('shows a student their page', async () => {
    const view = await renderWithShell(routes, { route: '/profile', user: aStudent() });
    expect(view.getByText('Profile page')).toBeInTheDocument();
  });

  it('sends a visitor to log in, and back here afterwards', async () => {
    const view = await renderWithShell(routes, { route: '/profile?tab=applied', user: null });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(view.queryByText('Profile page')).not.toBeInTheDocument();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/profile?tab=applied')}`);
  });

  it('sends a recruiter to their companies, saying once why', async () => {
    await renderWithShell(routes, { route: '/profile', user: aRecruiter() });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/companies');
    expect(await screen.findByText('That page is for students.')).toBeInTheDocument();
    expect(screen.getAllByText('That page is for students.')).toHaveLength(1);
  });
});

describe('StudentOnly while a remembered session is checked', () => {
  const api = setUpFakeApi();

  it('waits for the server, then shows a student whose session is alive their page', async () => {
    const answer = api.hold('GET /user/me', [200, { success: true, user: aStudent() }]);
    const { store } = await renderWithShell(routes, { route: '/profile', remembered: aStudent() });
    store.dispatch(authEndpoints.endpoints.me.initiate());

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Profile page')).not.toBeInTheDocument();
    answer.release();
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('sends a remembered student whose session ended to log in, and back here afterwards', async () => {
    api.on('GET /user/me', [401, { success: false, message: 'User not authenticated' }]);
    const { store } = await renderWithShell(routes, { route: '/profile', remembered: aStudent() });
    store.dispatch(authEndpoints.endpoints.me.initiate());

    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/profile')}`);
  });
});
