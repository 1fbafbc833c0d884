import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStudent, setUpFakeApi } from '@portal/shell/testing';
import { findToast } from '../testing/findToast';
import { aJobWithApplicants, anApplicant } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import { renderScreen } from '../testing/renderScreen';
import ApplicantsScreen from './ApplicantsScreen';

const api = setUpFakeApi();

const JANE = anApplicant();
const RAVI = anApplicant({
  _id: 'a2',
  status: 'rejected',
  createdAt: '2025-06-10T09:00:00.000Z',
  applicant: aStudent({ _id: 'u2', fullname: 'Ravi Kumar', email: 'ravi@example.com', phoneNumber: '+91 90000 00002' }),
});
const STATUS_OK = { success: true, message: 'Status updated successfully.' };

const show = (id = 'j1') => renderScreen('/admin/jobs/:id/applicants', <ApplicantsScreen />, `/admin/jobs/${id}/applicants`);
const LOAD = { api, route: 'GET /application/j1/applicants', what: 'the applicants', open: () => show() };
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

async function showApplicants() {
  api.on('GET /application/j1/applicants', [200, { success: true, job: aJobWithApplicants([JANE, RAVI]) }]);
  await show();
  await screen.findByRole('table');
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, applicant: string, status: string) {
  await user.click(screen.getByRole('button', { name: `Change the status of ${applicant}` }));
  await user.click(screen.getByRole('menuitem', { name: status }));
}

describe('ApplicantsScreen', () => {
  it('shows a loading state until the applicants arrive', async () => {
    const release = await openWhileLoading(LOAD, [200, { success: true, job: aJobWithApplicants([JANE]) }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants (1)' })).toBeInTheDocument();
  });

  it('lists each applicant: name, email, contact, resume, date applied, status and an Action menu', async () => {
    await showApplicants();
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants (2)' })).toBeInTheDocument();
    expect(screen.getByText('Frontend Developer at Acme')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'FullName',
      'Email',
      'Contact',
      'Resume',
      'Date',
      'Status',
      'Action',
    ]);
    const jane = within(rowOf('Jane Doe'));
    expect(jane.getByRole('cell', { name: 'jane@example.com' })).toBeInTheDocument();
    expect(jane.getByRole('cell', { name: '+91 90000 00001' })).toBeInTheDocument();
    const resume = jane.getByRole('link', { name: /^jane-doe-cv\.pdf/ });
    expect(resume).toHaveAttribute('href', 'https://files.example/cv-jane.pdf');
    expect(resume).toHaveAttribute('target', '_blank');
    expect(jane.getByRole('cell', { name: '2025-06-03' })).toBeInTheDocument();
    expect(jane.getByText('PENDING')).toBeInTheDocument();

    const ravi = within(rowOf('Ravi Kumar'));
    expect(ravi.getByRole('cell', { name: 'NA' })).toBeInTheDocument();
    expect(ravi.getByText('REJECTED')).toBeInTheDocument();
  });

  it("accepts an applicant: the server's message, and the row's badge changes in place", async () => {
    const user = await showApplicants();
    api.on('POST /application/status/a1/update', [200, STATUS_OK]);
    await choose(user, 'Jane Doe', 'Accepted');

    expect(await findToast('Status updated successfully.')).toBeInTheDocument();
    expect(within(rowOf('Jane Doe')).getByText('ACCEPTED')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('REJECTED')).toBeInTheDocument();
    expect(api.calls('POST /application/status/a1/update')[0]!.json).toEqual({ status: 'accepted' });
    expect(screen.getByRole('button', { name: 'Change the status of Jane Doe' })).toHaveFocus();
  });

  it('rejects an applicant, its menu disabled (focus kept) while the change is saved', async () => {
    const user = await showApplicants();
    const answer = api.hold('POST /application/status/a1/update', [200, STATUS_OK]);
    await choose(user, 'Jane Doe', 'Rejected');

    const menuButton = screen.getByRole('button', { name: 'Change the status of Jane Doe' });
    expect(menuButton).toHaveAttribute('aria-disabled', 'true');
    expect(menuButton).toHaveFocus();
    answer.release();
    expect(await findToast('Status updated successfully.')).toBeInTheDocument();
    expect(await within(rowOf('Jane Doe')).findByText('REJECTED')).toBeInTheDocument();
    expect(menuButton).not.toHaveAttribute('aria-disabled');
  });

  it("shows the server's message when the change is refused, and keeps the old status", async () => {
    const user = await showApplicants();
    api.on('POST /application/status/a1/update', [404, { success: false, message: 'Application not found.' }]);
    await choose(user, 'Jane Doe', 'Accepted');

    expect(await findToast('Application not found.')).toBeInTheDocument();
    expect(within(rowOf('Jane Doe')).getByText('PENDING')).toBeInTheDocument();
  });

  it('says when nobody has applied yet', async () => {
    api.on('GET /application/j1/applicants', [200, { success: true, job: aJobWithApplicants([]) }]);
    await show();
    expect(await screen.findByRole('heading', { name: 'No applicants yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants (0)' })).toBeInTheDocument();
  });

  it("says 'not found' for a job that is not the recruiter's", async () => {
    api.on('GET /application/j9/applicants', [404, { success: false, message: 'Job not found.' }]);
    await show('j9');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your jobs' })).toHaveAttribute('href', '/admin/jobs');
  });

  it('shows why loading failed, and tries again on request', async () => {
    await failThenRetry(LOAD, [200, { success: true, job: aJobWithApplicants([JANE]) }]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
