import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { RecruiterOnly } from './RecruiterOnly';

const FOR_RECRUITERS = 'That page is for recruiters.';

const routes = (
  <Routes>
    <Route path="/admin/jobs" element={<RecruiterOnly>Jobs posted</RecruiterOnly>} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('RecruiterOnly', () => {
  it('shows a recruiter their page, with nothing to say', async () => {
    const view = await renderWithShell(routes, { route: '/admin/jobs', user: aRecruiter() });
    expect(view.getByText('Jobs posted')).toBeInTheDocument();
    expect(screen.queryByText(FOR_RECRUITERS)).not.toBeInTheDocument();
  });

  it.each([
    ['a student', aStudent()],
    ['a visitor', null],
  ])('sends %s home, saying once why', async (_who, user) => {
    await renderWithShell(routes, { route: '/admin/jobs', user });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(screen.queryByText('Jobs posted')).not.toBeInTheDocument();
    expect(await screen.findByText(FOR_RECRUITERS)).toBeInTheDocument();
    expect(screen.getAllByText(FOR_RECRUITERS)).toHaveLength(1);
  });
});
