import { screen } from '@testing-library/react';
import { loadRemoteModule } from '../federation';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { AppRoutes, appRoutes } from './pageRoutes';

jest.mock('../federation', () => ({ loadRemoteModule: jest.fn() }));

const mockedLoad = jest.mocked(loadRemoteModule);
const api = setUpFakeApi();

// Every remote screen renders as a heading naming itself.
beforeEach(() => {
  mockedLoad.mockImplementation(async (remote, screen) => ({ default: () => <h1>{`${remote}/${screen}`}</h1> }));
});

const requestedRemotes = () => mockedLoad.mock.calls.map(([remote]) => remote);

describe('AppRoutes', () => {
  it.each([
    ['/', 'student/Home'],
    ['/login', 'auth/Login'],
    ['/signup', 'auth/Signup'],
    ['/jobs', 'student/Jobs'],
    ['/browse', 'student/Browse'],
    ['/description/42', 'student/JobDescription'],
  ])('shows a visitor %s as the %s screen', async (route, screen_) => {
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route });
    expect(await screen.findByRole('heading', { name: screen_ })).toBeInTheDocument();
  });

  it.each([
    ['/admin/companies', 'recruiter/Companies'],
    ['/admin/companies/create', 'recruiter/CompanyCreate'],
    ['/admin/companies/9', 'recruiter/CompanySetup'],
    ['/admin/jobs', 'recruiter/AdminJobs'],
    ['/admin/jobs/create', 'recruiter/JobCreate'],
    ['/admin/jobs/9/edit', 'recruiter/JobEdit'],
    ['/admin/jobs/9/applicants', 'recruiter/Applicants'],
  ])('shows a recruiter %s as the %s screen', async (route, screen_) => {
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route, user: aRecruiter() });
    expect(await screen.findByRole('heading', { name: screen_ })).toBeInTheDocument();
    expect(currentLocation()).toBe(route);
  });

  it('shows a student their profile, and sends a visitor to log in first', async () => {
    const { unmount } = await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/profile', user: aStudent() });
    expect(await screen.findByRole('heading', { name: 'student/Profile' })).toBeInTheDocument();
    unmount();
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/profile' });
    expect(await screen.findByRole('heading', { name: 'auth/Login' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Fprofile');
  });

  it.each([
    ['a student', aStudent()],
    ['a recruiter', aRecruiter()],
  ])("shows %s their notifications at /notifications, the shell's own page", async (_who, user) => {
    api.on('GET /notification/get?limit=20', [200, { success: true, notifications: [], unread: 0, nextCursor: null }]);
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/notifications', user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('sends a visitor from /notifications to log in first, asking the API nothing', async () => {
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/notifications' });
    expect(await screen.findByRole('heading', { name: 'auth/Login' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Fnotifications');
    expect(api.calls()).toHaveLength(0);
  });

  it('sends a recruiter from / to /admin/companies without loading the home screen', async () => {
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/', user: aRecruiter() });
    expect(await screen.findByRole('heading', { name: 'recruiter/Companies' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/companies');
    expect(requestedRemotes()).not.toContain('student');
  });

  it.each([
    ['a visitor', null],
    ['a student', aStudent()],
  ])('sends %s from every /admin route to / before the recruiter remote is requested', async (_who, user) => {
    for (const route of ['/admin/companies', '/admin/companies/create', '/admin/jobs/3/applicants', '/admin/whatever']) {
      const { unmount } = await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route, user });
      expect(await screen.findByRole('heading', { name: 'student/Home' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
      unmount();
    }
    expect(requestedRemotes()).not.toContain('recruiter');
    expect(screen.queryByRole('heading', { name: /^recruiter\// })).not.toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('sends a logged-in student from %s to / without loading the auth screen', async (route) => {
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route, user: aStudent() });
    expect(await screen.findByRole('heading', { name: 'student/Home' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(requestedRemotes()).not.toContain('auth');
  });

  it('sends a logged-in recruiter from /login on to /admin/companies', async () => {
    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/login', user: aRecruiter() });
    expect(await screen.findByRole('heading', { name: 'recruiter/Companies' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/companies');
  });

  it('shows the not-found page for an unknown path, and for an unknown /admin path to a recruiter', async () => {
    const { unmount } = await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    unmount();

    await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/admin/nothing-here', user: aRecruiter() });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });
});
