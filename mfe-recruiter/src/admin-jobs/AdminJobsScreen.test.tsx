import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessibilityViolations } from '@portal/test-support/axe';
import { cellTexts } from '@portal/test-support/cell-texts';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { aCompany, anAdminJob } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import { renderScreen } from '../testing/renderScreen';
import AdminJobsScreen from './AdminJobsScreen';

const api = setUpFakeApi();

const FRONTEND = anAdminJob({
  applicationCount: 4,
  applicationCounts: { pending: 1, shortlisted: 0, interview: 2, accepted: 0, rejected: 0, withdrawn: 1 },
});
const DATA = anAdminJob({ _id: 'j2', title: 'Data Scientist', company: aCompany({ _id: 'c2', name: 'Globex' }), createdAt: '2025-05-20T08:00:00.000Z' });

const show = () => renderScreen('/admin/jobs', <AdminJobsScreen />, '/admin/jobs');
const LOAD = { api, route: 'GET /job/getadminjobs', what: 'your jobs', open: show };
const rows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const cells = cellTexts;

async function showJobs() {
  api.on('GET /job/getadminjobs', [200, { success: true, jobs: [FRONTEND, DATA] }]);
  await show();
  await screen.findByRole('table');
  return userEvent.setup();
}

describe('AdminJobsScreen', () => {
  it('shows a loading state until the jobs arrive', async () => {
    const release = await openWhileLoading(LOAD, [200, { success: true, jobs: [FRONTEND] }]);
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('lists company name, role, date and the number of applicants, with how many are at each stage', async () => {
    await showJobs();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Company Name',
      'Role',
      'Date',
      'Applicants',
      'Status',
      'Action',
    ]);
    // The total, then a line per job with the stages that hold anyone.
    expect(cells(rows()[0]!)).toEqual(['Acme', 'Frontend Developer', '2025-05-02', '41 Pending, 2 Interview, 1 Withdrawn', 'Open', '⋯']);
    expect(within(rows()[0]!).getByText('1 Pending, 2 Interview, 1 Withdrawn').tagName).toBe('SPAN');
    expect(cells(rows()[1]!)).toEqual(['Globex', 'Data Scientist', '2025-05-20', '0', 'Open', '⋯']);
  });

  it('says per job how many applicants have waited over 7 days, linking to them; nothing where none wait', async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [{ ...FRONTEND, waiting: 3 }, DATA] }]);
    await show();
    await screen.findByRole('table');
    const waiting = within(rows()[0]!).getByRole('link', { name: '3 waiting over 7 days' });
    expect(waiting).toHaveAttribute('href', '/admin/jobs/j1/applicants?waiting=1');
    expect(within(rows()[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows()[1]!).queryByText(/waiting/)).not.toBeInTheDocument();

    await userEvent.setup().click(waiting);
    expect(currentLocation()).toBe('/admin/jobs/j1/applicants?waiting=1');
  });

  it('has no WCAG violations axe can find with waiting applicants listed', async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [{ ...FRONTEND, waiting: 3 }, DATA] }]);
    await show();
    await screen.findByRole('table');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('says which jobs are closed, by their poster or by a deadline that has passed', async () => {
    const closed = anAdminJob({ _id: 'j3', title: 'Closed Role', status: 'closed' });
    const expired = anAdminJob({ _id: 'j4', title: 'Expired Role', status: 'closed', deadline: '2020-01-31' });
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [closed, expired] }]);
    await show();
    await screen.findByRole('table');
    expect(rows().map((row) => cells(row)[4])).toEqual(['Closed', 'Deadline passed']);
  });

  it('shows only open or only closed jobs on request, keeping the choice in the address', async () => {
    const closed = anAdminJob({ _id: 'j3', title: 'Closed Role', status: 'closed' });
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [FRONTEND, closed] }]);
    await show();
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Closed jobs');
    expect(rows().map((row) => cells(row)[1])).toEqual(['Closed Role']);
    expect(currentLocation()).toBe('/admin/jobs?status=closed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Open jobs');
    expect(rows().map((row) => cells(row)[1])).toEqual(['Frontend Developer']);
  });

  it('closes a job from its Action menu and shows it closed; Reopen opens it again', async () => {
    let status: 'open' | 'closed' = 'open';
    api.on('GET /job/getadminjobs', () => [200, { success: true, jobs: [{ ...DATA, status }] }]);
    api.on('PUT /job/update/j2', (call) => {
      status = (call.json as { status: 'open' | 'closed' }).status;
      return [200, { success: true, message: 'Job updated successfully.', job: { ...DATA, status } }];
    });
    await show();
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Actions for Data Scientist at Globex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Close' }));
    expect(await screen.findByText('Data Scientist is closed: it takes no more applications.')).toBeInTheDocument();
    expect(api.calls('PUT /job/update/j2')[0]!.json).toEqual({ status: 'closed' });
    await within(rows()[0]!).findByText('Closed');

    await user.click(screen.getByRole('button', { name: 'Actions for Data Scientist at Globex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reopen' }));
    await within(rows()[0]!).findByText('Open');
  });

  it.each([
    ['Edit', '/admin/jobs/j2/edit'],
    ['Applicants', '/admin/jobs/j2/applicants'],
  ])('%s in the Action menu opens %s', async (action, path) => {
    const user = await showJobs();
    await user.click(screen.getByRole('button', { name: 'Actions for Data Scientist at Globex' }));
    await user.click(screen.getByRole('menuitem', { name: action }));
    expect(currentLocation()).toBe(path);
  });

  it.each([
    ['a company name', 'GLOBEX'],
    ['a role', 'scien'],
  ])('filters by %s', async (_what, text) => {
    const user = await showJobs();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name, role' }), text);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Data Scientist');
  });

  it('says so when the filter matches nothing', async () => {
    const user = await showJobs();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name, role' }), 'chef');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('No job matches “chef”.');
  });

  it('links to the job posting form', async () => {
    await showJobs();
    expect(screen.getByRole('link', { name: 'New Jobs' })).toHaveAttribute('href', '/admin/jobs/create');
  });

  it('offers no New Jobs to a viewer of every company', async () => {
    api.on('GET /company/get', [200, { success: true, companies: [aCompany({ role: 'viewer' })] }]);
    await showJobs();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New Jobs' })).not.toBeInTheDocument());
  });

  it('links a recruiter without a company yet to the posting form, which says to register one first', async () => {
    api.on('GET /company/get', [200, { success: true, companies: [] }]);
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [] }]);
    await show();
    await screen.findByRole('heading', { name: 'No jobs posted yet' });
    await waitFor(() => expect(api.calls('GET /company/get')).toHaveLength(1));
    // The answer has come: a list of none hides nothing (a viewer's list took the link away above).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: 'New Jobs' })).toHaveAttribute('href', '/admin/jobs/create');
  });

  it('invites posting the first job when there is none', async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [] }]);
    await show();
    expect(await screen.findByRole('heading', { name: 'No jobs posted yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post your first job' })).toHaveAttribute('href', '/admin/jobs/create');
  });

  it("shows the server's message when loading fails, and tries again on request", async () => {
    await failThenRetry(LOAD, [200, { success: true, jobs: [DATA] }]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
