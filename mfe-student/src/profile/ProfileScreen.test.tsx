import { act, screen, waitFor, within } from '@testing-library/react';
import { selectRememberedUser, selectSessionEnded } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';
import { cellTexts } from '@portal/test-support/cell-texts';
import { renderWithShell } from '@portal/shell/testing';
import { aCompany, aJob, aStudentApplication, heldReply, startFakeApi, type FakeApi } from '../testing/fakeApi';
import ProfileScreen from './ProfileScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const student = aStudent({
  profile: {
    bio: 'Frontend learner',
    skills: ['React', 'TypeScript'],
    resume: '/api/v1/user/u-student/resume',
    resumeOriginalName: 'Jane Doe CV.pdf',
    profilePhoto: 'https://cdn.example/jane.png',
  },
});

const applications = [
  aStudentApplication({
    _id: 'a1',
    status: 'pending',
    createdAt: '2025-07-04T09:00:00.000Z',
    job: aJob({ title: 'Frontend Developer', company: aCompany({ name: 'Acme' }) }),
  }),
  aStudentApplication({ _id: 'a2', status: 'accepted', job: aJob({ title: 'UI Engineer', company: aCompany({ name: 'Globex' }) }) }),
  aStudentApplication({ _id: 'a3', status: 'rejected', job: aJob({ title: 'Designer', company: aCompany({ name: 'Initech' }) }) }),
];

const appliedJobs = () => screen.getByRole('tabpanel', { name: 'Applied Jobs' });

describe('ProfileScreen', () => {
  it('shows the photo, name, bio, email, phone, skills and the resume under its own name', async () => {
    api.on('GET', '/application/get', [200, { success: true, application: [] }]);
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: student });

    expect(screen.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/jane.png');
    expect(screen.getByText('Frontend learner')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('+91 90000 00001')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    const resume = screen.getByRole('link', { name: 'Jane Doe CV.pdf' });
    expect(resume).toHaveAttribute('href', '/api/v1/user/u-student/resume');
    expect(resume).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    await within(appliedJobs()).findByText("You haven't applied any job yet.");
  });

  it("shows 'NA' for no skills and no resume", async () => {
    api.on('GET', '/application/get', [200, { success: true, application: [] }]);
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: aStudent() });
    expect(screen.getByText('Skills', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^NA$/);
    expect(screen.getByText('Resume', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^NA$/);
    await within(appliedJobs()).findByText("You haven't applied any job yet.");
  });

  it('lists the applications with date, role, company, status and a button to each history, fetched once', async () => {
    api.on('GET', '/application/get', [200, { success: true, application: applications }]);
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: student });

    await within(appliedJobs()).findByText('UI Engineer');
    const table = within(appliedJobs()).getByRole('table', { name: 'A list of your applied jobs' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Job Role', 'Company', 'Status', 'History']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map(cellTexts);
    expect(rows).toEqual([
      ['2025-07-04', 'Frontend Developer', 'Acme', 'PENDING', 'View'],
      ['2025-01-02', 'UI Engineer', 'Globex', 'ACCEPTED', 'View'],
      ['2025-01-02', 'Designer', 'Initech', 'REJECTED', 'View'],
    ]);
    expect(api.requests('GET', '/application/get')).toHaveLength(1);
  });

  it('shows placeholder rows while the applications load', async () => {
    const held = heldReply();
    api.on('GET', '/application/get', held.route);
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: student });

    const table = within(appliedJobs()).getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await act(async () => held.send([200, { success: true, application: applications }]));
    expect(await within(appliedJobs()).findByText('UI Engineer')).toBeInTheDocument();
  });

  it("shows the server's message when the applications cannot be loaded", async () => {
    api.on('GET', '/application/get', [503, { success: false, message: 'The database is busy. Please try again.' }]);
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: student });
    expect(await within(appliedJobs()).findByRole('alert')).toHaveTextContent('The database is busy. Please try again.');
    expect(within(appliedJobs()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('forgets the student when the server says their session ended, instead of showing a stale profile', async () => {
    api.on('GET', '/application/get', [401, { success: false, message: 'User not authenticated' }]);
    const { store } = await renderWithShell(<ProfileScreen />, { route: '/profile', user: student });
    await waitFor(() => expect(selectSessionEnded(store.getState())).toBe(true));
    expect(selectRememberedUser(store.getState())).toBeNull();
    expect(screen.queryByText(student.fullname)).not.toBeInTheDocument();
  });
});
