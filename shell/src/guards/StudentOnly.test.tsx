import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { aRecruiter, aStudent, currentLocation, renderWithShell } from '../testing';
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

  it('sends a recruiter to their companies', async () => {
    await renderWithShell(routes, { route: '/profile', user: aRecruiter() });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/companies');
  });
});
