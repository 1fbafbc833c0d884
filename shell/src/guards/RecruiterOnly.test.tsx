import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { aRecruiter, aStudent, setUpFakeApi } from '@portal/shared-state/testing';
import { currentLocation, dropSessionHint, holdSessionHint, renderWithShell } from '../testing';
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

describe('RecruiterOnly in a tab that remembers nobody but holds the session hint (storage cleared, session cookie kept)', () => {
  const api = setUpFakeApi();
  beforeEach(holdSessionHint);
  afterEach(dropSessionHint);

  it('waits for the server to say who is logged in, then shows a recruiter their page without turning them away first', async () => {
    const answer = api.hold('GET /user/me', [200, { success: true, user: aRecruiter() }]);
    await renderWithShell(routes, { route: '/admin/jobs', confirmSession: true });
    await waitFor(() => expect(api.calls('GET /user/me')).toHaveLength(1));
    expect(currentLocation()).toBe('/admin/jobs');
    expect(screen.queryByText(FOR_RECRUITERS)).not.toBeInTheDocument();

    answer.release();
    expect(await screen.findByText('Jobs posted')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/jobs');
    expect(screen.queryByText(FOR_RECRUITERS)).not.toBeInTheDocument();
  });

  it('sends a student home, saying why, once the server names them', async () => {
    api.on('GET /user/me', [200, { success: true, user: aStudent() }]);
    await renderWithShell(routes, { route: '/admin/jobs', confirmSession: true });
    expect(await screen.findByText(FOR_RECRUITERS)).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });
});
